import type { ValueResult } from '@handlehub/shared';
import { type ChangeEvent, type FocusEvent, useState } from 'react';

/**
 * One input checked by a shared normaliser (the server's own rule), as the 13 fields of Add Account are:
 * a wrong value is named when the input loses focus or on Add, never while it is first typed; once
 * named, the message follows the typing so it goes as soon as the value is right. A blank input is only
 * named on Add (tabbing through the form is not a mistake).
 */
export function useCheckedField(check: (raw: string) => ValueResult, initial = '') {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const problemOf = (raw: string) => {
    const result = check(raw);
    return result.ok ? undefined : result.error;
  };

  return {
    value,
    error,
    /** What the value will be stored as, when it is well-formed. */
    checked: (): ValueResult => check(value),
    setError,
    reset(next = '') {
      setValue(next);
      setError(undefined);
    },
    /** Names the problem of the value as it is now (on Add); true when there is none. */
    validate(): boolean {
      const problem = problemOf(value);
      setError(problem);
      return problem === undefined;
    },
    inputProps: {
      value,
      error,
      onChange(event: ChangeEvent<HTMLInputElement>) {
        const next = event.currentTarget.value;
        setValue(next);
        if (error) setError(problemOf(next));
      },
      onBlur(event: FocusEvent<HTMLInputElement>) {
        // Focus moving to the form's submit button: Add checks every field itself. A message shown now
        // would push the button down between the press and the release, and the click would miss it.
        if (event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === 'submit') return;
        const raw = event.currentTarget.value;
        setError(raw.trim() === '' ? undefined : problemOf(raw));
      },
    },
  };
}
