import { useTranslation } from 'react-i18next';
import type { CurrencyCode, Locale } from '@shared/codelists/enums';
import { formatMoney, isPriceRange } from '@shared/money';
import { isLocale } from './i18n';

/** The interface language as a product locale. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'cs';
}

/**
 * Money in the interface language: minor units → "450 Kč" / "CZK 450", or a range
 * "450 Kč – 600 Kč" when `priceTo` exceeds the amount by more than 0.1 (spec §9).
 */
export function useMoney(): (amount: number, currency: CurrencyCode, priceTo?: number | null) => string {
  const locale = useLocale();
  return (amount, currency, priceTo) =>
    isPriceRange(amount, priceTo)
      ? `${formatMoney(amount, currency, locale)} – ${formatMoney(priceTo as number, currency, locale)}`
      : formatMoney(amount, currency, locale);
}
