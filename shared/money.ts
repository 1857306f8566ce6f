import type { CurrencyCode } from './codelists/enums';

/** Money is always integer minor units (haléře, cents) plus a currency. */
export interface Money {
  amount: number;
  currency: CurrencyCode;
}

// Building an Intl formatter costs far more than using one, so each kind is built once.
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** "450 Kč", "18,50 €" in Czech; "CZK 450", "€18.50" in English. */
export function formatMoney(amountMinor: number, currency: CurrencyCode, locale: 'cs' | 'en'): string {
  const value = amountMinor / 100;
  const whole = Number.isInteger(value);
  const key = `${locale}|${currency}|${whole}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'cs' ? 'cs-CZ' : 'en-GB', {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(key, format);
  }
  return format.format(value);
}

/** Spec §9: a price range is shown when priceTo exceeds price by more than 0.1 (in major units). */
export function isPriceRange(price: number, priceTo: number | undefined | null): boolean {
  return priceTo !== undefined && priceTo !== null && priceTo - price > 10;
}

/**
 * An amount typed in major units ("250", "250,50", "250.5") as integer minor units; null when the
 * text is not such an amount (more than two decimals, signs, spaces inside, letters).
 */
export function parseMajorAmount(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,9}([.,]\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t.replace(',', '.')) * 100);
}
