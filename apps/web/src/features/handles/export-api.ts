import { COMMON_MESSAGES } from '@handlehub/shared/common-messages';
import { SESSION_HEADER } from '@handlehub/shared/session-header';
import { ApiError } from '../../lib/api';
import { session } from '../../lib/session';

/**
 * The owner's downloads. Not yet in the shared contract (packages/shared/src/api): the paths live here
 * until the server's endpoints are added there.
 */
export const EXPORT_FILES = {
  csv: { path: '/api/profile/export.csv', fileName: (username: string) => `handlehub-${username}.csv` },
  resume: {
    path: '/api/profile/export.resume.json',
    fileName: (username: string) => `handlehub-${username}.resume.json`,
  },
} as const;

export type ExportKind = keyof typeof EXPORT_FILES;

/** The file name the server gives in `Content-Disposition`, if any. */
function fileNameOf(disposition: string | null): string | undefined {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * Fetches a download with the session token (a plain link could not send the `user-token` header) and
 * saves it under the server's file name. callApi is not used: it reads every answer as JSON, and a CSV
 * is not; refusals are still its `ApiError` with the server's `{error}` text, and a 401 ends the session.
 */
export async function downloadExport(kind: ExportKind, username: string): Promise<void> {
  const { path, fileName } = EXPORT_FILES[kind];
  const token = session.get()?.token;
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { [SESSION_HEADER]: token } : {} });
  } catch {
    throw new ApiError(0, COMMON_MESSAGES.listFailed);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const text = (body as { error?: unknown } | null)?.error;
    if (response.status === 401 && token) session.clear();
    throw new ApiError(response.status, typeof text === 'string' ? text : COMMON_MESSAGES.serverError);
  }
  const file = await response.blob();
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? fileName(username);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the URL is dropped a little later to be sure.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
