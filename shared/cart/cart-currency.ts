import { CURRENCY_CODES, type CurrencyCode } from '../codelists/enums';

/**
 * The currency in front of an encoded cart (`CZK.…`, see cart-codec.ts), without decoding the rest
 * (null when there is none). Its own module: the app reads it at startup without loading the codec.
 */
export function encodedCartCurrency(encoded: string): CurrencyCode | null {
  const currency = encoded.slice(0, encoded.indexOf('.'));
  return (CURRENCY_CODES as readonly string[]).includes(currency) ? (currency as CurrencyCode) : null;
}
