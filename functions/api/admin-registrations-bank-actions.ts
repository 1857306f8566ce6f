import type { adminRegistrationsRoutes } from '@shared/api/areas/admin-registrations';
import type { adminRegistrationsBankRoutes } from '@shared/api/areas/admin-registrations-bank';
import { bankPaymentsBetween, bankPaymentsOfOrder } from '../adapters/dynamodb/bank-payment-repository';
import { dynamoJobStore } from '../adapters/dynamodb/job-repository';
import { loadOrder } from '../adapters/dynamodb/order-repository';
import { enqueueJob } from '../adapters/queue/job-queue';
import { orderBankPayments, type OrderBankPaymentsPorts } from '../domain/bank-import/order-bank-payments';
import { startJob } from '../domain/jobs/jobs';
import { jobIdOfFile } from '../domain/jobs/uploads';
import type { ActionsOf } from './http/create-api-handler';
import { orderActorOf } from './http/actor-of';

type BankActions = Pick<
  ActionsOf<typeof adminRegistrationsRoutes>,
  keyof typeof adminRegistrationsBankRoutes
>;

const jobPorts = { store: dynamoJobStore, enqueue: enqueueJob };

const orderBankPaymentPorts: OrderBankPaymentsPorts = {
  order: async (guid) => (await loadOrder(guid))?.order,
  ofOrder: bankPaymentsOfOrder,
  between: bankPaymentsBetween,
};

/** The bank statement import of the admin-registrations Lambda (spread into its handler). */
export const adminRegistrationsBankActions: BankActions = {
  uploadBankCsv: ({ body, caller }) =>
    startJob(
      jobPorts,
      { id: jobIdOfFile(body.fileKey), kind: 'bankStatementImport', input: { fileKey: body.fileKey } },
      orderActorOf(caller),
      new Date(),
    ),
  importCardPayments: ({ body, caller }) =>
    startJob(
      jobPorts,
      { id: jobIdOfFile(body.fileKey), kind: 'cardPaymentImport', input: { fileKey: body.fileKey } },
      orderActorOf(caller),
      new Date(),
    ),
  orderBankPayments: ({ params, query }) => orderBankPayments(orderBankPaymentPorts, params.id, query),
};
