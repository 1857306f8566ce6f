import { useTranslation } from 'react-i18next';
import type { CardItemView, CardValueView } from '@shared/checkout/card-schemas';
import type { CurrencyCode } from '@shared/codelists/enums';
import { CHECKOUT_NS } from '../checkout-namespace';
import { localized } from '../model/field-values';
import { useLocale, useMoney } from '../../../lib/use-money';

/** One choice of a select, radio group or checkbox list, as the form shows it. */
export interface CardOption {
  item: CardItemView;
  /** Translated label, "(+ price)" when the option costs extra and "– sold out" when it is full. */
  label: string;
  /** Sold out (capacity) and not chosen: an option already chosen stays enabled so it can be kept. */
  blocked: boolean;
}

/**
 * The options of a choice field (select, radio, radio with components, checkbox list): the one
 * place that words their labels and decides which cannot be chosen now.
 * `isChosen` tells whether an option's value is in the field's current value.
 */
export function useCardOptions(
  field: Pick<CardValueView, 'items'>,
  disabledOptions: ReadonlySet<string>,
  currency: CurrencyCode,
): (isChosen: (value: string) => boolean) => CardOption[] {
  const { t } = useTranslation(CHECKOUT_NS);
  const locale = useLocale();
  const money = useMoney();
  return (isChosen) =>
    field.items.map((item) => {
      const soldOut = disabledOptions.has(item.guid);
      const price = item.price > 0 ? ` (+ ${money(item.price, currency)})` : '';
      const label = `${localized(item.label, item.translations, locale, 'label')}${price}${soldOut ? ` – ${t('field.soldOut')}` : ''}`;
      return { item, label, blocked: soldOut && !isChosen(item.value) };
    });
}
