import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import type { TransferLinkEntry } from '../emails/transfer-link-paragraph';
import { signTransferLink, transferLinkUrl } from './transfer-link';
import type { TransferRace } from './transfer-ports';
import { transferClosedReason, transferRulesOf } from './transfer-rules';

export interface TransferLinkSources {
  race(eventGuid: string, subEventGuid: string): Promise<TransferRace | undefined>;
  linkKey(): Promise<Buffer>;
  appUrl: string;
}

/**
 * The registrations of a paid order's e-mail that may be transferred now (the same rules as My
 * registrations: allowed by the race, before its deadline and start, active, not a team member),
 * each with its signed link (./transfer-link.ts). A race that forbids transfers gets no link.
 */
export async function transferLinkEntries(
  sources: TransferLinkSources,
  order: OrderRecord,
  items: readonly OrderItemRecord[],
  now: Date,
): Promise<TransferLinkEntry[]> {
  const races = new Map<string, Promise<TransferRace | undefined>>();
  const entries: TransferLinkEntry[] = [];
  for (const item of items) {
    const id = `${item.seriesEventGuid}/${item.subEventGuid}`;
    if (!races.has(id)) races.set(id, sources.race(item.seriesEventGuid, item.subEventGuid));
    const race = await races.get(id);
    if (!race || transferClosedReason(transferRulesOf(race), race, order, item, now)) continue;
    const token = signTransferLink(
      await sources.linkKey(),
      { orderGuid: order.guid, index: item.index },
      item.email,
    );
    entries.push({
      name: `${item.firstName} ${item.lastName}`.trim(),
      race: [item.eventName, item.subEventName].filter(Boolean).join(' – '),
      url: transferLinkUrl(sources.appUrl, token),
    });
  }
  return entries;
}
