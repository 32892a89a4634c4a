import { callApi } from './api';
import { session } from './session';

/**
 * Asks the server who the signed-in person is (`GET /api/profile/getuser`) and keeps the stored user up to
 * date, so a role granted or taken away since sign-in (the shop owner's) applies without signing in again.
 * A 401 ends the session (callApi); any other failure keeps what is stored.
 */
export async function refreshSignedInUser(): Promise<void> {
  const before = session.get();
  if (!before) return;
  try {
    const { profileApi } = await import('./lazy-endpoints');
    const { user } = await callApi(profileApi.user);
    const now = session.get();
    // Someone else signed in meanwhile: their user is not this answer.
    if (now?.token !== before.token) return;
    session.updateUser(user);
  } catch {
    // Offline or a server error: the stored user stays.
  }
}
