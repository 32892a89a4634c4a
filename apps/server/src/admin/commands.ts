import {
  ADMIN_ACTOR_HEADER,
  ADMIN_TOKEN_HEADER,
  type AdminReport,
  REPORT_REASON_LABELS,
  terminalSafe,
} from '@handlehub/shared';
import { type AnswerOf, type Endpoint, pathOf, withQuery } from '@handlehub/shared/api/endpoint';
import { moderationApi } from '@handlehub/shared/api/moderation';
import type { z } from 'zod';
import { readAdminTokenFile } from './admin-token.js';

/**
 * `npm run admin -- <command>`: the operators' command line. It talks to the running server's admin API
 * (the embedded database belongs to the server process, so the CLI could not open it while the server
 * runs), authenticated by ADMIN_TOKEN or the token the server wrote to DATA_DIR/admin-token.
 */

export const USAGE = `Usage: npm run admin -- <command>

Commands:
  block <username>              hide a user everywhere, sign them out and refuse their sign-in
  unblock <username>            undo block
  grant-shop <username>         give the shop-owner role (outlasts SHOP_OWNER_EMAILS)
  revoke-shop <username>        take the shop-owner role away (outlasts SHOP_OWNER_EMAILS)
  feedback [--limit N]          the newest feedback (default 50, at most 500)
  reports [--all]               open reports, oldest first; --all: every report, newest first
  resolve <reportId> [--note text]
                                mark a report resolved, with an optional note
  counts                        users, blocked users, shop owners, handles, products, feedback, reports
  help                          this text

Environment:
  ADMIN_URL      the server (default http://127.0.0.1:$PORT, PORT default 3000)
  ADMIN_TOKEN    the admin token; unset: read from $DATA_DIR/admin-token (DATA_DIR default ./data)
Every command is written to the moderation log with your user name.`;

export interface CliIo {
  env: Record<string, string | undefined>;
  fetch: typeof fetch;
  out(line: string): void;
  err(line: string): void;
  /** Who runs the command, for the moderation log (the OS user). */
  actor: string;
}

/** A refusal the CLI reports in one line and an exit code: 2 for usage, 1 for everything else. */
class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

const usageError = (message: string) => new CliError(`${message}\n\n${USAGE}`, 2);

interface Call {
  /** The endpoint's path with its parameters and query; the endpoint's own path when it has neither. */
  path?: string;
  body?: object;
}

