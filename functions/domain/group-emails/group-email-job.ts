import type { GroupEmailFilter } from '@shared/emails/group-email-schemas';
import type { Access } from '../access/access';
import { NotFoundError } from '../errors';
import { type JobRunContext, type JobRunOutcome, jobInput } from '../jobs/jobs';
import type { OrderListEntry, OrderListPorts } from '../orders/admin-order-ports';
import { matchingOrders } from '../orders/admin-orders';
import {
  type GroupEmailEntryRecord,
  type GroupEmailRecord,
  type GroupEmailStore,
} from './group-email-records';

/** The group e-mail job: the recipients of the filtered orders become entries, then queued messages. */
const EMAIL_SHAPE = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** The orders filter of a group e-mail (the orders list's filter, one series, read by `matchingOrders` as the list reads it). */
export const orderFilterOf = (f: GroupEmailFilter | GroupEmailRecord) => ({
  seriesId: f.seriesId,
  ...(f.seriesEventId ? { seriesEventId: f.seriesEventId } : {}),
  ...(f.seriesSubEventId ? { seriesSubEventId: f.seriesSubEventId } : {}),
  ...(f.seriesCategoryId ? { seriesCategoryId: f.seriesCategoryId } : {}),
  ...(f.seriesWaveId ? { seriesWaveId: f.seriesWaveId } : {}),
  ...(f.searchText ? { searchText: f.searchText } : {}),
  ...(f.dateFrom ? { dateFrom: f.dateFrom } : {}),
  ...(f.dateTo ? { dateTo: f.dateTo } : {}),
  ...(typeof f.paid === 'boolean' ? { paid: f.paid } : {}),
  ...(typeof f.expired === 'boolean' ? { expired: f.expired } : {}),
  ...(typeof f.cancelled === 'boolean' ? { cancelled: f.cancelled } : {}),
  ...(typeof f.deleted === 'boolean' ? { deleted: f.deleted } : {}),
  ...(typeof f.issued === 'boolean' ? { issued: f.issued } : {}),
});

/**
 * The recipients of the filtered orders: each registrator's address once (case ignored), with the
 * newest order of that address (its variables fill the e-mail); malformed addresses are skipped.
 * Numbered from 1 in the orders' order (newest first), so a recomputation gives the same ids.
 */
export function recipientsOf(
  groupEmailId: number,
  orders: readonly Pick<OrderListEntry, 'guid' | 'registrator'>[],
): GroupEmailEntryRecord[] {
  const seen = new Set<string>();
  const entries: GroupEmailEntryRecord[] = [];
  for (const order of orders) {
    const email = order.registrator.email?.trim() ?? '';
    const key = email.toLowerCase();
    if (!EMAIL_SHAPE.test(email) || seen.has(key)) continue;
    seen.add(key);
    entries.push({
      groupEmailId,
      id: entries.length + 1,
      email,
      orderGuid: order.guid,
      sent: false,
      lastAttempt: null,
      attemptCount: 0,
    });
  }
  return entries;
}

/** Every series' orders: the scope was checked when the e-mail was created. */
const ALL: Access = { all: true };
/** Entries written / messages queued per slice (progress is saved after each). */
export const GROUP_EMAIL_SLICE = 500;

export interface GroupEmailJobPorts {
  store: GroupEmailStore;
  orders: Pick<OrderListPorts, 'ordersOfSeries' | 'allSeriesGuids'>;
  /** Queues the e-mail message of one entry. */
  enqueueEntry(groupEmailId: number, entryId: number): Promise<void>;
}

async function inParallel<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

/**
 * The group e-mail job: first resolves the recipients into entries (saved before anything is
 * queued, so a retry rewrites unsent entries only), then queues the entries' messages slice by
 * slice from the saved cursor. A retried slice queues some messages twice; the worker sends each
 * entry once.
 */
export async function runGroupEmailJob(
  ports: GroupEmailJobPorts,
  ctx: JobRunContext<'groupEmail'>,
): Promise<JobRunOutcome<'groupEmail'>> {
  const { groupEmailId } = jobInput(ctx.job, 'groupEmail');
  const record = await ports.store.get(groupEmailId);
  if (!record) throw new NotFoundError();
  let total = ctx.job.total;
  if (total === null) {
    const orders = await matchingOrders(ports.orders, ALL, orderFilterOf(record));
    const entries = recipientsOf(groupEmailId, orders);
    await ports.store.putEntries(entries);
    total = entries.length;
    await ports.store.setProgress(groupEmailId, total, 'queued');
    await ctx.progress(0, total, { recipients: total });
  }
  const all = (await ports.store.entries(groupEmailId))
    .filter((e) => e.id <= total)
    .sort((a, b) => a.id - b.id);
  let done = ctx.job.total === null ? 0 : ctx.job.done;
  while (done < all.length) {
    const slice = all.slice(done, done + GROUP_EMAIL_SLICE).filter((e) => !e.sent);
    await inParallel(slice, 25, (e) => ports.enqueueEntry(groupEmailId, e.id));
    done = Math.min(all.length, done + GROUP_EMAIL_SLICE);
    await ctx.progress(done, total, { recipients: total });
    if (done < all.length && ctx.timeIsUp()) return { kind: 'continue' };
  }
  await ports.store.setProgress(groupEmailId, total, 'sending');
  return { kind: 'finished', done, total, result: { recipients: total } };
}
