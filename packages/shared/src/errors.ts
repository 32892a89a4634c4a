import { z } from 'zod';

/** Every refusal from the API has this shape: `{error}`, a message a person can read. */
export const errorResponse = z.object({ error: z.string() });

export const messageResponse = z.object({ msg: z.string() });
