import {
  cardImportResultSchema,
  emptyCardImportResult,
  type CardImportResult,
} from '@shared/payments/card-import-schemas';
import type { OrderHistoryRecord, OrderRecord } from '../orders/order-records';
import type { JobRunContext, JobRunOutcome } from '../jobs/jobs';
import { jobInput } from '../jobs/jobs';
import type { LoadedOrder } from '../orders/admin-order-ports';
import { parseCardSettlement, type CardSettlementRow } from './card-settlement';

/** What the card import recorded on an order (with the charged amount and the gateway fee). */
export interface CardSettlementMark {
  jobId: string;
  orderNumbers: string[];
  importedAt: string;
}

export interface CardImportPorts {
  readFile(key: string): Promise<Uint8Array>;
  /** Order guids by variable symbol (the order's VS guard); unknown symbols are absent. */
  ordersByVariableSymbol(symbols: string[]): Promise<Map<string, string>>;
  loadOrder(guid: string): Promise<LoadedOrder | undefined>;
  /**
   * Sets chargedAmount, gatewayFee and the mark, and writes the history entry, while the order's
   * amounts are still as read; false when they changed meanwhile.
   */
  record(
    order: OrderRecord,
    values: { chargedAmount: number; gatewayFee: number; mark: CardSettlementMark },
    history: OrderHistoryRecord,
  ): Promise<boolean>;
}

/** Orders per slice: the cursor and counts are saved after each. */
export const CARD_SLICE_ORDERS = 100;
const MAX_LISTED = 50;

/** The export's payments of one order (a payment and its refund lines add up). */
interface OrderPayments {
  variableSymbol: string;
  rows: CardSettlementRow[];
}

function groupByOrder(rows: CardSettlementRow[]): {
  groups: OrderPayments[];
  withoutSymbol: CardSettlementRow[];
} {
  const groups = new Map<string, OrderPayments>();
  const withoutSymbol: CardSettlementRow[] = [];
  for (const row of rows) {
    if (!row.variableSymbol) {
      withoutSymbol.push(row);
      continue;
    }
    const group = groups.get(row.variableSymbol) ?? { variableSymbol: row.variableSymbol, rows: [] };
    group.rows.push(row);
    groups.set(row.variableSymbol, group);
  }
  return { groups: [...groups.values()], withoutSymbol };
}

type Reason = CardImportResult['unknown'][number]['reason'];

function listUnknown(result: CardImportResult, rows: CardSettlementRow[], reason: Reason) {
  if (reason === 'currencyMismatch') result.currencyMismatches += rows.length;
  else result.unknownOrders += rows.length;
  for (const row of rows) {
    if (result.unknown.length >= MAX_LISTED) break;
    result.unknown.push({
      line: row.line,
      orderNumber: row.orderNumber,
      variableSymbol: row.variableSymbol,
      amount: row.amount,
      currency: row.currency,
      reason,
    });
  }
}

/**
 * The gateway order numbers the order paid or tried to pay with, including the payments of priced
 * value changes (their fees are part of the order's charged amount: functions/domain/user-area/
 * priced-value-change.ts).
 */
const orderNumbersOf = (order: OrderRecord) =>
  new Set(
    [
      order.providerCommandId,
      ...order.cardAttempts.map((a) => a.orderNumber),
      ...(order.valueChangeFees ?? []).map((f) => f.orderNumber),
    ].filter(Boolean),
  );

/**
 * One order's payments: matched by variable symbol (MERORDERNUM), the gateway order number, when
 * given, must be one of the order's card payments. Records what the gateway charged and its fee;
 * the same amounts recorded by another import change nothing.
 */
