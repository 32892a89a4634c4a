/** Who a verified Google ID token says the person is. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

/**
 * Checks Google ID tokens: an app-wide dependency (`app.google`), made by the auth feature and replaced
 * by a fake in tests.
 */
export interface GoogleVerifier {
  /** Verifies a Google ID token; 401 for any bad token, 503 when the key set cannot be fetched. */
  verify(credential: string): Promise<GoogleIdentity>;
}
