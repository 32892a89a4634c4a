/** How a row is answered: the query plans of its SQL path, or the in-memory index that replaced it. */
import type { ChildProcess } from 'node:child_process';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../apps/server/src/db/client.js';
import * as schema from '../../apps/server/src/db/schema.js';
import type { Target } from './load.js';
import { childNotes } from './process.js';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The scans of a plan and its children: index scans by index name, sequential scans by table. */
function scans(node: PlanNode, out: string[]): void {
  if (node['Index Name']) out.push(`${node['Node Type']} ${node['Index Name']}`);
  else if (node['Node Type'] === 'Seq Scan') out.push(`Seq Scan ${node['Relation Name']}`);
  for (const child of node.Plans ?? []) scans(child, out);
}

/**
 * Each target's plans: its sample run once through drizzle, then again with every
 * statement captured and run with EXPLAIN (ANALYZE, FORMAT JSON). Answers, per statement, the scans it
 * made (index or table) and its execution time.
 */
export async function plansOf(url: string, targets: Target[]): Promise<Map<string, string>> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 1,
    options: '-c max_parallel_workers_per_gather=0',
  });
  let captured: Array<{ query: string; params: unknown[] }> = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  }) as unknown as Db;
  const plans = new Map<string, string>();
  try {
    for (const target of targets) {
      if (!target.sample) continue;
      await target.sample(db);
      captured = [];
      await target.sample(db);
      const statements: string[] = [];
      for (const { query, params } of captured) {
        const { rows } = await pool.query({
          text: `explain (analyze, format json) ${query}`,
          values: params,
        });
        const [plan] = rows[0]['QUERY PLAN'] as Array<{ Plan: PlanNode; 'Execution Time': number }>;
        const out: string[] = [];
        scans(plan!.Plan, out);
        statements.push(
          `${[...new Set(out)].join(', ') || 'no scan'} (${plan!['Execution Time'].toFixed(1)} ms)`,
        );
      }
      plans.set(target.name, statements.join('; '));
    }
  } finally {
    await pool.end();
  }
  return plans;
}

/** How a row is answered: from memory (the index's build, as the app reported it) or by its SQL plans. */
export function answeredBy(target: Target, app: ChildProcess, plans: Map<string, string>): string {
  const sql = plans.get(target.name) ?? '';
  if (!target.memory) return sql;
  const built =
    childNotes.get(app)?.find((line) => line.startsWith(target.memory!)) ?? `${target.memory}: not reported`;
  return `in memory, no SQL (${built}); SQL before it is built: ${sql}`;
}
