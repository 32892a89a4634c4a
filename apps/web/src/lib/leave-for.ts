/** Leaves the app for another site's page (a platform's sign-in); its own module so tests can stand in for it. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
