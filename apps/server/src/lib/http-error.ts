/** An error whose message is safe to show a person; the error handler answers `{error: message}` with `status`. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    /** Headers the answer carries, e.g. `retry-after` on a 429 or 503. */
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unavailable = (message: string) => new HttpError(503, message);
