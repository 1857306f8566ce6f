import { z } from 'zod';
import { CURRENCY_CODES, type CurrencyCode } from '../codelists/enums';
import { priceSchema } from './race-schemas';

/**
 * Currency prices (spec §3 Event "currency prices"; §7 "Admin series" currency-prices, each call
 * carrying seriesEventSubEventId and id): the price of one category, pricing tier or wave of a race
 * in one of the event's currencies, in integer minor units (haléře, cents). They are the entries of
 * the record's `prices` (one per currency), so the public event page and the checkout use them as
 * they use every price: the cart's currency picks the entry (no entry: not sold in that currency).
 *
 * A currency price has no record of its own: its id names the priced record and the currency
 * (`<record guid>.<currency>`), so a client that shows a record's prices also knows their ids.
 */
export const CURRENCY_PRICE_TARGETS = ['category', 'pricing', 'wave'] as const;
export type CurrencyPriceTarget = (typeof CURRENCY_PRICE_TARGETS)[number];

const guid = z.uuid({ version: undefined });
const GUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const ID_PATTERN = new RegExp(`^(${GUID})\\.(${CURRENCY_CODES.join('|')})$`);

export const currencyPriceId = (targetId: string, currency: CurrencyCode) => `${targetId}.${currency}`;

/** The priced record and the currency an id names (undefined for anything else). */
export function parseCurrencyPriceId(id: string): { targetId: string; currency: CurrencyCode } | undefined {
  const m = ID_PATTERN.exec(id);
  return m ? { targetId: (m[1] as string).toLowerCase(), currency: m[2] as CurrencyCode } : undefined;
}

export const currencyPriceIdSchema = z.string().regex(ID_PATTERN, 'validation.invalidFormat');
export const currencyPriceIdParams = z.object({ id: currencyPriceIdSchema });

const inRace = { seriesEventSubEventId: guid };
const version = { version: z.number().int().min(0) };

/** What a new currency price names: the priced record of the race, the currency and the price. */
export const currencyPriceFieldsSchema = z.object({
  targetType: z.enum(CURRENCY_PRICE_TARGETS),
  targetId: guid,
  currency: z.enum(CURRENCY_CODES),
  /** Minor units (spec §5 price format): a whole non-negative number, at most 10 million a place. */
  price: priceSchema,
});
export type CurrencyPriceFields = z.infer<typeof currencyPriceFieldsSchema>;

/** POST admin/series/currency-prices. */
export const createCurrencyPriceBodySchema = currencyPriceFieldsSchema.extend(inRace);
export type CreateCurrencyPriceBody = z.infer<typeof createCurrencyPriceBodySchema>;

/** PUT admin/series/currency-prices/{id}: the new price and the version of the priced record read. */
export const updateCurrencyPriceBodySchema = z.object({ ...inRace, price: priceSchema, ...version });
export type UpdateCurrencyPriceBody = z.infer<typeof updateCurrencyPriceBodySchema>;

/** GET and DELETE admin/series/currency-prices/{id}: the race the priced record belongs to. */
export const currencyPriceQuerySchema = z.object(inRace);

const many = <T extends z.ZodType>(item: T) => z.array(item).min(1).max(50);

/** POST admin/series/currency-prices/create-many: prices of one race, each as its single create. */
export const createCurrencyPricesBodySchema = z.object({ ...inRace, items: many(currencyPriceFieldsSchema) });
/** PUT admin/series/currency-prices/update-many: each with its id, price and the version read. */
export const updateCurrencyPricesBodySchema = z.object({
  ...inRace,
  items: many(z.object({ id: currencyPriceIdSchema, price: priceSchema, ...version })),
});

/** A currency price as answered: `version` is the priced record's (send it back with an update). */
export const currencyPriceSchema = z.object({
  id: z.string(),
  seriesEventSubEventId: z.string(),
  targetType: z.enum(CURRENCY_PRICE_TARGETS),
  targetId: z.string(),
  /** The priced record's name (a pricing's with its category's: "Adult · Early bird"). */
  targetName: z.string(),
  currency: z.enum(CURRENCY_CODES),
  price: z.number().int(),
  version: z.number().int(),
});
export type CurrencyPrice = z.infer<typeof currencyPriceSchema>;
