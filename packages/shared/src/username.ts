/**
 * The one normalisation of a username (docs/decisions/012): what any lookup by username uses (public
 * profile, its HTML, QR and link preview, reports, the admin API), and what the username forms build on.
 * Usernames are stored in lower case without spaces, so a name typed or linked with capitals or
 * surrounding spaces finds the same person.
 */
export function usernameKey(value: string): string {
  return value.trim().toLowerCase();
}
