import type {
  CreatePaymentDetailBody,
  PaymentDetail,
  PaymentDetailFields,
} from '@shared/back-office/payment-detail-schemas';
import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import { Currency, CURRENCY_CODES, type CurrencyCode, type Locale } from '@shared/codelists/enums';
import { formatMessage } from '@shared/errors/messages';
import { czechAccountToIban, formatIban } from '@shared/payments/czech-account';
import { NotFoundError, ValidationFailedError } from '../errors';
import { envelope, type Envelope, type Paging } from '../paging';
import { fieldChanges, seriesHistoryEntry } from './history';
import type { RaceEditorStore } from './race-ports';
import type { Actor, SeriesHistoryRecord, WriteOutcome } from './series-editor-ports';

/**
 * `SERIES#<guid>` / `PAYMENTDETAIL#<guid>`: bank account for a scope of the series, set here; an
 * order registered in the scope is paid to it (functions/domain/checkout/payment-detail.ts).
 */
export interface PaymentDetailRecord {
  entity: 'paymentDetail';
  guid: string;
  seriesGuid: string;
  bankAccount: string;
  bankCode: string;
  currency: number;
  swift?: string;
  iban: string;
  constantSymbol?: string;
  scope: { eventGuid?: string; subEventGuid?: string; categoryGuid?: string; waveGuid?: string };
}

/** Storage of payment details (`SERIES#<guid>` / `PAYMENTDETAIL#<guid>`, functions/adapters/dynamodb/payment-detail-repository.ts). */
export interface PaymentDetailStore {
  list(seriesGuid: string): Promise<PaymentDetailRecord[]>;
  seriesExists(seriesGuid: string): Promise<boolean>;
  /** Puts the record (new: must not exist; else must exist) and the series history entry, in one transaction. */
  put(record: PaymentDetailRecord, isNew: boolean, history: SeriesHistoryRecord): Promise<WriteOutcome>;
  remove(seriesGuid: string, guid: string, history: SeriesHistoryRecord): Promise<WriteOutcome>;
}

export interface PaymentDetailCtx {
  store: PaymentDetailStore;
  races: Pick<RaceEditorStore, 'raceTree'>;
  newId(): string;
  actor: Actor;
  locale: Locale;
  now: Date;
}

const codeOf = (n: number): CurrencyCode => CURRENCY_CODES.find((c) => Currency[c] === n) ?? 'CZK';

function view(r: PaymentDetailRecord): PaymentDetail {
  return {
    guid: r.guid,
    seriesGuid: r.seriesGuid,
    bankAccount: r.bankAccount,
    bankCode: r.bankCode,
    currency: codeOf(r.currency),
    swift: r.swift ?? '',
    iban: r.iban,
    constantSymbol: r.constantSymbol ?? '',
    eventGuid: r.scope.eventGuid ?? '',
    subEventGuid: r.scope.subEventGuid ?? '',
    categoryGuid: r.scope.categoryGuid ?? '',
    waveGuid: r.scope.waveGuid ?? '',
  };
}

const FIELDS = [
  'bankAccount',
  'bankCode',
  'currency',
  'swift',
  'iban',
  'constantSymbol',
  'eventGuid',
  'subEventGuid',
  'categoryGuid',
  'waveGuid',
] as const;

function entry(
  ctx: PaymentDetailCtx,
  seriesGuid: string,
  action: HistoryEntry['action'],
  before: PaymentDetailRecord | undefined,
  after: PaymentDetailRecord | undefined,
): SeriesHistoryRecord {
  const r = (after ?? before) as PaymentDetailRecord;
  return seriesHistoryEntry(
    ctx,
    seriesGuid,
    action,
    fieldChanges(before && view(before), after && view(after), FIELDS),
    { kind: 'paymentDetail', guid: r.guid, name: `${r.bankAccount}/${r.bankCode}`, eventName: '' },
  );
}

function invalid(field: string, code: string, locale: Locale): never {
  throw new ValidationFailedError([
    { field: `body.${field}`, errors: [formatMessage(code, locale) ?? code] },
  ]);
}

