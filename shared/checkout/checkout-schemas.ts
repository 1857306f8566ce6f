import { z } from 'zod';
import { availabilitySchema, currencyCodeSchema } from '../catalog/catalog-schemas';
import { LOCALES } from '../codelists/enums';
import { cardViewSchema, filledCardSchema } from './card-schemas';
import { DISCOUNT_CHECK_RESULTS } from './registration-failure';
import { orderRegistratorSchema } from '../orders/order-fields';
import { cardAttemptSchema } from '../payments/card-attempt-schemas';

const guid = z.uuid({ version: undefined });
const isoDateTime = z.iso.datetime({ offset: true });
/** `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date();

/** One cart line as sent to the checkout calls (spec cart item, minus display names). */
export const checkoutItemRefSchema = z.object({
  seriesEventGuid: guid,
  subEventGuid: guid,
  categoryGuid: guid,
  waveGuid: guid.nullable().optional(),
  teamGuid: guid.nullable().optional(),
});
export type CheckoutItemRef = z.infer<typeof checkoutItemRefSchema>;

const itemsSchema = z.array(checkoutItemRefSchema).min(1).max(20);

export const checkoutDataBodySchema = z.object({ items: itemsSchema });
export const checkoutCurrencyQuery = z.object({ currency: currencyCodeSchema.default('CZK') });

export const termsRefSchema = z.object({ guid, name: z.string(), label: z.string() });
export type TermsRef = z.infer<typeof termsRefSchema>;

/** Everything the checkout form needs for one cart item. */
export const checkoutItemDataSchema = z.object({
  index: z.number().int(),
  seriesGuid: guid,
  seriesEventGuid: guid,
  eventName: z.string(),
  subEventGuid: guid,
  subEventName: z.string(),
  /** SubEventType 1 regular, 2 team, 3 relay. */
  subEventType: z.number().int(),
  subEventDate: z.string(),
  categoryGuid: guid,
  categoryName: z.string(),
  category: z.object({
    gender: z.number().int().nullable(),
    minAge: z.number().int().nullable(),
    maxAge: z.number().int().nullable(),
    validateAgeToSubEventYear: z.boolean(),
  }),
  subcategories: z.array(
    z.object({
      guid,
      name: z.string(),
      gender: z.number().int().nullable(),
      minAge: z.number().int().nullable(),
      maxAge: z.number().int().nullable(),
    }),
  ),
  waveGuid: guid.nullable(),
  waveName: z.string().nullable(),
  /** Current base price (pricing tier, wave price) in the checkout currency, minor units. */
  price: z.number().int(),
  pricingName: z.string().nullable(),
  /** Registration state with its dates: not open yet (from), closed (to), capacity reached. */
  availability: availabilitySchema,
  registrationFrom: z.string(),
  registrationTo: z.string(),
  /** From this instant on the item cannot be paid by bank transfer. */
  forbidBankTransferFrom: z.string().nullable(),
  /** Racers per team / relay (team and relay subevents). */
  membersFrom: z.number().int().nullable(),
  membersTo: z.number().int().nullable(),
  /** Forms of this item, in order (regular/team/relay athlete cards, base athlete cards). */
  cards: z.array(cardViewSchema),
  /** The event's terms the registrant must accept for this item. */
  termsAndConditions: termsRefSchema.nullable(),
});
export type CheckoutItemData = z.infer<typeof checkoutItemDataSchema>;

export const checkoutDataSchema = z.object({
  currency: currencyCodeSchema,
  /** The instant the data was computed (server clock). */
  serverTime: isoDateTime,
  items: z.array(checkoutItemDataSchema),
  /** Bank transfer is offered only for single-registration orders before forbidBankTransferFrom. */
  bankTransferAllowed: z.boolean(),
});
export type CheckoutData = z.infer<typeof checkoutDataSchema>;

export const registratorSchema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  birthDate: isoDateSchema,
  /** Gender: 1 male, 2 female. */
  gender: z.union([z.literal(1), z.literal(2)]),
});
export type Registrator = z.infer<typeof registratorSchema>;

export const registerItemSchema = checkoutItemRefSchema.extend({
  cards: z.array(filledCardSchema).max(20),
  /** The event's terms accepted for this item. */
  termsAccepted: z.boolean(),
  /** Team / relay: join with pin, or create with a (reserved) name. */
  pin: z.string().max(20).nullable().optional(),
  teamName: z.string().trim().max(100).nullable().optional(),
  reservationGuid: guid.nullable().optional(),
  /** A waiting-list offer link's token (issue 27): the order takes the place the offer holds. */
  waitingListOffer: z
    .string()
    .regex(/^[A-Za-z0-9_-]{32,64}$/)
    .nullable()
    .optional(),
});
export type RegisterItem = z.infer<typeof registerItemSchema>;

