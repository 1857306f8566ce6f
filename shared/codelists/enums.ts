/** Numeric codes of spec §3/§4. Values are part of the API contract: never renumber. */
export const Currency = { CZK: 1, USD: 2, EUR: 3 } as const;
export type CurrencyCode = keyof typeof Currency;
export const CURRENCY_CODES = ['CZK', 'USD', 'EUR'] as const satisfies readonly CurrencyCode[];
export const DEFAULT_CURRENCY: CurrencyCode = 'CZK';

export const Gender = { MALE: 1, FEMALE: 2 } as const;
export const PaymentMethod = { CARD: 1, TRANSFER: 2 } as const;
export const PaymentStatus = { PAID: 1, UNDERPAID: 2, OVERPAID: 3 } as const;
export const SubEventType = { REGULAR: 1, TEAM: 2, RELAY: 3 } as const;
export const CardType = { REGULAR: 1, RELAY_ATHLETE: 2, TEAM_ATHLETE: 3, BASE_ATHLETE: 4 } as const;

/** The 11 card field types of spec §3, in spec order. */
export const CardValueType = {
  INPUT: 1,
  TEXT_EDITOR: 2,
  DATE: 3,
  SELECT: 4,
  CHECKBOX: 5,
  RADIO: 6,
  PHONE: 7,
  COUNTRY_SELECT: 8,
  COUNTRY_WITH_PERSONAL_ID: 9,
  CHECKBOX_LIST: 10,
  RADIO_WITH_COMPONENTS: 11,
} as const;

/** E-mail trigger kinds of spec §3. */
export const EmailType = {
  REGISTRATION_BY_CARD: 1,
  PAYMENT: 2,
  EXPIRATION: 3,
  CANCELLATION: 4,
  ITEM_CANCELLATION: 5,
  REGISTRATION_BY_TRANSFER: 6,
  TEAM_CREATED: 7,
  TEAM_JOINED: 8,
  TEAM_INVITATION: 9,
  TEAM_MANAGER_CHANGED: 10,
  ACTIVATE_USER: 11,
  REQUEST_PASSWORD_CHANGE: 12,
  /**
   * Beyond the spec's twelve: a bank transfer that did not cover the price (the bank import
   * records it and tells the payer what is left to pay).
   */
  INCOMPLETE_PAYMENT: 13,
  /** Issue 27 waiting list: a freed place offered to the next in line, held until a deadline. */
  WAITING_LIST_OFFER: 14,
  /** Issue 27: a registration offered to another runner (the offer link), and the transfer done. */
  TRANSFER_OFFERED: 15,
  TRANSFER_ACCEPTED: 16,
  /** Issue 27: the runner changed race / category / wave themselves (functions/domain/self-service). */
  RACE_CHANGED: 17,
  /**
   * Issue 27: the runner was checked in at the packet pickup (functions/domain/check-in). Optional:
   * sent only when the organiser writes the event's e-mail of this kind (or an admin a global one).
   */
  CHECKED_IN: 18,
  /** A refund to the card done through the gateway (functions/domain/refunds). */
  CARD_REFUND: 19,
} as const;

export const DiscountRange = { REGISTRATION: 1, ADDITIONALS: 2, ALL: 3 } as const;
export const DiscountCodeRange = { INDIVIDUAL: 1, TEAM: 2, ALL: 3 } as const;
export const DocumentType = { LOGO: 1, BACKGROUND: 2 } as const;
export const TemplateType = { EVENT_PAGE: 1, SUBEVENT: 2, CATEGORY: 3, WAVE: 4 } as const;

/**
 * How a line of an order's price arises. The spec lists "price modifiers" as a code list without
 * values; these are the modifiers the pricing engine applies, in the order it applies them.
 */
export const PriceModifier = { BASE: 1, PRICING_TIER: 2, WAVE: 3, ADDITIONAL: 4, DISCOUNT: 5 } as const;

/**
 * Series can be shown by a custom client (spec: series.customClient). NONE is the standard site;
 * EMBEDDED renders the series pages without the site chrome for an organiser's own site.
 */
export const CustomClient = { NONE: 0, EMBEDDED: 1 } as const;

export const TimeSegment = { DAY: 1, MONTH: 2, YEAR: 3 } as const;
export const MergeLevel = { EVENT: 1, SUBEVENT: 2 } as const;

export const LOCALES = ['cs', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'cs';

export const Role = { USER: 'user', ADMIN: 'admin', EVENT_MANAGER: 'event_manager' } as const;
export type RoleName = (typeof Role)[keyof typeof Role];
