import type { CurrencyCode } from '@shared/codelists/enums';
import type { PredefinedTemplate, Translations } from '@shared/checkout/card-schemas';
import type { FieldRule } from '@shared/validation/field-rules';

/*
 * The registration forms (cards) of an event as stored, part of the event's read model: the event
 * page prices their extras, the checkout asks them, the form builder edits them and orders keep the
 * answers given to them.
 */

/** An option of a select, radio or checkbox-list field (or of a value's sub-component). */
export interface CardItemRecord {
  guid: string;
  value: string;
  label: string;
  currencyPrices: Partial<Record<CurrencyCode, number>>;
  capacity: number;
  addToCardValueUsage: boolean;
  subComponentType: number;
  subComponentName?: string;
  subComponentLabel?: string;
  subComponentPlaceholder?: string;
  translations?: Translations;
  /** Removed in the form builder after registrations chose it: kept for their answers, not offered. */
  archived?: boolean;
}

/** A field of a card. */
export interface CardValueRecord {
  guid: string;
  name: string;
  label: string;
  placeholder?: string;
  type: number;
  required: boolean;
  hasPrice: boolean;
  currencyPrices?: Partial<Record<CurrencyCode, number>>;
  defaultValue?: string;
  description?: string;
  readOnly?: boolean;
  isAdditional?: boolean;
  hidden?: boolean;
  registrationOnSite?: boolean;
  /** The runner's answer is shown at the packet-pickup desk (functions/domain/check-in/pickup-fields.ts). */
  showAtPickup?: boolean;
  capacity: number;
  predefinedTemplate?: PredefinedTemplate;
  validations?: FieldRule[];
  /** The value's own sub-input (spec §3 card value sub-component): 0 / absent none, 1 input, 2 checkbox. */
  subComponentType?: number;
  subComponentName?: string;
  subComponentLabel?: string;
  subComponentPlaceholder?: string;
  items?: CardItemRecord[];
  categoryGuids?: string[];
  waveGuids?: string[];
  translations?: Translations;
  /** Removed in the form builder after registrations answered it: kept for their answers, not asked. */
  archived?: boolean;
}

/** Stored card (registration form) of an event: `EVENT#<guid>` / `CARD#<guid>`. */
export interface CardRecord {
  entity: 'card';
  guid: string;
  eventGuid: string;
  name: string;
  order: number;
  type: number;
  limit: number;
  /** Subevents the card applies to; empty = every subevent of the event. */
  subEventGuids?: string[];
  values: CardValueRecord[];
  translations?: Translations;
  /** Deleted in the form builder after registrations answered it: kept, no longer asked. */
  archived?: boolean;
}
