import { useTranslation } from 'react-i18next';
import type { CurrencyCode, Locale } from '../../../../../shared/codelists/enums';
import { formatMoney } from '../../../../../shared/money';
import { isLocale } from '../../../lib/i18n';

/** The interface language as a product locale. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'cs';
}

/** Minor units → "450 Kč" / "CZK 450" in the interface language. */
export function useMoney(currency: CurrencyCode) {
  const locale = useLocale();
  return (amount: number) => formatMoney(amount, currency, locale);
}
