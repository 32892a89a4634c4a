import { type ChangeEvent, useLayoutEffect, useRef, useState } from 'react';

/**
 * A text field the server draws, which a person may type, paste, dictate or pick a suggestion into before
 * the app has hydrated it, or while it hydrates. The field is uncontrolled: React never writes its value,
 * so nothing that arrived first is overwritten (a controlled field is reset to its state whenever React
 * restores it). The state follows the field: once when the app takes it over (what came before) and on
 * every input after.
 */
export function useServerDrawnText() {
  const ref = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  useLayoutEffect(() => {
    if (ref.current) setValue(ref.current.value);
  }, []);
  return {
    value,
    /** Props for the field: its ref, an empty default value, and the change handler. */
    field: {
      ref,
      defaultValue: '',
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.currentTarget.value),
    },
    /** Sets the field's text from the app (a Clear button), and focuses it. */
    replace(text: string) {
      if (ref.current) {
        ref.current.value = text;
        ref.current.focus();
      }
      setValue(text);
    },
  };
}
