import type { TFunction } from 'i18next';
import type { Prices } from '@shared/back-office/race-schemas';

/** Prices of a record in every currency it sells in, e.g. "500 CZK · 20 EUR". */
export const priceText = (prices: Prices) =>
  Object.entries(prices)
    .map(([code, minor]) => `${(minor / 100).toLocaleString('cs-CZ')} ${code}`)
    .join(' · ');

/** Places taken of a capacity (0 = unlimited). */
export const placesText = (t: TFunction, { used, capacity }: { used: number; capacity: number }) =>
  capacity > 0 ? t('races.places', { used, capacity }) : t('races.placesUnlimited', { used });

/** The age range a category or sub-category admits. */
export const ageText = (t: TFunction, item: { minAge: number | null; maxAge: number | null }) =>
  item.minAge === null && item.maxAge === null
    ? t('races.anyAge')
    : t('races.ageRange', { from: item.minAge ?? 0, to: item.maxAge ?? '∞' });

const RECORD_META = ['guid', 'order', 'version', 'dateCreated', 'dateUpdated'] as const;

/** A stored record's editable fields: the record without its identity, order, version and dates. */
export const editableFields = <F>(item: object, ...derived: string[]): F => {
  const copy: Record<string, unknown> = { ...item };
  for (const name of [...RECORD_META, ...derived]) delete copy[name];
  return copy as F;
};