export const registerBodySchema = z.object({
  /** Client-made UUID: a retried register call returns the first result instead of a second order. */
  idempotencyKey: guid,
  currency: currencyCodeSchema,
  language: z.enum(LOCALES),
  registrator: registratorSchema,
  /** PaymentMethod: 1 card, 2 bank transfer. */
  paymentMethod: z.union([z.literal(1), z.literal(2)]),
  /** Discount codes to apply. */
  discounts: z.array(z.string().trim().min(1).max(50)).max(5).default([]),
  items: z.array(registerItemSchema).min(1).max(20),
  /** Site business conditions accepted. */
  termsAccepted: z.boolean(),
  personalDataConsent: z.boolean(),
  /** Signed-in users may keep the registrant data as a template. */
  saveAsTemplate: z.boolean().optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;
export const registerQuerySchema = z.object({
  currency: currencyCodeSchema.optional(),
  language: z.enum(LOCALES).optional(),
});

export const registerAnswerSchema = z.object({
  registrationGuid: guid,
  variableSymbol: z.string(),
  paymentMethod: z.number().int(),
  calculatedPrice: z.number().int(),
  currency: currencyCodeSchema,
  /** True when the same idempotency key had already created this order. */
  replayed: z.boolean(),
});
export type RegisterAnswer = z.infer<typeof registerAnswerSchema>;

/**
 * Who registers on a cart item (its first person, as checkout/register places them): age and
 * gender choose the subcategory, so a subcategory-scoped code is answered as at registration.
 */
export const discountPersonSchema = z.object({
  birthDate: isoDateSchema,
  gender: z.number().int().nullable(),
});
/** Per item, by index; null or missing when the form does not tell yet. */
const discountPersonsSchema = z.array(discountPersonSchema.nullable()).max(20).optional();

export const discountCheckBodySchema = z.object({
  code: z.string().trim().min(1).max(50),
  currency: currencyCodeSchema,
  items: itemsSchema,
  /** Additional prices per item (from its forms), minor units, for additionals-range discounts. */
  additionals: z.array(z.number().int().min(0)).optional(),
  persons: discountPersonsSchema,
});
export const discountCheckResultSchema = z.enum(DISCOUNT_CHECK_RESULTS);
export const discountCheckAnswerSchema = z.object({
  code: z.string(),
  result: discountCheckResultSchema,
  description: z.string().nullable(),
  /** Total discount over the cart, minor units (0 unless result is 'none'). */
  amount: z.number().int(),
  /** Discount per cart item, by index. */
  items: z.array(z.object({ index: z.number().int(), discount: z.number().int() })),
});
export type DiscountCheckAnswer = z.infer<typeof discountCheckAnswerSchema>;
export type DiscountPerson = z.infer<typeof discountPersonSchema>;

export const reapplyDiscountsBodySchema = z.object({
  codes: z.array(z.string().trim().min(1).max(50)).max(5),
  currency: currencyCodeSchema,
  items: itemsSchema,
  additionals: z.array(z.number().int().min(0)).optional(),
  persons: discountPersonsSchema,
});
export const reapplyDiscountsAnswerSchema = z.object({ discounts: z.array(discountCheckAnswerSchema) });

/** Payment data of a bank transfer (spec payment detail resolved for the order). */
export const bankTransferSchema = z.object({
  accountNumber: z.string(),
  iban: z.string(),
  swift: z.string().nullable(),
  constantSymbol: z.string().nullable(),
  variableSymbol: z.string(),
  amount: z.number().int(),
  currency: currencyCodeSchema,
  message: z.string(),
  /** QR Platba (SPD) string and its PNG as a data URL. */
  qrString: z.string(),
  qrDataUrl: z.string(),
  dueDate: z.string().nullable(),
});

/** registration/{guid}: the order as its registrator sees it (result and direct payment pages). */
export const registrationViewSchema = z.object({
  guid,
  variableSymbol: z.string(),
  dateCreated: z.string(),
  currency: currencyCodeSchema,
  paymentMethod: z.number().int(),
  basePrice: z.number().int(),
  additionalsPrice: z.number().int(),
  discountAmount: z.number().int(),
  calculatedPrice: z.number().int(),
  paid: z.boolean(),
  datePaid: z.string().nullable(),
  expired: z.boolean(),
  dateExpired: z.string().nullable(),
  /** When an unpaid order expires. */
  expiresAt: z.string().nullable(),
  cancelled: z.boolean(),
  deleted: z.boolean(),
  registrator: orderRegistratorSchema,
  items: z.array(
    z.object({
      eventName: z.string(),
      subEventName: z.string(),
      categoryName: z.string(),
      waveName: z.string().nullable(),
      teamName: z.string().nullable(),
      firstName: z.string(),
      lastName: z.string(),
      basePrice: z.number().int(),
      additionalsPrice: z.number().int(),
      discount: z.number().int(),
    }),
  ),
  bankTransfer: bankTransferSchema.nullable(),
  /** Card payment attempts, newest last. */
  cardAttempts: z.array(cardAttemptSchema),
  /** Whether a card payment can be started now (card order, unpaid, not expired/cancelled/deleted). */
  canPayByCard: z.boolean(),
});
export type RegistrationView = z.infer<typeof registrationViewSchema>;

/** registration/{guid}/registration-payment: where to send the browser for the card payment. */
export const paymentStartSchema = z.object({ redirectUrl: z.string(), orderNumber: z.string() });

/** The gateway's answer as it arrives on the return URL (verified server-side). */
export const cardPaymentCallbackQuerySchema = z.record(z.string(), z.string());
