import { userInfo } from 'node:os';
import { runAdmin } from './commands.js';

/** `npm run admin -- <command>` (see commands.ts and docs/OPERATIONS.md "Moderation"). */
function operator(): string {
  try {
    const name = userInfo()
      .username.replace(/[^\w.@-]/g, '')
      .slice(0, 64);
    return name || 'operator';
  } catch {
    return 'operator';
  }
}

process.exitCode = await runAdmin(process.argv.slice(2), {
  env: process.env,
  fetch: globalThis.fetch,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  actor: operator(),
});
