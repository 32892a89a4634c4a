import { useState } from 'react';
import { errorText, notifyError, notifySuccess } from './notify';
import { wait } from './wait';

/**
 * A task the person waits on (a sign-in, a download, a delete): `busy` while it runs, for its button to
 * show; a failure (the server's refusal, a lost connection) is said in an error toast. What success says
 * is the task's own.
 */
export function useBusyTask() {
  const [busy, setBusy] = useState(false);
  const run = async (task: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await task();
    } catch (failure) {
      notifyError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/**
 * Sends a dialog's checked data and tells the person how it went: the server's message as a success
 * toast (then `onSent`), or its refusal (400, 404, 429…) as an error toast. `sending` drives the button;
 * with `pause` (the spec's TIMINGS), it stays busy that long after the answer, before the message.
 */
export function useSend<T>(send: (data: T) => Promise<{ msg: string }>, onSent: () => void, pause = 0) {
  const { busy: sending, run } = useBusyTask();
  const submit = (data: T) =>
    run(async () => {
      const { msg } = await send(data);
      if (pause) await wait(pause);
      notifySuccess(msg);
      onSent();
    });
  return { sending, submit };
}

/**
 * A dialog's form sent by {@link useSend}: closing the dialog lets go of the form's named problems; once
 * sent, the form is emptied and the dialog closes.
 */
export function useDialogForm<T>(
  form: { clearErrors(): void; reset(): void },
  send: (data: T) => Promise<{ msg: string }>,
  onClose: () => void,
) {
  const close = () => {
    form.clearErrors();
    onClose();
  };
  const { sending, submit } = useSend(send, () => {
    form.reset();
    close();
  });
  return { close, sending, submit };
}