async function importOrder(
  ports: CardImportPorts,
  group: OrderPayments,
  orderGuid: string | undefined,
  job: { id: string; by: string; byName?: string },
  now: string,
  result: CardImportResult,
): Promise<void> {
  const loaded = orderGuid ? await ports.loadOrder(orderGuid) : undefined;
  if (!loaded) return listUnknown(result, group.rows, 'unknownVariableSymbol');
  const order = loaded.order;
  const known = orderNumbersOf(order);
  const foreign = group.rows.filter((r) => r.orderNumber && !known.has(r.orderNumber));
  const ours = group.rows.filter((r) => !foreign.includes(r));
  if (foreign.length) listUnknown(result, foreign, 'orderNumberMismatch');
  const wrongCurrency = ours.filter((r) => r.currency !== order.currency);
  if (wrongCurrency.length) listUnknown(result, wrongCurrency, 'currencyMismatch');
  const rows = ours.filter((r) => r.currency === order.currency);
  if (!rows.length) return;
  const chargedAmount = rows.reduce((s, r) => s + r.amount, 0);
  const gatewayFee = rows.reduce((s, r) => s + r.fee, 0);
  const stored = order;
  if (stored.chargedAmount === chargedAmount && stored.gatewayFee === gatewayFee) {
    // Recorded already: by this job (a retried slice) it counts as its update, else as imported before.
    if (stored.cardSettlement?.jobId === job.id) result.updatedOrders++;
    else result.alreadyImported++;
    return;
  }
  const orderNumbers = [...new Set(rows.map((r) => r.orderNumber).filter(Boolean))];
  const history: OrderHistoryRecord = {
    entity: 'orderHistory',
    orderGuid: order.guid,
    date: now,
    by: job.by,
    ...(job.byName ? { byName: job.byName } : {}),
    action: 'cardPaymentImported',
    changes: {
      chargedAmount: { from: order.chargedAmount, to: chargedAmount },
      gatewayFee: { from: stored.gatewayFee ?? null, to: gatewayFee },
      ...(orderNumbers.length ? { orderNumbers: orderNumbers.join(', ') } : {}),
    },
  };
  const written = await ports.record(
    order,
    { chargedAmount, gatewayFee, mark: { jobId: job.id, orderNumbers, importedAt: now } },
    history,
  );
  if (written) {
    result.updatedOrders++;
    return;
  }
  // Changed meanwhile (another import of the same export): decide again on what it is now.
  const fresh = await ports.loadOrder(order.guid);
  const now2 = fresh?.order;
  if (now2?.chargedAmount === chargedAmount && now2.gatewayFee === gatewayFee) result.alreadyImported++;
  else throw new Error(`order ${order.guid} changed during the card import`);
}

/**
 * The card payment import job: reads the uploaded export, then records each order's charged amount
 * and gateway fee in slices (cursor = orders done). Idempotent per order: the same amounts are
 * written once, so a retried slice or the same export imported again changes nothing.
 */
export async function runCardPaymentImport(
  ports: CardImportPorts,
  ctx: JobRunContext<'cardPaymentImport'>,
): Promise<JobRunOutcome<'cardPaymentImport'>> {
  const { job } = ctx;
  const { fileKey } = jobInput(job, 'cardPaymentImport');
  const parsed = parseCardSettlement(await ports.readFile(fileKey));
  if (parsed.missingColumns.length)
    return {
      kind: 'finished',
      done: 0,
      total: 0,
      result: { ...emptyCardImportResult(), missingColumns: parsed.missingColumns },
    };
  const { groups, withoutSymbol } = groupByOrder(parsed.rows);
  const total = groups.length;
  const saved = job.result ? cardImportResultSchema.safeParse(job.result) : undefined;
  const result: CardImportResult = saved?.success
    ? saved.data
    : {
        ...emptyCardImportResult(),
        processedRows: parsed.rows.length,
        unparsedRows: parsed.unparsed.length,
        unparsed: parsed.unparsed.slice(0, MAX_LISTED),
      };
  if (!saved?.success) listUnknown(result, withoutSymbol, 'noVariableSymbol');
  const symbols = await ports.ordersByVariableSymbol(groups.map((g) => g.variableSymbol));
  const actor = {
    id: job.id,
    by: job.createdBy,
    ...(job.createdByName ? { byName: job.createdByName } : {}),
  };
  for (let start = job.done; start < total; start += CARD_SLICE_ORDERS) {
    if (start > job.done && ctx.timeIsUp()) return { kind: 'continue' };
    const slice = groups.slice(start, start + CARD_SLICE_ORDERS);
    const now = ctx.now().toISOString();
    // A retried slice starts from the counts saved before it.
    const sliceResult = structuredClone(result);
    await Promise.all(
      slice.map((g) => importOrder(ports, g, symbols.get(g.variableSymbol), actor, now, sliceResult)),
    );
    Object.assign(result, sliceResult);
    await ctx.progress(Math.min(total, start + CARD_SLICE_ORDERS), total, result);
  }
  return { kind: 'finished', done: total, total, result };
}
