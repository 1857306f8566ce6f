import { expect, it } from 'vitest';
import { parseMajorAmount } from './money';

it('reads an amount typed in crowns as haléře, with a decimal comma or point', () => {
  expect(parseMajorAmount('250')).toBe(25_000);
  expect(parseMajorAmount(' 250,50 ')).toBe(25_050);
  expect(parseMajorAmount('0.1')).toBe(10);
  expect(parseMajorAmount('19,99')).toBe(1_999);
});

it('refuses what is not an amount rather than guessing', () => {
  for (const text of ['', '-5', '1 000', '12,345', 'abc', '1e3', '12,'])
    expect(parseMajorAmount(text), text).toBeNull();
});
