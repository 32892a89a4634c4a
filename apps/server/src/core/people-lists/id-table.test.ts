import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IdTable, uuidBytes, uuidOf } from './id-table.js';

const bytesOf = (id: string) => {
  const bytes = Buffer.alloc(16);
  uuidBytes(id, bytes, 0);
  return bytes;
};

function tableOf(ids: readonly string[]): IdTable {
  const bytes = Buffer.alloc(16 * ids.length);
  ids.forEach((id, p) => {
    uuidBytes(id, bytes, 16 * p);
  });
  return new IdTable(bytes);
}

describe('id table', () => {
  it('writes a UUID as 16 bytes and reads it back', () => {
    const id = randomUUID();
    const bytes = Buffer.alloc(20);
    uuidBytes(id, bytes, 4);
    expect(uuidOf(bytes, 4)).toBe(id);
  });

  it('finds the position of every id, and -1 for an id it does not hold', () => {
    const ids = Array.from({ length: 5000 }, () => randomUUID());
    const table = tableOf(ids);
    expect(table.size).toBe(5000);
    ids.forEach((id, p) => {
      expect(table.positionOf(bytesOf(id))).toBe(p);
    });
    for (let i = 0; i < 100; i++) expect(table.positionOf(bytesOf(randomUUID()))).toBe(-1);
  });

  it('tells apart ids that share the bytes it hashes (the last 8)', () => {
    const tail = '89ab-0123456789ab';
    const ids = Array.from({ length: 40 }, (_, i) => `${String(i).padStart(8, '0')}-0000-4000-${tail}`);
    const table = tableOf(ids);
    ids.forEach((id, p) => {
      expect(table.positionOf(bytesOf(id))).toBe(p);
    });
    expect(table.positionOf(bytesOf(`99999999-0000-4000-${tail}`))).toBe(-1);
  });

  it('holds nothing and finds nothing when empty', () => {
    expect(tableOf([]).positionOf(bytesOf(randomUUID()))).toBe(-1);
  });

  it('compares the id at a position with others in byte order', () => {
    const table = tableOf(['00000000-0000-4000-8000-000000000002']);
    expect(table.compare(0, bytesOf('00000000-0000-4000-8000-000000000003'))).toBeLessThan(0);
    expect(table.compare(0, bytesOf('00000000-0000-4000-8000-000000000002'))).toBe(0);
    expect(table.compare(0, bytesOf('00000000-0000-4000-8000-000000000001'))).toBeGreaterThan(0);
  });
});
