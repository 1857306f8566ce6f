import type { RegisterAnswer } from '@shared/checkout/checkout-schemas';
import type { RegistrationFailureReason } from '@shared/checkout/registration-failure';
import type { CheckoutPorts, TeamRecord } from './checkout-context';
import type { ShardState } from './capacity-buckets';
import type { RegistrantTemplate } from './registrant-templates';
import type { CounterRef, OrderHistoryRecord, OrderItemRecord, OrderRecord } from '../orders/order-records';
import type { WaitingOfferRecord } from '../waiting-list/waiting-list-rules';

/**
 * What the register call's steps hand each other and the adapter (functions/adapters/dynamodb/
 * order-repository.ts `commitOrder`): the planned counters, the order plan and the commit's answer.
 */

/**
 * A rule a step found broken: the numbered reason of spec §4/§8, its message params and the field
 * the SPA points at. place-order.ts turns it into a RegistrationFailedError in the runner's language.
 */
export interface StepFailure {
  reason: RegistrationFailureReason;
  params: Record<string, string | number>;
  field: string;
}

export const isStepFailure = (x: unknown): x is StepFailure =>
  typeof x === 'object' && x !== null && 'reason' in x && 'field' in x;

export interface PlannedCounter extends CounterRef {
  /** Capacity the counter is known to have (≤ 0 = unlimited). */
  capacity: number;
  /**
   * Places of `n` a consumed team name reservation already holds: the transaction adds only
   * n − held, while the order records all n (its expiry gives back every one).
   */
  held?: number;
  /**
   * A sharded scope's buckets as read (functions/domain/checkout/capacity-buckets.ts): the adapter
   * takes the places from buckets with room and records them in the order's ledger.
   */
  shard?: ShardState;
  /** Failure reason when this counter's condition fails, with its message params. */
  failure: StepFailure;
}

export interface OrderPlan {
  order: OrderRecord;
  items: OrderItemRecord[];
  history: OrderHistoryRecord;
  counters: PlannedCounter[];
  /** `reservationGuid`: the name reservation the team consumes (its guid is the team's guid). */
  newTeams: Array<TeamRecord & { index: number; reservationGuid?: string }>;
  /** Waiting-list offers the order consumes (their held places are counted in `held`). */
  offers?: WaitingOfferRecord[];
}

export type CommitResult =
  | { ok: true }
  | { ok: false; kind: 'counter'; counter: PlannedCounter }
  | { ok: false; kind: 'idempotency' }
  | { ok: false; kind: 'variableSymbol' }
  | { ok: false; kind: 'teamName'; index: number; name: string }
  | { ok: false; kind: 'reservation'; index: number }
  | { ok: false; kind: 'offer' };

export interface RegisterPorts extends CheckoutPorts {
  /** The order a register call with this order guid already created, if any. */
  findIdempotent(orderGuid: string): Promise<{ requestHash: string; answer: RegisterAnswer } | undefined>;
  commitOrder(plan: OrderPlan): Promise<CommitResult>;
  enqueueOrderEmail(orderGuid: string, emailType: number): Promise<void>;
  /** Keeps the registrants as the signed-in user's templates (create or update by name and birth). */
  saveRegistrantTemplates(userId: string, templates: RegistrantTemplate[]): Promise<void>;
}
