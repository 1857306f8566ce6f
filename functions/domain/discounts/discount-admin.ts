import type {
  DiscountBody,
  DiscountDeleted,
  DiscountView,
  Discounts,
  GenerateDiscountsBody,
} from '@shared/back-office/discount-schemas';
import {
  inListState,
  normaliseDiscountCode,
  type DiscountListState,
} from '@shared/back-office/discount-schemas';
import { Currency, type CurrencyCode, type Locale } from '@shared/codelists/enums';
import { formatMessage } from '@shared/errors/messages';
import { matchesSearch } from '@shared/text/search-text';
import type { ExportFile } from '../export/export-table';
import type { DiscountRecord } from '../orders/order-records';
import { NotFoundError, ValidationFailedError } from '../errors';
import { envelope } from '../paging';
import { fieldChanges } from '../series-editor/history';
import type { Actor, SeriesHistoryRecord } from '../series-editor/series-editor-ports';
import { generateCodes, PatternTooSmallError } from './code-pattern';
import { DISCOUNT_FORM_FIELDS, discountsFile } from './discount-csv';

/** What the discount calls need from storage (functions/adapters/dynamodb/discount-repository.ts). */
export interface DiscountPorts {
  newId(): string;
  seriesExists(seriesGuid: string): Promise<boolean>;
  /** The series' name (undefined when there is no such series): the export's file is named after it. */
  seriesName(seriesGuid: string): Promise<string | undefined>;
  /** Every discount of the series (one Query of the series' discount index). */
  listDiscounts(seriesGuid: string): Promise<DiscountRecord[]>;
  getDiscount(seriesGuid: string, code: string): Promise<DiscountRecord | undefined>;
  /** Uses per code (the usage counters). */
  usage(seriesGuid: string, codes: string[]): Promise<Map<string, number>>;
  /** Conditional put with its history entry, in one transaction: false when the code exists in the series. */
  createDiscount(record: DiscountRecord, history: SeriesHistoryRecord): Promise<boolean>;
  /**
   * Writes `after` over `before` (a new code moves the record and its usage) with its history entry,
   * in one transaction: false when the new code is taken.
   */
  replaceDiscount(
    before: DiscountRecord,
    after: DiscountRecord,
    history: SeriesHistoryRecord,
  ): Promise<boolean>;
  /**
   * Deletes the discount and its usage counter with its history entry, only while nobody uses it:
   * 'notFound' when it did not exist, 'used' when a registration took it meanwhile.
   */
  deleteDiscount(
    seriesGuid: string,
    code: string,
    history: SeriesHistoryRecord,
  ): Promise<'deleted' | 'notFound' | 'used'>;
}

/** Who is changing the codes and when (every change is written to the series' history). */
export interface DiscountChange {
  actor: Actor;
  now: Date;
}

/** The fields a discount's history compares, in the form's order. */
const HISTORY_FIELDS = [...DISCOUNT_FORM_FIELDS, 'scope', 'exceptions', 'archived'] as const;

type HistoryShape = Partial<Record<(typeof HISTORY_FIELDS)[number], unknown>>;

const historyShape = (d: DiscountRecord): HistoryShape => ({
  ...d,
  currency: currencyCodeOf(d.currency),
  scope: Object.keys(nonEmpty(d.scope)).length ? nonEmpty(d.scope) : undefined,
  exceptions: Object.keys(nonEmpty(d.exceptions)).length ? nonEmpty(d.exceptions) : undefined,
  // Named only when set, so creating and editing a code do not list it.
  archived: d.archived || undefined,
});

/** A series history entry about one code (shown in the series' History tab, the code named as its target). */
export function discountHistory(
  ports: DiscountPorts,
  change: DiscountChange,
  action: SeriesHistoryRecord['action'],
  before: DiscountRecord | undefined,
  after: DiscountRecord | undefined,
): SeriesHistoryRecord {
  const subject = (after ?? before) as DiscountRecord;
  return {
    seriesGuid: subject.seriesGuid,
    historyId: ports.newId(),
    at: change.now.toISOString(),
    action,
    actor: change.actor,
    target: { kind: 'discount', guid: subject.code, name: subject.code, eventName: '' },
    changes: fieldChanges<HistoryShape>(
      before && historyShape(before),
      after && historyShape(after),
      HISTORY_FIELDS,
    ),
  };
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
    archived: d.archived ?? false,
  };
}

type DiscountFields = Omit<DiscountBody, 'code' | 'seriesGuid'>;

