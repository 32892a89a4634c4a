import {
  type GetInputPropsReturnType,
  schemaResolver,
  type UseFormInput,
  type UseFormReturnType,
  useForm,
} from '@mantine/form';
import type { FocusEvent } from 'react';
import type { z } from 'zod';

/**
 * Every form's values, errors and changed fields in one place (decision 030), checked by the shared
 * schema the server checks the request with, so both say the same words at the same field. The check is
 * synchronous: a submit names its problems, and may move focus to the first, within the same event.
 * The submit handler is given what the schema makes of the values (trimmed, normalised), as the server
 * would see them. A named problem stays until the form is checked again; a field that should let go of
 * it while the person types says so itself (`form.clearFieldError`) or uses {@link namedOnLeave}.
 */
export function useSchemaForm<Values extends Record<string, unknown>, Parsed>(
  schema: z.ZodType<Parsed>,
  initialValues: Values,
  options: Omit<UseFormInput<Values, Parsed>, 'initialValues' | 'validate' | 'transformValues'> = {},
) {
  return useForm<Values, Parsed>({
    mode: 'controlled',
    clearInputErrorOnChange: false,
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    // Only called once the values have passed the same schema.
    transformValues: (values) => schema.parse(values),
    ...options,
  });
}

/** True when focus leaves an input for the form's submit button. */
function leavesForSubmit(event: FocusEvent<HTMLElement>): boolean {
  return event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === 'submit';
}

/**
 * Inputs checked as the person leaves them (Add Account's 13 fields, the handle item forms): a wrong
 * value is named on leaving the input or on submit, never while it is first typed; once named, the
 * message follows the typing so it goes as soon as the value is right. With `blankWaits`, a blank input
 * is only named on submit (tabbing through a form with a required field is not a mistake). The result is
 * given to `useForm` as `enhanceGetInputProps`.
 */
export function namedOnLeave({ blankWaits }: { blankWaits: boolean }) {
  return <Values>({
    inputProps,
    field,
    form,
  }: {
    inputProps: GetInputPropsReturnType;
    field: string;
    form: UseFormReturnType<Values>;
  }) => {
    const path = field as Parameters<typeof form.validateField>[0];
    // Taken now: what is returned here is written over the input props, this handler among them.
    const setValue = inputProps.onChange;
    return {
      onChange(event: unknown) {
        setValue(event);
        if (form.errors[field]) form.validateField(path);
      },
      onBlur(event: FocusEvent<HTMLInputElement>) {
        // Focus moving to submit: the submit checks every field itself. A message shown now would push
        // the button down between the press and the release, and the click would miss it.
        if (leavesForSubmit(event)) return;
        if (blankWaits && event.currentTarget.value.trim() === '') form.clearFieldError(path);
        else form.validateField(path);
      },
    };
  };
}
