import { randomUUID } from 'node:crypto';
import type { adminRegistrationsRoutes } from '@shared/api/areas/admin-registrations';
import type { adminRegistrationsRefundRoutes } from '@shared/api/areas/admin-registrations-refunds';
import { pragueWallTime } from '@shared/prague-time';
import { dynamoJobStore } from '../adapters/dynamodb/job-repository';
import { enqueueJob } from '../adapters/queue/job-queue';
import {
  cardRefundJobPorts,
  markRefundedPorts,
  refundPorts,
  transferRefundPorts,
} from '../adapters/refund-ports';
import { exportFileName } from '../domain/export/export-table';
import { startCardRefunds } from '../domain/refunds/card-refund-job';
import { markRefunded, orderRefunds, refundToCard } from '../domain/refunds/card-refunds';
import {
  transferRefundAbo,
  transferRefundRows,
  transferRefundTable,
} from '../domain/refunds/transfer-refunds';
import { toCsv } from '../adapters/export/table-files';
import { CSV_TYPE, exportReply } from './file-reply';
import type { ActionsOf } from './http/create-api-handler';
import { orderActorOf } from './http/actor-of';

type RefundActions = Pick<
  ActionsOf<typeof adminRegistrationsRoutes>,
  keyof typeof adminRegistrationsRefundRoutes
>;

const pragueToday = (now: Date): string => {
  const w = pragueWallTime(now);
  if (!w) throw new Error('invalid clock');
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
};

/** Refunds of the admin-registrations Lambda (spread into its handler); rules in functions/domain/refunds. */
export const adminRegistrationsRefundActions: RefundActions = {
  orderRefunds: ({ params }) => orderRefunds(refundPorts.store, params.id),
  cardRefund: ({ caller, params, body }) =>
    refundToCard(
      refundPorts,
      { orderGuid: params.id, refundId: body.refundId, amount: body.amount },
      orderActorOf(caller),
      new Date(),
    ),
  markRefunded: ({ caller, params, body }) =>
    markRefunded(
      markRefundedPorts,
      {
        orderGuid: params.id,
        refundId: body.refundId,
        amount: body.amount,
        ...(body.note ? { note: body.note } : {}),
      },
      orderActorOf(caller),
      new Date(),
    ),
  refundEventCards: ({ caller, body }) =>
    startCardRefunds(
      {
        store: dynamoJobStore,
        enqueue: enqueueJob,
        orderGuidsOfEvent: cardRefundJobPorts.orderGuidsOfEvent,
        loadOrders: cardRefundJobPorts.loadOrders,
      },
      { jobId: randomUUID(), eventGuid: body.eventGuid },
      orderActorOf(caller),
      new Date(),
    ),
  transferRefundsCsv: async ({ query, locale }) => {
    const file = transferRefundTable(await transferRefundRows(transferRefundPorts, query.eventGuid), locale);
    return exportReply({
      fileName: exportFileName(file.title, 'csv'),
      contentType: CSV_TYPE,
      body: Buffer.from(toCsv(file), 'utf8'),
    });
  },
  transferRefundsAbo: async ({ query }) => {
    const now = new Date();
    const text = transferRefundAbo(await transferRefundRows(transferRefundPorts, query.eventGuid), {
      clientName: query.clientName ?? 'Vratky',
      debitAccount: query.account,
      dueDate: query.dueDate,
      createdOn: pragueToday(now),
    });
    return exportReply({
      fileName: `vratky-${pragueToday(now)}.kpc`,
      contentType: 'text/plain; charset=us-ascii',
      body: Buffer.from(text, 'ascii'),
    });
  },
};
