import type {
  DiscountBody,
  DiscountView,
  Discounts,
  GenerateDiscountsBody,
} from '@shared/back-office/discount-schemas';
import { normaliseDiscountCode } from '@shared/back-office/discount-schemas';
import { Currency, type CurrencyCode, type Locale } from '@shared/codelists/enums';
import { formatMessage } from '@shared/errors/messages';
import { matchesSearch } from '@shared/text/search-text';
import type { DiscountRecord } from '../checkout/order-records';
import { NotFoundError, ValidationFailedError } from '../errors';
import { generateCodes, PatternTooSmallError } from './code-pattern';

/** What the discount calls need from storage (functions/adapters/dynamodb/discount-repository.ts). */
export interface DiscountPorts {
  seriesExists(seriesGuid: string): Promise<boolean>;
  /** Every discount of the series (one Query of the series' discount index). */
  listDiscounts(seriesGuid: string): Promise<DiscountRecord[]>;
  getDiscount(seriesGuid: string, code: string): Promise<DiscountRecord | undefined>;
  /** Uses per code (the usage counters). */
  usage(seriesGuid: string, codes: string[]): Promise<Map<string, number>>;
  /** Conditional put: false when the code exists in the series. */
  createDiscount(record: DiscountRecord): Promise<boolean>;
  /** Writes `after` over `before` (a new code moves the record and its usage): false when the new code is taken. */
  replaceDiscount(before: DiscountRecord, after: DiscountRecord): Promise<boolean>;
  /** Deletes the discount and its usage counter: false when it did not exist. */
  deleteDiscount(seriesGuid: string, code: string): Promise<boolean>;
}

const currencyCodeOf = (n: number): CurrencyCode =>
  (Object.entries(Currency).find(([, v]) => v === n)?.[0] ?? 'CZK') as CurrencyCode;

const nonEmpty = (scope: DiscountRecord['scope'] | undefined): DiscountRecord['scope'] =>
  Object.fromEntries(Object.entries(scope ?? {}).filter(([, list]) => list && list.length > 0));

export function toDiscountView(d: DiscountRecord, used: number): DiscountView {
  return {
    seriesGuid: d.seriesGuid,
    code: d.code,
    description: d.description ?? '',
    price: d.price,
    currency: currencyCodeOf(d.currency),
    discountRange: d.discountRange,
    codeRange: d.codeRange,
    usageLimit: d.usageLimit,
    validFrom: d.validFrom ?? null,
    validTo: d.validTo ?? null,
    scope: nonEmpty(d.scope),
    exceptions: nonEmpty(d.exceptions),
    // An order expiring after its code was deleted may leave a negative counter behind.
    used: Math.max(0, used),
  };
}

type DiscountFields = Omit<DiscountBody, 'code' | 'seriesGuid'>;

function toRecord(seriesGuid: string, code: string, body: DiscountFields): DiscountRecord {
  return {
    entity: 'discount',
    seriesGuid,
    code: normaliseDiscountCode(code),
    description: body.description,
    price: body.price,
    currency: Currency[body.currency],
    discountRange: body.discountRange,
    codeRange: body.codeRange,
    usageLimit: body.usageLimit,
    ...(body.validFrom ? { validFrom: body.validFrom } : {}),
    ...(body.validTo ? { validTo: body.validTo } : {}),
    scope: nonEmpty(body.scope),
    exceptions: nonEmpty(body.exceptions),
  };
}

function fieldError(field: string, code: string, locale: Locale, params?: Record<string, string | number>) {
  return new ValidationFailedError(
    [{ field, errors: [formatMessage(code, locale, params) ?? code] }],
    code,
    params,
  );
}

const codeTaken = (code: string, locale: Locale) =>
  fieldError('body.code', 'discounts.codeTaken', locale, { code });
const discountNotFound = () => new NotFoundError('discounts.notFound');

async function requireSeries(ports: DiscountPorts, seriesGuid: string) {
  if (!(await ports.seriesExists(seriesGuid))) throw new NotFoundError('discounts.seriesNotFound');
}