/** The scope must name an event of the series, a race of that event, a category or wave of that race. */
async function checkScope(ctx: PaymentDetailCtx, seriesGuid: string, f: PaymentDetailFields) {
  if (!f.eventGuid) return;
  const tree = await ctx.races.raceTree(f.eventGuid);
  if (!tree || tree.event.seriesGuid !== seriesGuid)
    invalid('eventGuid', 'seriesEditor.eventNotFound', ctx.locale);
  if (f.subEventGuid && !tree.subevents.some((s) => s.guid === f.subEventGuid))
    invalid('subEventGuid', 'raceEditor.raceNotFound', ctx.locale);
  if (
    f.categoryGuid &&
    !tree.categories.some((c) => c.guid === f.categoryGuid && c.subEventGuid === f.subEventGuid)
  )
    invalid('categoryGuid', 'raceEditor.categoryNotFound', ctx.locale);
  if (f.waveGuid && !tree.waves.some((w) => w.guid === f.waveGuid && w.subEventGuid === f.subEventGuid))
    invalid('waveGuid', 'raceEditor.waveNotFound', ctx.locale);
}

function record(guid: string, seriesGuid: string, f: PaymentDetailFields): PaymentDetailRecord {
  const opt = (v: string) => (v ? v : undefined);
  return {
    entity: 'paymentDetail',
    guid,
    seriesGuid,
    bankAccount: f.bankAccount,
    bankCode: f.bankCode,
    currency: Currency[f.currency],
    ...(f.swift ? { swift: f.swift } : {}),
    // An IBAN left empty is the Czech account's own.
    iban: formatIban(f.iban || czechAccountToIban(`${f.bankAccount}/${f.bankCode}`)),
    ...(f.constantSymbol ? { constantSymbol: f.constantSymbol } : {}),
    scope: Object.fromEntries(
      Object.entries({
        eventGuid: opt(f.eventGuid),
        subEventGuid: opt(f.subEventGuid),
        categoryGuid: opt(f.categoryGuid),
        waveGuid: opt(f.waveGuid),
      }).filter(([, v]) => v !== undefined),
    ),
  };
}

function failOn(outcome: WriteOutcome) {
  if (outcome === 'gone') throw new NotFoundError('paymentDetail.notFound');
  if (outcome === 'changedMeanwhile') throw new NotFoundError('paymentDetail.notFound');
}

/** GET admin/series/{id}/payment-details: the series' accounts, the general ones first. */
export async function listPaymentDetails(
  store: PaymentDetailStore,
  seriesGuid: string,
  paging: Paging,
): Promise<Envelope<PaymentDetail>> {
  if (!(await store.seriesExists(seriesGuid))) throw new NotFoundError('seriesEditor.seriesNotFound');
  const rows = (await store.list(seriesGuid))
    .map(view)
    .sort(
      (a, b) =>
        [a.eventGuid, a.subEventGuid, a.categoryGuid, a.waveGuid].filter(Boolean).length -
          [b.eventGuid, b.subEventGuid, b.categoryGuid, b.waveGuid].filter(Boolean).length ||
        a.currency.localeCompare(b.currency) ||
        a.guid.localeCompare(b.guid),
    );
  return envelope(rows, paging);
}

export async function createPaymentDetail(ctx: PaymentDetailCtx, body: CreatePaymentDetailBody) {
  const { seriesGuid, ...fields } = body;
  if (!(await ctx.store.seriesExists(seriesGuid))) throw new NotFoundError('seriesEditor.seriesNotFound');
  await checkScope(ctx, seriesGuid, fields);
  const created = record(ctx.newId(), seriesGuid, fields);
  failOn(await ctx.store.put(created, true, entry(ctx, seriesGuid, 'CREATE', undefined, created)));
  return view(created);
}

async function existing(ctx: PaymentDetailCtx, seriesGuid: string, guid: string) {
  const found = (await ctx.store.list(seriesGuid)).find((r) => r.guid === guid);
  if (!found) throw new NotFoundError('paymentDetail.notFound');
  return found;
}

export async function updatePaymentDetail(
  ctx: PaymentDetailCtx,
  guid: string,
  body: CreatePaymentDetailBody,
) {
  const { seriesGuid, ...fields } = body;
  const before = await existing(ctx, seriesGuid, guid);
  await checkScope(ctx, seriesGuid, fields);
  const after = record(guid, seriesGuid, fields);
  const h = entry(ctx, seriesGuid, 'UPDATE', before, after);
  if (h.changes.length) failOn(await ctx.store.put(after, false, h));
  return view(after);
}

export async function deletePaymentDetail(ctx: PaymentDetailCtx, seriesGuid: string, guid: string) {
  const before = await existing(ctx, seriesGuid, guid);
  failOn(await ctx.store.remove(seriesGuid, guid, entry(ctx, seriesGuid, 'DELETE', before, undefined)));
  return { deleted: true as const };
}
