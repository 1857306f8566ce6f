import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '../../../../../shared/codelists/enums';
import { formatMoney, isPriceRange } from '../../../../../shared/money';
import { isLocale } from '../../../lib/i18n';

/** Formats minor units in the interface language; a range when priceTo − price exceeds 0.1 (spec §9). */
export function useMoney(currency: CurrencyCode) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'cs';
  return (price: number, priceTo?: number | null) =>
    isPriceRange(price, priceTo)
      ? `${formatMoney(price, currency, locale)} – ${formatMoney(priceTo as number, currency, locale)}`
      : formatMoney(price, currency, locale);
}
