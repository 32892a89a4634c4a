import { z } from 'zod';

/** Every refusal from the API has this shape: `{error}`, a message a person can read. */
export const errorResponse = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ msg: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
