import {
  FIO_BANK_CODE,
  type FioConnection,
  type SetFioTokenBody,
} from '@shared/payments/fio-connection-schemas';
import type { PaymentDetailRecord } from '../series-editor/payment-details';
import { BusinessRuleError, NotFoundError } from '../errors';
import type { Actor, SeriesHistoryRecord } from '../series-editor/series-editor-ports';
import type { FioConnectionRecord, FioConnectionStore, FioTokenStore } from './fio-connection-record';

export interface FioConnectionPorts {
  store: FioConnectionStore;
  tokens: FioTokenStore;
  paymentDetail(seriesGuid: string, guid: string): Promise<PaymentDetailRecord | undefined>;
  newId(): string;
}

export function fioConnectionView(guid: string, r: FioConnectionRecord | undefined): FioConnection {
  return {
    paymentDetailGuid: guid,
    configured: Boolean(r),
    setAt: r?.setAt ?? null,
    setByName: r?.setByName ?? null,
    tokenEnd: r?.tokenEnd ?? null,
    lastFetch: r?.lastFetch ?? null,
    nextFetchAfter: r?.nextFetchAfter ?? null,
    jobs: r?.jobs ?? [],
  };
}

async function detailOf(ports: FioConnectionPorts, seriesGuid: string, guid: string) {
  const detail = await ports.paymentDetail(seriesGuid, guid);
  if (!detail) throw new NotFoundError('paymentDetail.notFound');
  return detail;
}

/** The history shows the token as its last four characters only. */
const masked = (end: string | undefined) => (end ? `…${end}` : null);

function history(
  ports: FioConnectionPorts,
  detail: PaymentDetailRecord,
  actor: Actor,
  now: Date,
  before: string | undefined,
  after: string | undefined,
): SeriesHistoryRecord {
  return {
    seriesGuid: detail.seriesGuid,
    historyId: ports.newId(),
    at: now.toISOString(),
    action: 'UPDATE',
    actor,
    changes: [{ field: 'fioToken', before: masked(before), after: masked(after) }],
    target: {
      kind: 'paymentDetail',
      guid: detail.guid,
      name: `${detail.bankAccount}/${detail.bankCode}`,
      eventName: '',
    },
  };
}

/** GET admin/series/payment-details/{id}/fio: what is known of the connection (never the token). */
export async function getFioConnection(ports: FioConnectionPorts, seriesGuid: string, guid: string) {
  await detailOf(ports, seriesGuid, guid);
  return fioConnectionView(guid, await ports.store.get(guid));
}

/**
 * PUT admin/series/payment-details/{id}/fio: stores a new token (write-only) for a Fio account.
 * The token goes to the token store first, then the connection record with a fresh schedule and
 * cursor (a new token is a new download history at the bank), and the series history entry.
 */
export async function setFioToken(
  ports: FioConnectionPorts,
  guid: string,
  body: SetFioTokenBody,
  actor: Actor,
  now: Date,
): Promise<FioConnection> {
  const detail = await detailOf(ports, body.seriesGuid, guid);
  if (detail.bankCode !== FIO_BANK_CODE) throw new BusinessRuleError('fio.notFioAccount', undefined, 400);
  const before = await ports.store.get(guid);
  await ports.tokens.put(guid, body.token);
  const record: FioConnectionRecord = {
    entity: 'fioConnection',
    paymentDetailGuid: guid,
    seriesGuid: detail.seriesGuid,
    setAt: now.toISOString(),
    setBy: actor.userId,
    setByName: actor.name,
    tokenEnd: body.token.slice(-4),
    nextFetchAfter: null,
    backoffMs: 0,
    lastStoredId: null,
    rewind: false,
    lastFetch: null,
    jobs: before?.jobs ?? [],
  };
  await ports.store.put(record, history(ports, detail, actor, now, before?.tokenEnd, record.tokenEnd));
  return fioConnectionView(guid, record);
}

/** DELETE admin/series/payment-details/{id}/fio: stops fetching and forgets the token. */
export async function removeFioToken(
  ports: FioConnectionPorts,
  seriesGuid: string,
  guid: string,
  actor: Actor,
  now: Date,
): Promise<FioConnection> {
  const detail = await detailOf(ports, seriesGuid, guid);
  const before = await ports.store.get(guid);
  if (before) {
    await ports.store.remove(guid, history(ports, detail, actor, now, before.tokenEnd, undefined));
    await ports.tokens.remove(guid);
  }
  return fioConnectionView(guid, undefined);
}
