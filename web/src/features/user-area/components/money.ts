import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '../../../../../shared/codelists/enums';
import { formatMoney } from '../../../../../shared/money';
import { isLocale } from '../../../lib/i18n';

/** Minor units → "450 Kč" / "CZK 450" in the interface language. */
export function useMoney() {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'cs';
  return (amount: number, currency: CurrencyCode) => formatMoney(amount, currency, locale);
}
