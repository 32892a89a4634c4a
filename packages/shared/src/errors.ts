import { z } from 'zod';

/** Every refusal from the API has this shape (decisions.md "Errors and limits"). */
export const errorResponse = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ msg: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
