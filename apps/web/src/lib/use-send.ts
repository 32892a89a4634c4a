import { useState } from 'react';
import { errorText, notifyError, notifySuccess } from './notify';

/**
 * Sends a dialog's checked data and tells the person how it went: the server's message as a success
 * toast (then `onSent`), or its refusal (400, 404, 429…) as an error toast. `sending` drives the button.
 */
export function useSend<T>(send: (data: T) => Promise<{ msg: string }>, onSent: () => void) {
  const [sending, setSending] = useState(false);
  const submit = async (data: T) => {
    setSending(true);
    try {
      const { msg } = await send(data);
      notifySuccess(msg);
      onSent();
    } catch (failure) {
      notifyError(errorText(failure));
    } finally {
      setSending(false);
    }
  };
  return { sending, submit };
}
