import { describe, expect, it } from 'vitest';
import { startListRanges } from './start-list-repository';

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