/** Calls an endpoint of the admin API and checks its answer with the endpoint's schema. */
async function call<E extends Endpoint & { answer: z.ZodType }>(
  io: CliIo,
  endpoint: E,
  request: Call = {},
): Promise<AnswerOf<E>> {
  const path = request.path ?? endpoint.path;
  const base = (io.env.ADMIN_URL || `http://127.0.0.1:${io.env.PORT || 3000}`).replace(/\/+$/, '');
  const token = io.env.ADMIN_TOKEN || readAdminTokenFile(io.env.DATA_DIR || './data');
  if (!token) {
    throw new CliError(
      `No admin token: set ADMIN_TOKEN, or start the server on the embedded database, which writes ${
        io.env.DATA_DIR || './data'
      }/admin-token`,
    );
  }
  const headers: Record<string, string> = { [ADMIN_TOKEN_HEADER]: token, [ADMIN_ACTOR_HEADER]: io.actor };
  if (request.body) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await io.fetch(`${base}${path}`, {
      method: endpoint.method,
      headers,
      body: request.body ? JSON.stringify(request.body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    const reason = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new CliError(`Cannot reach the HandleHub server at ${base} (${reason}): is it running?`);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const text = (body as { error?: unknown } | null)?.error;
    throw new CliError(`${typeof text === 'string' ? text : response.statusText} (HTTP ${response.status})`);
  }
  const parsed = endpoint.answer.safeParse(body);
  if (!parsed.success) throw new CliError(`Unexpected answer from ${base}${path}`);
  return parsed.data as AnswerOf<E>;
}

/** Columns padded to their widest cell; the last one runs free so long text is never cut. */
export function table(header: string[], rows: string[][]): string[] {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

/**
 * One line of user-written text: line breaks and runs of spaces become one space, and what could drive
 * the operator's terminal (escape sequences, direction overrides) is dropped.
 */
const oneLine = (text: string) => terminalSafe(text.replace(/\s+/g, ' ')).trim();
/** `2025-01-31 14:05` (UTC). */
const when = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : '');
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The value after `--name`, and the arguments without that pair. */
function takeOption(args: string[], name: string): { value: string | undefined; rest: string[] } {
  const at = args.indexOf(name);
  if (at === -1) return { value: undefined, rest: args };
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw usageError(`${name} needs a value`);
  return { value, rest: [...args.slice(0, at), ...args.slice(at + 2)] };
}

function onlyArgument(command: string, args: string[], what: string): string {
  const unknown = args.find((arg) => arg.startsWith('--'));
  if (unknown) throw usageError(`Unknown option for ${command}: ${unknown}`);
  if (args.length !== 1 || !args[0]) throw usageError(`${command} needs exactly one ${what}`);
  return args[0];
}

function noArguments(command: string, args: string[]): void {
  if (args.length > 0)
    throw usageError(`${command} takes no arguments besides its options (got ${args.join(' ')})`);
}

/** The commands that change one user, and their endpoints. */
const USER_COMMANDS = new Map<
  string,
  (typeof moderationApi)['block' | 'unblock' | 'grantShop' | 'revokeShop']
>([
  ['block', moderationApi.block],
  ['unblock', moderationApi.unblock],
  ['grant-shop', moderationApi.grantShop],
  ['revoke-shop', moderationApi.revokeShop],
]);

function reportRows(reports: AdminReport[], all: boolean): string[] {
  if (reports.length === 0) return [all ? 'No reports.' : 'No open reports.'];
  const header = ['ID', 'Reported', 'User', 'Reason', ...(all ? ['Resolved', 'Resolution'] : []), 'Note'];
  const rows = reports.map((r) => [
    r.id,
    when(r.createdAt),
    `@${r.username}`,
    REPORT_REASON_LABELS[r.reason],
    ...(all ? [when(r.resolvedAt) || 'open', oneLine(r.resolution ?? '')] : []),
    oneLine(r.note) || '-',
  ]);
  return [
    ...table(header, rows),
    ...reportedItems(reports),
    '',
    `${reports.length} ${all ? 'report(s)' : 'open report(s)'}`,
  ];
}

/** Under the table, the reported item of each report of one item: what it is, its level and evidence. */
function reportedItems(reports: AdminReport[]): string[] {
  const lines = reports.flatMap(({ id, item }) => {
    if (!item) return [];
    const level =
      item.level === 'self'
        ? 'self-claimed'
        : `${item.level} by ${oneLine(item.method ?? '?')}, checked ${when(item.checkedAt)}`;
    const evidence = item.evidence
      ? `; evidence: ${oneLine(item.evidence.where)}: ${oneLine(item.evidence.found)}`
      : '';
    return [`${id}: item ${item.id} ${oneLine(item.platform)} ${oneLine(item.value)}, ${level}${evidence}`];
  });
  return lines.length > 0 ? ['', 'Reported items:', ...lines] : [];
}

async function run(argv: string[], io: CliIo): Promise<void> {
  const [command, ...args] = argv;
  if (command === undefined) throw usageError('No command given');
  if (command === 'help' || command === '--help' || command === '-h') {
    io.out(USAGE);
    return;
  }

  const userCommand = USER_COMMANDS.get(command);
  if (userCommand) {
    const username = onlyArgument(command, args, 'username').replace(/^@/, '');
    const result = await call(io, userCommand, { path: pathOf(userCommand, { username }), body: {} });
    io.out(`${result.msg}: @${result.user.username}`);
    io.out(
      `@${result.user.username}  blocked: ${yesNo(result.user.isBlocked)}  shop owner: ${yesNo(result.user.isShopOwner)}`,
    );
    return;
  }

  switch (command) {
    case 'feedback': {
      const { value, rest } = takeOption(args, '--limit');
      noArguments(command, rest);
      if (value !== undefined && !/^\d+$/.test(value)) throw usageError('--limit needs a whole number');
      const { feedback } = await call(io, moderationApi.feedback, {
        path: withQuery(moderationApi.feedback.path, { limit: value }),
      });
      if (feedback.length === 0) return io.out('No feedback yet.');
      const rows = feedback.map((f) => [
        when(f.createdAt),
        f.username ? `@${f.username}` : '(deleted account)',
        oneLine(f.text),
      ]);
      for (const line of table(['Sent', 'From', 'Feedback'], rows)) io.out(line);
      return;
    }
    case 'reports': {
      const all = args.includes('--all');
      noArguments(
        command,
        args.filter((arg) => arg !== '--all'),
      );
      const { reports } = await call(io, moderationApi.reports, {
        path: withQuery(moderationApi.reports.path, { all: all ? 'true' : undefined }),
      });
      for (const line of reportRows(reports, all)) io.out(line);
      return;
    }
    case 'resolve': {
      const { value: note, rest } = takeOption(args, '--note');
      const id = onlyArgument(command, rest, 'report id');
      const { msg, report } = await call(io, moderationApi.resolve, {
        path: pathOf(moderationApi.resolve, { id }),
        body: note === undefined ? {} : { note },
      });
      io.out(`${msg}: ${report.id} (@${report.username}, ${REPORT_REASON_LABELS[report.reason]})`);
      io.out(`Resolution: ${oneLine(report.resolution ?? '')}`);
      return;
    }
    case 'counts': {
      noArguments(command, args);
      const { counts } = await call(io, moderationApi.counts);
      const labels: Record<keyof typeof counts, string> = {
        users: 'Users',
        blockedUsers: 'Blocked users',
        lockedUsers: 'Locked users',
        shopOwners: 'Shop owners',
        handles: 'Handles',
        products: 'Products',
        feedback: 'Feedback',
        openReports: 'Open reports',
        resolvedReports: 'Resolved reports',
      };
      const rows = Object.entries(labels).map(([key, label]) => [
        label,
        String(counts[key as keyof typeof counts]),
      ]);
      for (const line of table(['What', 'Count'], rows)) io.out(line);
      return;
    }
    default:
      throw usageError(`Unknown command: ${command}`);
  }
}

/** Runs one command; resolves with the process exit code (0 done, 1 refused or failed, 2 usage). */
export async function runAdmin(argv: string[], io: CliIo): Promise<number> {
  try {
    await run(argv, io);
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      io.err(`Error: ${error.message}`);
      return error.exitCode;
    }
    io.err(`Error: ${(error as Error).message ?? String(error)}`);
    return 1;
  }
}
