import { MESSAGES } from '@handlehub/shared/messages';
import { notifyError, notifySuccess } from '../lib/notify';

/** Copies text and shows the spec's 'Link copied!' toast. */
export async function copyWithToast(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notifySuccess(MESSAGES.linkCopied);
  } catch {
    notifyError(MESSAGES.copyFailed);
  }
}
