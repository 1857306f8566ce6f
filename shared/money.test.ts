import { expect, it } from 'vitest';
import { formatMoney, parseMajorAmount } from './money';

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

it('formats whole and fractional amounts each in their own way, whatever came before', () => {
  const format = (amount: number, currency: 'CZK' | 'EUR', locale: 'cs' | 'en') =>
    formatMoney(amount, currency, locale).replace(/\s/g, ' ');
  expect(format(45_000, 'CZK', 'cs')).toBe('450 Kč');
  expect(format(1_850, 'EUR', 'cs')).toBe('18,50 €');
  expect(format(1_800, 'EUR', 'en')).toBe('€18');
  expect(format(1_850, 'EUR', 'en')).toBe('€18.50');
  expect(format(45_050, 'CZK', 'cs')).toBe('450,50 Kč');
  expect(format(45_000, 'CZK', 'cs')).toBe('450 Kč');
});
