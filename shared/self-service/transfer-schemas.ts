import { z } from 'zod';
import { CURRENCY_CODES } from '../codelists/enums';
import { priceSchema } from '../back-office/race-schemas';
import { changeableValueSchema } from '../accounts/registration-value-change-schemas';
import { bankTransferSchema, isoDateSchema } from '../checkout/checkout-schemas';

/**
 * Transfer of a registration to another runner (issue 27 item 2; docs/self-service.md). The
 * organiser's rules live on the race next to the race change (`selfService.transfer`); the offer
 * is a single-use link e-mailed to the new runner, who needs no account.
 */
const isoDateTime = z.iso.datetime({ offset: true });

/** What happens to the start number when the registration changes hands. */
export const TRANSFER_START_NUMBER_RULES = ['keep', 'clear'] as const;

export const transferRulesSchema = z.object({
  allowed: z.boolean(),
  /** Until when (UTC) a transfer may be offered and accepted; null: until the race starts. */
  until: isoDateTime.nullable(),
  /** Paid by the new runner when accepting, minor units of the order's currency; null or 0: free. */
  fee: priceSchema.nullable(),
  startNumber: z.enum(TRANSFER_START_NUMBER_RULES),
});
export type TransferRules = z.infer<typeof transferRulesSchema>;

export const DEFAULT_TRANSFER_RULES: TransferRules = {
  allowed: false,
  until: null,
  fee: null,
  startNumber: 'keep',
};

/** Why a registration cannot be transferred now (null: it can). */
export const TRANSFER_CLOSED_REASONS = [
  'notAllowed',
  'deadlinePassed',
  'raceStarted',
  'registrationInactive',
  /** Only a paid registration changes hands (the new runner pays no more than the fee). */
  'notPaid',
  /** A team or relay member's place belongs to the team: its captain changes the members. */
  'teamMember',
] as const;
export type TransferClosedReason = (typeof TRANSFER_CLOSED_REASONS)[number];

export const TRANSFER_OFFER_STATES = ['offered', 'accepting', 'accepted', 'cancelled', 'expired'] as const;
export type TransferOfferState = (typeof TRANSFER_OFFER_STATES)[number];

const personName = z.string().trim().min(1).max(100);

/** POST user/my-registration-items/{id}/transfer: who the registration goes to. */
export const startTransferBodySchema = z.object({
  email: z.email().max(254),
  firstName: personName,
  lastName: personName,
  /** The language of the offer e-mail (the new runner's). */
  locale: z.enum(['cs', 'en']).optional(),
});
export type StartTransferBody = z.infer<typeof startTransferBodySchema>;

const offerSummarySchema = z.object({
  state: z.enum(TRANSFER_OFFER_STATES),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  expiresAt: z.string(),
  dateCreated: z.string(),
});

/** GET user/my-registration-items/{id}/transfer: whether and until when, and the pending offer. */
export const myTransferSchema = z.object({
  closedReason: z.enum(TRANSFER_CLOSED_REASONS).nullable(),
  runnerName: z.string(),
  until: z.string().nullable(),
  fee: z.number().int(),
  currency: z.enum(CURRENCY_CODES),
  startNumber: z.enum(TRANSFER_START_NUMBER_RULES),
  offer: offerSummarySchema.nullable(),
});
export type MyTransfer = z.infer<typeof myTransferSchema>;

/** The offer link's token: `<item id><43 random base64url characters>` (docs/self-service.md). */
export const transferTokenSchema = z
  .string()
  .regex(/^[0-9a-fA-F-]{36}[A-Za-z0-9_-]{43}$/, 'selfService.transfer.offerNotFound');
export const transferTokenParamsSchema = z.object({ token: transferTokenSchema });

/**
 * The registration e-mail's transfer link: `<46 base64url characters>` (order, item, MAC;
 * functions/domain/self-service/transfer-link.ts).
 */
export const transferLinkParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{46}$/, 'selfService.transfer.linkNotFound'),
});

/** GET transfers/offers/{token}: what the new runner is offered (no account needed). */
export const transferOfferViewSchema = z.object({
  state: z.enum(TRANSFER_OFFER_STATES),
  eventName: z.string(),
  subEventName: z.string(),
  categoryName: z.string(),
  waveName: z.string().nullable(),
  dateFrom: z.string(),
  fromName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  fee: z.number().int(),
  currency: z.enum(CURRENCY_CODES),
  expiresAt: z.string(),
  /** Whether the start number goes with the place. */
  keepsStartNumber: z.boolean(),
  /** The fee's card payment named by the `payment` query. */
  payment: z.enum(['pending', 'paid', 'failed', 'notApplied']).nullable(),
  /** Whether the fee may be paid by bank transfer (the race has an account in the currency). */
  bankTransferAllowed: z.boolean(),
  /** The fee's pending bank transfer (payment data and QR Platba), until it is paid or the offer ends. */
  bankTransfer: bankTransferSchema.nullable(),
  /** The card's plain free fields the new runner answers themselves (empty: asked again). */
  cardFields: z.array(changeableValueSchema),
});
export type TransferOfferView = z.infer<typeof transferOfferViewSchema>;

export const transferOfferQuerySchema = z.object({ payment: z.string().max(40).optional() });

/** POST transfers/offers/{token}/accept: the new runner's registrant card. */
export const acceptTransferBodySchema = z.object({
  firstName: personName,
  lastName: personName,
  email: z.email().max(254),
  birthDate: isoDateSchema,
  /** 1 male, 2 female. */
  gender: z.union([z.literal(1), z.literal(2)]),
  club: z.string().trim().max(100).nullable().optional(),
  /** How the fee is paid (ignored without a fee): card (default) or bank transfer. */
  payBy: z.enum(['card', 'transfer']).optional(),
  /** Answers to `cardFields` (by name), checked with the race's card rules. */
  values: z
    .array(z.object({ name: z.string().min(1).max(100), value: z.string().max(2000) }))
    .max(50)
    .optional(),
});
export type AcceptTransferBody = z.infer<typeof acceptTransferBodySchema>;

export const acceptTransferResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('accepted') }),
  z.object({ status: z.literal('payment'), redirectUrl: z.string(), amount: z.number().int() }),
  z.object({ status: z.literal('transfer'), bankTransfer: bankTransferSchema }),
]);
export type BankTransfer = z.infer<typeof bankTransferSchema>;
export type AcceptTransferResult = z.infer<typeof acceptTransferResultSchema>;

/**
 * The race editor's transfer form: the fee typed in whole currency units ("300" or "300.50"),
 * the deadline as the kit's date-time input gives it (an ISO instant, or '' for none).
 */
export const transferRulesFormSchema = z
  .object({
    allowed: z.boolean(),
    until: z.union([z.literal(''), isoDateTime]),
    fee: z
      .string()
      .trim()
      .regex(/^(\d{1,7}([.,]\d{1,2})?)?$/, 'selfService.transfer.feeInvalid'),
    startNumber: z.enum(TRANSFER_START_NUMBER_RULES),
  })
  .transform((f): TransferRules => ({
    allowed: f.allowed,
    until: f.until || null,
    fee: f.fee ? Math.round(Number(f.fee.replace(',', '.')) * 100) || null : null,
    startNumber: f.startNumber,
  }));
export type TransferRulesForm = z.input<typeof transferRulesFormSchema>;

export const transferRulesFormValues = (r: TransferRules): TransferRulesForm => ({
  allowed: r.allowed,
  until: r.until ?? '',
  fee: r.fee ? (r.fee / 100).toFixed(2).replace(/\.00$/, '') : '',
  startNumber: r.startNumber,
});
