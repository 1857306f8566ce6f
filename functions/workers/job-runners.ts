import type { JobKind } from '@shared/jobs/job-schemas';
import {
  claimBankPayment,
  earlierPartialPayments,
  existingBankPayments,
  ordersByVariableSymbol,
  putOrderHistoryOnce,
  recordDecidedBankPayments,
  settleBankPayment,
  takeOverBankPaymentClaim,
} from '../adapters/dynamodb/bank-payment-repository';
import { dynamoJobStore } from '../adapters/dynamodb/job-repository';
import { loadOrder, loadOrdersWithItemIndexes } from '../adapters/dynamodb/order-repository';
import { applyTransition } from '../adapters/dynamodb/order-transition-repository';
import { recordCardSettlement } from '../adapters/dynamodb/card-import-repository';
import { dynamoAdminOrders } from '../adapters/dynamodb/admin-order-repository';
import { groupEmailStore } from '../adapters/dynamodb/group-email-repository';
import { enqueueOrderEmail, enqueueOrderEmails } from '../adapters/queue/order-email-queue';
import { getQueue } from '../adapters/queue/queue';
import { readUpload } from '../adapters/storage/uploads';
import { runBankStatementImport, type BankImportPorts } from '../domain/bank-import/import-statement';
import { runCardPaymentImport, type CardImportPorts } from '../domain/card-import/import-card-payments';
import { ValidationFailedError } from '../domain/errors';
import {
  groupEmailMessageId,
  runGroupEmailJob,
  type GroupEmailJobPorts,
} from '../domain/group-emails/group-emails';
import { jobInput, type JobRecord, type JobRunners } from '../domain/jobs/jobs';
import { runNumberingJob } from '../domain/numberings/numbering-job';
import { numberingRepository, numbersFromFilePorts } from '../adapters/dynamodb/numbering-repository';
import { runNumbersFromFileJob } from '../domain/numberings/numbers-from-file';
import { dynamoStatisticsRecount } from '../adapters/dynamodb/statistics-recount-repository';
import { rebuildListProjections } from '../adapters/dynamodb/projection-rebuild';
import { runStatisticsRecount } from '../domain/statistics/recount-statistics';
import { dynamoBilling } from '../adapters/dynamodb/billing-repository';
import { runBillingCreateJob } from '../domain/billing/billing-job';
import { rankingImportPorts, waveSeedingPorts } from '../adapters/dynamodb/ranking-repository';
import { runRankingImportJob } from '../domain/ranking/ranking-import';
import { runWaveSeedingJob } from '../domain/ranking/wave-seeding';
import { discountRepository } from '../adapters/dynamodb/discount-repository';
import { runDiscountImportJob, type DiscountImportPorts } from '../domain/discounts/discount-import';
import { cardRefundJobPorts } from '../adapters/refund-ports';
import { runCardRefundJob } from '../domain/refunds/card-refund-job';
import { transferFeeHook } from './transfer-fee-hook';

/** The largest statement an import reads (the upload call admits the same). */
export const MAX_STATEMENT_BYTES = 20 * 1024 * 1024;

export const bankImportPorts: BankImportPorts = {
  readFile: async (key) => {
    const bytes = await readUpload(key, MAX_STATEMENT_BYTES);
    // A missing or oversized file fails the job with its message (no retry helps).
    if (!bytes) throw new ValidationFailedError([], 'jobs.fileMissing');
    return bytes;
  },
  claim: claimBankPayment,
  settle: async (payment, outcome, now) => {
    await settleBankPayment(payment, outcome, now);
  },
  ordersByVariableSymbol,
  loadOrder,
  earlierPartialPayments,
  applyTransition,
  enqueueOrderEmail: (orderGuid, emailType, suffix) => enqueueOrderEmail(orderGuid, emailType, suffix),
  enqueueOrderEmails,
  existingPayments: existingBankPayments,
  loadOrders: loadOrdersWithItemIndexes,
  recordDecided: recordDecidedBankPayments,
  recordPaymentHistory: putOrderHistoryOnce,
  // Another job's state, for a row it paid or claimed and may never finish (see importMovement).
  readJob: (id) => dynamoJobStore.get(id),
  takeOverClaim: takeOverBankPaymentClaim,
  transferFees: transferFeeHook,
};

export const cardImportPorts: CardImportPorts = {
  readFile: bankImportPorts.readFile,
  ordersByVariableSymbol,
  loadOrder,
  record: recordCardSettlement,
};

/** The largest discount CSV an import reads (the upload call admits up to 20 MB; codes are short rows). */
const MAX_DISCOUNT_CSV_BYTES = 5 * 1024 * 1024;

export const discountImportPorts: DiscountImportPorts = {
  ...discountRepository,
  readFile: (key) => readUpload(key, MAX_DISCOUNT_CSV_BYTES),
};

export const groupEmailJobPorts: GroupEmailJobPorts = {
  store: groupEmailStore,
  orders: dynamoAdminOrders,
  enqueueEntry: (groupEmailId, entryId) =>
    getQueue().send('email', {
      kind: 'groupEmail',
      messageId: groupEmailMessageId(groupEmailId, entryId),
      groupEmailId,
      entryId,
    }),
};

/**
 * What runs each job kind. A new kind of long work adds its kind to shared/jobs/job-schemas.ts and its runner here.
 */
export const JOB_RUNNERS: JobRunners = {
  bankStatementImport: (ctx) => runBankStatementImport(bankImportPorts, ctx),
  cardPaymentImport: (ctx) => runCardPaymentImport(cardImportPorts, ctx),
  startNumbering: (ctx) => runNumberingJob(numberingRepository, ctx),
  groupEmail: (ctx) => runGroupEmailJob(groupEmailJobPorts, ctx),
  startNumbersFromFile: (ctx) => runNumbersFromFileJob(numbersFromFilePorts, ctx),
  // The statistics, then the orders list's counts and indexes of the series: the repair
  // `npm run rebuild:projections` runs (functions/adapters/dynamodb/projection-rebuild.ts).
  statisticsRecount: async (ctx) => {
    const outcome = await runStatisticsRecount(dynamoStatisticsRecount, ctx);
    if (outcome.kind === 'finished')
      await rebuildListProjections(jobInput(ctx.job, 'statisticsRecount').seriesGuid);
    return outcome;
  },
  billingCreate: (ctx) => runBillingCreateJob(dynamoBilling, ctx),
  rankingImport: (ctx) => runRankingImportJob(rankingImportPorts, ctx),
  waveSeeding: (ctx) => runWaveSeedingJob(waveSeedingPorts, ctx),
  discountImport: (ctx) => runDiscountImportJob(discountImportPorts, ctx),
  cardRefunds: (ctx) => runCardRefundJob(cardRefundJobPorts, ctx),
};

/**
 * What a kind does when its job fails (a DomainError, or the last delivery failing unexpectedly),
 * besides the job's own state: a kind whose screen reads another record says so there too.
 */
export const JOB_FAILURE_HOOKS: Partial<Record<JobKind, (job: JobRecord) => Promise<void>>> = {
  // The sent group e-mails list reads the e-mail's state, not the job's.
  groupEmail: (job) => groupEmailStore.markFailed(jobInput(job, 'groupEmail').groupEmailId),
};
