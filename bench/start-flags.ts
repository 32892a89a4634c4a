import { readFileSync } from 'node:fs';

/**
 * The Node.js flags `npm start` runs the server with (package.json's start script, the one place they are
 * written): the benchmark's app processes run with the same, so it measures the server as it is started.
 */
export function startNodeFlags(root: string): string[] {
  const { scripts } = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as {
    scripts: Record<string, string>;
  };
  const launch = /\bnode((?: --[\w-]+(?:=\S+)?)*) apps\/server\/dist\/server\.mjs/.exec(scripts.start ?? '');
  if (!launch) throw new Error("package.json's start script does not run apps/server/dist/server.mjs");
  return launch[1]!.trim().split(' ').filter(Boolean);
}
