import { COMMON_MESSAGES } from '@handlehub/shared/common-messages';
import { notifyError, notifySuccess } from '../lib/notify';

/** Copies text and shows the spec's 'Link copied!' toast. */
export async function copyWithToast(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notifySuccess(COMMON_MESSAGES.linkCopied);
  } catch {
    notifyError(COMMON_MESSAGES.copyFailed);
  }
}
