/** Request header that carries the session token. Kept out of the schema files so importing it never pulls Zod. */
export const SESSION_HEADER = 'user-token';
