/** Resolves after `ms`: the pauses the spec asks for between a save and what follows it (TIMINGS). */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
