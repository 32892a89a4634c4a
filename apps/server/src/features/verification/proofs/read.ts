/**
 * From a fetch to a check's outcome, the same for every method: a profile that could not be read
 * (timeout, 5xx, 429, a refused address, an answer that is not what the platform documents) is
 * `unreachable`, never a miss; the platform's own "no such account" is `not-found`.
 */
import type { CheckOutcome } from '@handlehub/shared';
import type { SafeFetchRequest, SafeFetchResult } from '../../../core/safe-fetch/index.js';
import type { ProofDeps } from './types.js';

export type Read<T> = { ok: T } | { outcome: Exclude<CheckOutcome, 'found' | 'missing'> };

export const unreachable = { outcome: 'unreachable' } as const;
export const notFound = { outcome: 'not-found' } as const;

/** 404 and 410 say the account is not there; any other answer that is not 2xx says nothing of it. */
export function statusOutcome(result: SafeFetchResult): Read<string> {
  if ('failed' in result) return unreachable;
  if (result.status === 404 || result.status === 410) return notFound;
  if (result.status < 200 || result.status > 299) return unreachable;
  return { ok: result.text };
}

/** The body as JSON when the answer is 2xx; undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function readJson(
  deps: ProofDeps,
  url: string,
  request: SafeFetchRequest,
): Promise<Read<unknown>> {
  const read = statusOutcome(await deps.fetch(url, request));
  if (!('ok' in read)) return read;
  const json = parseJson(read.ok);
  return json === undefined ? unreachable : { ok: json };
}

/** A value as a string when it is one (profile JSON is read defensively: any field may be absent). */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
