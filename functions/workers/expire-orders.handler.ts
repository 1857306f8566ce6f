import type { ScheduledEvent } from 'aws-lambda';
import * as expiryRepository from '../adapters/dynamodb/expiry-repository';
import type { RetryOptions } from '../adapters/dynamodb/expiry-repository';
import { rootLogger } from '../adapters/logger';
import {
  decideExpiry,
  EXPIRY_ACTOR,
  EXPIRY_LOOKBACK_DAYS,
  expiryDaysToScan,
  planOrderExpiry,
  stepAlreadyApplied,
  type ExpirySummary,
} from '../domain/orders/expire-orders';
import { expiryStepPlan } from '../domain/orders/expiry-state';
import type { TransitionPlan } from '../domain/orders/order-state';
import { enqueueOrderEmail } from '../adapters/queue/order-email-queue';
import { teamSweepRepository } from '../adapters/dynamodb/team-admin-repository';
import { releasedTeams } from '../domain/orders/counter-ledger';
import {
  deleteEmptiedTeams,
  sweepEmptiedTeams,
  teamChangeOf,
  type TeamSweepPorts,
} from '../domain/team-admin/emptied-teams';

const log = rootLogger.child({ worker: 'expire-orders' });

export interface ExpireOrdersDeps {
  now?: () => Date;
  repository?: Pick<
    typeof expiryRepository,
    'listOverdueOrderGuids' | 'loadOrderForExpiry' | 'reloadOrder' | 'buildExpiryStep' | 'writeExpiryStep'
  >;
  enqueueOrderEmail?: (orderGuid: string, emailType: number) => Promise<void>;
  retry?: RetryOptions;
  /** Where teams the expiry emptied are deleted. @default the DynamoDB team repository */
  teams?: TeamSweepPorts;
  /** Stop starting new orders after this long (the rest wait for the next run). @default 4 min */
  budgetMs?: number;
  lookbackDays?: number;
}

/** Partitions queried at once. */
const QUERY_CONCURRENCY = 8;

async function inBatches<T, R>(values: T[], size: number, fn: (value: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < values.length; i += size)
    out.push(...(await Promise.all(values.slice(i, i + size).map(fn))));
  return out;
}

/**
 * Scheduled job (every 15 minutes): expires unpaid orders whose time is up. Per order one
 * transaction marks it expired (conditional on it being unpaid, not expired, not cancelled, not
 * deleted and due), releases each capacity counter it took, takes its items off the start list
 * and writes the history entry; then queues the expiration e-mail (`order:<guid>:3`). An order
 * paid or expired by someone else meanwhile is skipped, so overlapping runs change nothing twice.
 */
export function createExpireOrdersHandler(deps: ExpireOrdersDeps = {}) {
  const repo = deps.repository ?? expiryRepository;
  const enqueue = deps.enqueueOrderEmail ?? enqueueOrderEmail;
  const clock = deps.now ?? (() => new Date());
  const teams = deps.teams ?? teamSweepRepository;

  return async (_event?: ScheduledEvent): Promise<ExpirySummary> => {
    const started = Date.now();
    const now = clock();
    const nowIso = now.toISOString();
    const summary: ExpirySummary = { checked: 0, expired: 0, skipped: 0, failed: 0 };

    const days = expiryDaysToScan(now, deps.lookbackDays ?? EXPIRY_LOOKBACK_DAYS);
    const found = await inBatches(days, QUERY_CONCURRENCY, (day) => repo.listOverdueOrderGuids(day, nowIso));
    const guids = [...new Set(found.flat())];

    for (const guid of guids) {
      if (Date.now() - started > (deps.budgetMs ?? 240_000)) {
        log.warn('time budget used up, the rest waits for the next run', {
          left: guids.length - summary.checked,
        });
        break;
      }
      summary.checked++;
      try {
        const outcome = await expireOne(guid, now);
        summary[outcome]++;
      } catch (err) {
        summary.failed++;
        log.error('order expiry failed, next run retries', { orderGuid: guid, error: String(err) });
      }
    }
    try {
      // The teams this run (or a run that stopped half-way) may have emptied: deleted if empty,
      // unmarked if not.
      const deleted = await sweepEmptiedTeams(teams, teamChangeOf({ by: EXPIRY_ACTOR }, now));
      if (deleted.length) log.info('emptied teams deleted', { teams: deleted.length });
    } catch (err) {
      log.error('emptied teams sweep failed, next run retries', { error: String(err) });
    }
    log.info('expiry run finished', { ...summary, days: days.length });
    return summary;
  };

  async function expireOne(guid: string, now: Date): Promise<'expired' | 'skipped' | 'failed'> {
    const loaded = await repo.loadOrderForExpiry(guid);
    if (!loaded) return 'skipped';
    const { order, items } = loaded;
    const decision = decideExpiry(order, now);
    if (decision.action === 'skip') {
      log.debug('order not expired', { orderGuid: guid, reason: decision.reason });
      return 'skipped';
    }
    const dateExpired = decision.action === 'resume' ? decision.dateExpired : now.toISOString();
    const plan = planOrderExpiry(order, items, dateExpired);
    const firstStep = decision.action === 'resume' ? decision.nextStep : 1;
    if (plan.steps.length > 1)
      log.warn('order expiry needs several transactions', {
        orderGuid: guid,
        steps: plan.steps.length,
        firstStep,
      });

    let email: TransitionPlan['email'] = null;
    for (const step of plan.steps.slice(firstStep - 1)) {
      const transition = expiryStepPlan(order, items.length, plan, step);
      email = transition.email;
      const result = await repo.writeExpiryStep(
        await repo.buildExpiryStep(order, items, transition),
        deps.retry,
      );
      if (result.kind === 'applied') continue;
      if (result.kind === 'orderChanged') {
        // Our own earlier attempt whose answer was lost looks the same: tell them apart by dateExpired.
        const fresh = await repo.reloadOrder(guid);
        if (fresh && stepAlreadyApplied(fresh, dateExpired, step.step)) continue;
        log.info('order changed meanwhile, skipped', { orderGuid: guid, step: step.step });
        return 'skipped';
      }
      log.error('expiry transaction refused by a non-order condition', {
        orderGuid: guid,
        step: step.step,
        operationIndex: result.index,
      });
      return 'failed';
    }

    try {
      // A team whose last place this expiry gave back is deleted with its name (the counter was
      // released exactly once above; the delete holds on it holding no place).
      await deleteEmptiedTeams(
        teams,
        releasedTeams(plan.steps.flatMap((s) => s.counters)),
        teamChangeOf({ by: EXPIRY_ACTOR }, now),
      );
    } catch (err) {
      // The order stays expired; the marked team is deleted by the sweep at the end of the run.
      log.error('emptied team not deleted', { orderGuid: guid, error: String(err) });
    }
    try {
      // The last step's e-mail (the expiry notice), once the order is expired.
      if (email) await enqueue(guid, email.type);
    } catch (err) {
      // The order stays expired; only the notice is missing. Logged for a manual resend.
      log.error('expiration e-mail not queued', { orderGuid: guid, error: String(err) });
    }
    log.info('order expired', {
      orderGuid: guid,
      counters: plan.steps.reduce((n, s) => n + s.counters.length, 0),
    });
    return 'expired';
  }
}

export const handler = createExpireOrdersHandler();
