import type { ValueResult } from '@handlehub/shared';
import { TextInput, type TextInputProps } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import type { FormEvent } from 'react';
import { namedOnLeave } from '../../lib/form';
import { ITEM_TEXTS } from './texts';
import type { AddOutcome } from './use-add-flow';

export type ItemField = 'value' | 'title' | 'label';
type Check = (raw: string) => ValueResult;
/** Each field's shared normaliser (the server's own rule), in the order the form shows the fields. */
export type ItemChecks = Partial<Record<ItemField, Check>>;
export type StoredItem = Record<ItemField, string>;

const problemOf = (check: Check, raw: string) => {
  const result = check(raw);
  return result.ok ? undefined : result.error;
};

/**
 * The state of More platforms, Add a link and Edit: each field named as it is left (lib/form
 * namedOnLeave), and a submit that names every problem and moves focus to the first, or hands on the
 * values as they will be stored. `name` keeps two forms on one screen apart.
 */
export function useItemForm(name: string, checks: ItemChecks, initial: Partial<StoredItem> = {}) {
  const fields = Object.keys(checks) as ItemField[];
  const form = useForm<StoredItem>({
    name,
    mode: 'controlled',
    clearInputErrorOnChange: false,
    initialValues: { value: '', title: '', label: '', ...initial },
    validate: (values) =>
      Object.fromEntries(fields.map((field) => [field, problemOf(checks[field]!, values[field])])),
    enhanceGetInputProps: namedOnLeave({ blankWaits: true }),
  });

  function focus(field: ItemField) {
    form.getInputNode(field)?.focus();
  }

  function onSubmit(
    send: (stored: StoredItem) => Promise<void>,
  ): (event: FormEvent<HTMLFormElement>) => void {
    const focusFirstProblem = (errors: FormErrors) => {
      const first = fields.find((field) => errors[field]);
      if (first) focus(first);
    };
    return form.onSubmit((values) => {
      const stored = { ...values };
      for (const field of fields) {
        const result = checks[field]!(values[field]);
        if (result.ok) stored[field] = result.value;
      }
      return send(stored);
    }, focusFirstProblem);
  }

  /** A refusal of the server said at the field it is about, when the form shows that field. */
  function refuse(field: ItemField | undefined, message: string) {
    if (field && fields.includes(field)) form.setFieldError(field, message);
  }

  /** After an add: emptied for the next one with focus on the value, or the refusal said at its field. */
  function afterAdd(outcome: AddOutcome) {
    if (!outcome.ok) return refuse(outcome.field, outcome.error);
    form.reset();
    focus('value');
  }

  return { form, onSubmit, refuse, afterAdd };
}

const WORDS_FIELDS = {
  label: { label: ITEM_TEXTS.labelField, description: ITEM_TEXTS.labelHint, maxLength: 100 },
  title: { label: ITEM_TEXTS.titleField, description: ITEM_TEXTS.titleHint, maxLength: 200 },
} as const;

/** An item's optional words: the label any item may have, or a link's title shown instead of its address. */
export function ItemWordsInput({ field, ...inputProps }: { field: 'label' | 'title' } & TextInputProps) {
  return (
    <TextInput
      {...WORDS_FIELDS[field]}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      autoComplete="off"
      {...inputProps}
    />
  );
}

/** An item's handle, game ID or address: typed as it is, never corrected by the browser. */
export function ItemValueInput(props: TextInputProps) {
  return (
    <TextInput
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
