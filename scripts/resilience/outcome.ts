/**
 * Ends a run of checks (this folder's, and the cluster's): how long it took, then every failure and exit
 * code 1, or `passed` when there was none.
 */
export function finishRun(started: number, failures: readonly string[], passed: string): void {
  console.log(`total ${Math.round((Date.now() - started) / 1000)} s`);
  if (failures.length > 0) {
    console.log(`FAILED (${failures.length}):\n  - ${failures.join('\n  - ')}`);
    process.exit(1);
  }
  console.log(passed);
}