async function viewOf(ports: DiscountPorts, record: DiscountRecord): Promise<DiscountView> {
  const usage = await ports.usage(record.seriesGuid, [record.code]);
  return toDiscountView(record, usage.get(record.code) ?? 0);
}

/** GET admin/series/{id}/discounts: the codes of a series with their usage, by code, paged. */
export async function listDiscounts(
  ports: DiscountPorts,
  seriesGuid: string,
  query: { searchText?: string | undefined; take: number; skip: number },
): Promise<Discounts> {
  await requireSeries(ports, seriesGuid);
  const all = (await ports.listDiscounts(seriesGuid))
    .filter((d) => matchesSearch(query.searchText, d.code, d.description))
    .sort((a, b) => a.code.localeCompare(b.code));
  const rows = all.slice(query.skip, query.skip + query.take);
  const usage = await ports.usage(
    seriesGuid,
    rows.map((d) => d.code),
  );
  return {
    page: Math.floor(query.skip / query.take) + 1,
    maxPage: Math.max(1, Math.ceil(all.length / query.take)),
    total: all.length,
    rows: rows.map((d) => toDiscountView(d, usage.get(d.code) ?? 0)),
  };
}

/** POST admin/series/discounts. */
export async function createDiscount(
  ports: DiscountPorts,
  body: DiscountBody,
  locale: Locale,
): Promise<DiscountView> {
  await requireSeries(ports, body.seriesGuid);
  const record = toRecord(body.seriesGuid, body.code, body);
  if (!(await ports.createDiscount(record))) throw codeTaken(record.code, locale);
  return toDiscountView(record, 0);
}

/** PUT admin/series/discounts/{id}: `id` is the current code; the body may rename it. */
export async function updateDiscount(
  ports: DiscountPorts,
  id: string,
  body: DiscountBody,
  locale: Locale,
): Promise<DiscountView> {
  const before = await ports.getDiscount(body.seriesGuid, id);
  if (!before) throw discountNotFound();
  const after = toRecord(body.seriesGuid, body.code, body);
  if (!(await ports.replaceDiscount(before, after))) throw codeTaken(after.code, locale);
  return viewOf(ports, after);
}

/** DELETE admin/series/discounts/{id}?seriesGuid=… */
export async function deleteDiscount(ports: DiscountPorts, seriesGuid: string, id: string) {
  if (!(await ports.deleteDiscount(seriesGuid, id))) throw discountNotFound();
  return { ok: true as const };
}

/** GET admin/series/{id}/discounts/code-exist?code=… */
export async function discountCodeExists(ports: DiscountPorts, seriesGuid: string, code: string) {
  return { exists: (await ports.getDiscount(seriesGuid, code)) !== undefined };
}

const MAX_ROUNDS = 5;

/**
 * POST admin/series/{id}/discounts/generate: `count` new codes of the pattern. Candidates avoid
 * the series' codes; each is written with a condition on the code not existing, so a code someone
 * created meanwhile is drawn again instead of overwritten.
 */
export async function generateDiscounts(
  ports: DiscountPorts,
  seriesGuid: string,
  body: GenerateDiscountsBody,
  locale: Locale,
): Promise<{ codes: string[] }> {
  await requireSeries(ports, seriesGuid);
  const taken = new Set((await ports.listDiscounts(seriesGuid)).map((d) => d.code));
  const created: string[] = [];
  for (let round = 0; created.length < body.count && round < MAX_ROUNDS; round++) {
    let candidates: string[];
    try {
      candidates = generateCodes(body.pattern, body.count - created.length, taken);
    } catch (error) {
      if (error instanceof PatternTooSmallError)
        throw fieldError('body.pattern', 'discounts.patternTooSmall', locale, {
          count: body.count,
          available: error.available + created.length,
        });
      throw error;
    }
    const written = await Promise.all(
      candidates.map(async (code) =>
        (await ports.createDiscount(toRecord(seriesGuid, code, body))) ? code : null,
      ),
    );
    for (const [i, code] of candidates.entries()) {
      taken.add(code);
      if (written[i]) created.push(code);
    }
  }
  return { codes: created.sort() };
}
