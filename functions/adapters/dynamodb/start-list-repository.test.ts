import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setDocumentClient } from './client';
import { rangesAfter, readStartListRows, startListRanges } from './start-list-repository';

const ddb = mockClient(DynamoDBDocumentClient);
setDocumentClient(DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-central-1' })));

/** DynamoDB compares string keys by their UTF-8 bytes. */
const cmp = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** Whether a gsi1sk key satisfies one range's sort-key condition, as DynamoDB evaluates it. */
function inRange(key: string, range: ReturnType<typeof startListRanges>[number]): boolean {
  const { ':from': from, ':to': to } = range.values;
  if (range.condition === 'gsi1sk < :to') return cmp(key, to!) < 0;
  if (range.condition === 'gsi1sk >= :from') return cmp(key, from!) >= 0;
  expect(range.condition).toBe('gsi1sk BETWEEN :from AND :to');
  return cmp(key, from!) >= 0 && cmp(key, to!) <= 0;
}

describe('start list read in surname ranges', () => {
  const names = [
    '',
    'Adam',
    'C',
    'Cibulka',
    'Černý',
    'Dvořák',
    'F',
    'Novák',
    'Řezníčková',
    'Šťastný',
    'Veselý',
    'Žák',
    'van Dijk',
    'de la Cruz',
    "O'Neil",
    '1. místo',
    'Zach',
    'Ähnlich',
    '長谷川',
    '𝒜strální',
  ];
  const keys = names.map((lastName, i) => `${lastName}#Jan#item-${i}`);

  it('puts every key in exactly one range, whatever the surname', () => {
    const ranges = startListRanges();
    for (const key of keys)
      expect(
        ranges.filter((r) => inRange(key, r)),
        key,
      ).toHaveLength(1);
  });

  it('returns the ranges in key order, so the rows read one range after another stay sorted', () => {
    const ranges = startListRanges();
    const read = ranges.flatMap((r) => keys.filter((k) => inRange(k, r)).sort(cmp));
    expect(read).toEqual([...keys].sort(cmp));
  });
});

/**
 * gsi1 of one race as DynamoDB answers it: key conditions, pages of `pageSize` rows, and
 * LastEvaluatedKey / ExclusiveStartKey.
 */
function fakeStartListIndex(keys: string[], pageSize: number) {
  const sorted = [...keys].sort(cmp);
  const calls: Array<{ condition: string; start: string | undefined }> = [];
  ddb.reset();
  ddb.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    const condition = String(input.KeyConditionExpression);
    const values = input.ExpressionAttributeValues as Record<string, string>;
    const start = input.ExclusiveStartKey?.gsi1sk as string | undefined;
    calls.push({ condition, start });
    const matching = sorted.filter((k) => {
      if (condition.endsWith('gsi1sk < :to')) return cmp(k, values[':to']!) < 0;
      if (condition.endsWith('gsi1sk >= :from')) return cmp(k, values[':from']!) >= 0;
      if (condition.endsWith('BETWEEN :from AND :to'))
        return cmp(k, values[':from']!) >= 0 && cmp(k, values[':to']!) <= 0;
      expect(condition).toBe('gsi1pk = :pk');
      return true;
    });
    const after = start === undefined ? matching : matching.filter((k) => cmp(k, start) > 0);
    const page = after.slice(0, pageSize);
    const more = after.length > pageSize;
    return {
      Items: page.map((k) => ({ itemGuid: k, lastName: k.split('#')[0] })),
      ...(more ? { LastEvaluatedKey: { pk: 'p', sk: 's', gsi1pk: 'x', gsi1sk: page.at(-1) } } : {}),
    };
  });
  return { sorted, calls };
}

describe('readStartListRows', () => {
  const names = (n: number) =>
    Array.from(
      { length: n },
      (_, i) => `${['Adam', 'Černý', 'Novák', 'Šťastný', 'Zach'][i % 5]}${i}#Jan#item-${i}`,
    );

  it('reads a race that fits one page with a single Query', async () => {
    const { sorted, calls } = fakeStartListIndex(names(7), 100);
    const rows = await readStartListRows('sub');
    expect(calls).toEqual([{ condition: 'gsi1pk = :pk', start: undefined }]);
    expect(rows.map((r) => r.itemGuid)).toEqual(sorted);
    expect(rows[0]).toMatchObject({ startNumber: null, email: '', paid: false, rank: null });
  });

  it('reads a longer race on from the first page in ranges: every row once, in key order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ maxLength: 6 }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 25 }),
        async (surnames, pageSize) => {
          const keys = surnames.map((s, i) => `${s}#Jan#item-${i}`);
          const { sorted, calls } = fakeStartListIndex(keys, pageSize);
          const rows = await readStartListRows('sub');
          expect(rows.map((r) => r.itemGuid)).toEqual(sorted);
          expect(calls[0]).toEqual({ condition: 'gsi1pk = :pk', start: undefined });
          if (sorted.length <= pageSize) expect(calls).toHaveLength(1);
          // exactly one range goes on after the first page's last key
          else expect(calls.filter((c) => c.start === sorted[pageSize - 1])).toHaveLength(1);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('skips the ranges the first page already read', async () => {
    const keys = names(50);
    const { calls } = fakeStartListIndex(keys, 30);
    await readStartListRows('sub');
    const lastOfFirstPage = [...keys].sort(cmp)[29]!;
    expect(rangesAfter(lastOfFirstPage).length).toBeLessThan(startListRanges().length);
    // one whole-partition page, then one Query per remaining range (each fits a page here)
    expect(calls).toHaveLength(1 + rangesAfter(lastOfFirstPage).length);
    expect(calls.filter((c) => c.start === lastOfFirstPage)).toHaveLength(1);
  });
});