export function toRecord(seriesGuid: string, code: string, body: DiscountFields): DiscountRecord {
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

export async function requireSeries(ports: DiscountPorts, seriesGuid: string) {
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
  query: { searchText?: string | undefined; take: number; skip: number; state?: DiscountListState },
): Promise<Discounts> {
  await requireSeries(ports, seriesGuid);
  const all = (await ports.listDiscounts(seriesGuid))
    .filter((d) => inListState(d.archived, query.state))
    .filter((d) => matchesSearch(query.searchText, d.code, d.description))
    .sort((a, b) => a.code.localeCompare(b.code));
  const page = envelope(all, query);
  const usage = await ports.usage(
    seriesGuid,
    page.rows.map((d) => d.code),
  );
  return { ...page, rows: page.rows.map((d) => toDiscountView(d, usage.get(d.code) ?? 0)) };
}

/** POST admin/series/discounts. */
export async function createDiscount(
  ports: DiscountPorts,
  change: DiscountChange,
  body: DiscountBody,
  locale: Locale,
): Promise<DiscountView> {
  await requireSeries(ports, body.seriesGuid);
  const record = toRecord(body.seriesGuid, body.code, body);
  if (!(await ports.createDiscount(record, discountHistory(ports, change, 'CREATE', undefined, record))))
    throw codeTaken(record.code, locale);
  return toDiscountView(record, 0);
}

/** PUT admin/series/discounts/{id}: `id` is the current code; the body may rename it. */
export async function updateDiscount(
  ports: DiscountPorts,
  change: DiscountChange,
  id: string,
  body: DiscountBody,
  locale: Locale,
): Promise<DiscountView> {
  const before = await ports.getDiscount(body.seriesGuid, id);
  if (!before) throw discountNotFound();
  const after = keepArchived(before, toRecord(body.seriesGuid, body.code, body));
  if (!(await ports.replaceDiscount(before, after, discountHistory(ports, change, 'UPDATE', before, after))))
    throw codeTaken(after.code, locale);
  return viewOf(ports, after);
}

/** An edit or an import leaves an archived code archived (only restore brings it back). */
export const keepArchived = (before: DiscountRecord, after: DiscountRecord): DiscountRecord =>
  before.archived ? { ...after, archived: true } : after;

/**
 * DELETE admin/series/discounts/{id}?seriesGuid=…: a code nobody used is removed with its counter;
 * one that registrations used (its usage counter above 0, also when an order takes it while the
 * delete runs) is archived instead: their orders keep naming it, the checkout no longer knows it,
 * the list shows it under the "archived" filter and restore brings it back.
 */
export async function deleteDiscount(
  ports: DiscountPorts,
  change: DiscountChange,
  seriesGuid: string,
  id: string,
): Promise<DiscountDeleted> {
  const before = await ports.getDiscount(seriesGuid, id);
  if (!before) throw discountNotFound();
  if (before.archived) return { deleted: false, archived: true };
  const used = (await ports.usage(seriesGuid, [before.code])).get(before.code) ?? 0;
  if (used <= 0) {
    const outcome = await ports.deleteDiscount(
      seriesGuid,
      before.code,
      discountHistory(ports, change, 'DELETE', before, undefined),
    );
    if (outcome === 'deleted') return { deleted: true, archived: false };
    if (outcome === 'notFound') throw discountNotFound();
  }
  const after: DiscountRecord = { ...before, archived: true };
  await ports.replaceDiscount(before, after, discountHistory(ports, change, 'DELETE', before, after));
  return { deleted: false, archived: true };
}

/** POST admin/series/discounts/{id}/restore?seriesGuid=…: an archived code applies again. */
export async function restoreDiscount(
  ports: DiscountPorts,
  change: DiscountChange,
  seriesGuid: string,
  id: string,
): Promise<DiscountView> {
  const before = await ports.getDiscount(seriesGuid, id);
  if (!before) throw discountNotFound();
  if (!before.archived) return viewOf(ports, before);
  const { archived: _archived, ...after } = before;
  await ports.replaceDiscount(before, after, discountHistory(ports, change, 'UPDATE', before, after));
  return viewOf(ports, after);
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
  change: DiscountChange,
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
      candidates.map(async (code) => {
        const record = toRecord(seriesGuid, code, body);
        const created = await ports.createDiscount(
          record,
          discountHistory(ports, change, 'CREATE', undefined, record),
        );
        return created ? code : null;
      }),
    );
    for (const [i, code] of candidates.entries()) {
      taken.add(code);
      if (written[i]) created.push(code);
    }
  }
  return { codes: created.sort() };
}

/**
 * GET admin/series/{id}/discounts/export-csv: every code of the series in use (not archived) with
 * its usage, as a file named after the series and the day.
 */
export async function exportDiscounts(
  ports: DiscountPorts,
  seriesGuid: string,
  locale: Locale,
  now: Date,
): Promise<ExportFile> {
  const seriesName = await ports.seriesName(seriesGuid);
  if (seriesName === undefined) throw new NotFoundError('discounts.seriesNotFound');
  const all = (await ports.listDiscounts(seriesGuid))
    .filter((d) => !d.archived)
    .sort((a, b) => a.code.localeCompare(b.code));
  const usage = await ports.usage(
    seriesGuid,
    all.map((d) => d.code),
  );
  return discountsFile(
    all.map((d) => toDiscountView(d, usage.get(d.code) ?? 0)),
    seriesName,
    locale,
    now,
  );
}

/** What of a record an import compares: a row equal to the stored code changes nothing. */
export const comparable = (d: DiscountRecord) =>
  JSON.stringify([
    d.code,
    d.description ?? '',
    d.price,
    d.currency,
    d.discountRange,
    d.codeRange,
    d.usageLimit,
    d.validFrom ? Date.parse(d.validFrom) : null,
    d.validTo ? Date.parse(d.validTo) : null,
    nonEmpty(d.scope),
    nonEmpty(d.exceptions),
  ]);
