import { describe, expect, it, vi } from 'vitest';
import { billingCreateBodySchema } from '@shared/payments/billing-schemas';
import type { JobRecord, JobRunContext } from '../jobs/jobs';
import type { BillingPorts } from './billing';
import { runBillingCreateJob } from './billing-job';
import type { BillableOrder } from './billing-sums';

const ORGANIZER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const paidOrder: BillableOrder = {
  guid: 'o1',
  variableSymbol: '2026000001',
  seriesGuid: 's1',
  seriesName: 'Běžecký pohár',
  eventGuids: ['e1'],
  subEventGuids: ['r1'],
  categoryGuids: ['c1'],
  waveGuids: [],
  registratorName: 'Jana Nováková',
  email: 'jana@example.com',
  currency: 'CZK',
  paymentMethod: 2,
  paid: true,
  deleted: false,
  dateCreated: '2026-05-09T10:00:00.000Z',
  datePaid: '2026-05-10T10:00:00.000Z',
  calculatedPrice: 45_000,
  chargedAmount: null,
  cancelledAmount: 0,
  gatewayFee: null,
  itemCount: 1,
  valueChangeFees: [],
};

const body = (dateFrom = '2026-05-01', dateTo = '2026-05-31') =>
  billingCreateBodySchema.parse({ name: 'Květen', organizerId: ORGANIZER, type: 'orders', dateFrom, dateTo });

/** Settlements kept in memory; `failWrites` makes the next writes crash like a worker dying mid-way. */
function memory(failWrites = 0) {
  const stored = new Map<number, unknown>();
  let lastId = 0;
  let failures = failWrites;
  const ports = {
    organizer: async () => ({ guid: ORGANIZER, name: 'Běžecký klub' }),
    seriesOfOrganizer: async () => [{ guid: 's1', name: 'Běžecký pohár' }],
    ordersOfSeries: async () => [paidOrder],
    billedOrders: async () => new Set<string>(),
    billedFees: async () => new Set<string>(),
    nextId: vi.fn(async () => ++lastId),
    create: vi.fn(async (billing: { id: number }) => {
      if (failures-- > 0) throw new Error('worker crashed');
      stored.set(billing.id, billing);
    }),
    get: async (id: number) => stored.get(id),
  } as unknown as BillingPorts & { nextId: ReturnType<typeof vi.fn>; create: ReturnType<typeof vi.fn> };
  return { ports, stored };
}

/** A job record as the store keeps it; `progress` writes the partial result back like the store. */
function context(input: Record<string, unknown>): JobRunContext {
  const job = {
    id: 'job-1',
    kind: 'billingCreate',
    state: 'running',
    input,
    done: 0,
    total: null,
    result: null,
    error: null,
    createdAt: '2026-06-01T08:00:00.000Z',
    createdBy: 'admin-1',
    createdByName: 'Eva Správcová',
    startedAt: null,
    finishedAt: null,
    runs: 1,
  } as JobRecord;
  return {
    job,
    progress: async (done, total, result) => {
      Object.assign(job, { done, total, result });
    },
    timeIsUp: () => false,
    now: () => new Date('2026-06-01T08:00:01.000Z'),
  };
}

const input = (b = body()) => ({ body: b, requestedAt: '2026-06-01T08:00:00.000Z' });

describe('billing creation job', () => {
  it('writes one settlement and names it in the result; a repeated delivery writes nothing more', async () => {
    const { ports, stored } = memory();
    const ctx = context(input());
    expect(await runBillingCreateJob(ports, ctx)).toEqual({
      kind: 'finished',
      done: 1,
      total: 1,
      result: { billingId: 1 },
    });
    expect(stored.get(1)).toMatchObject({
      id: 1,
      name: 'Květen',
      createdBy: 'admin-1',
      createdByName: 'Eva Správcová',
    });
    expect(await runBillingCreateJob(ports, ctx)).toMatchObject({ result: { billingId: 1 } });
    expect(ports.create).toHaveBeenCalledTimes(1);
    expect(ports.nextId).toHaveBeenCalledTimes(1);
  });

  it('a worker retried after a crash writes the same settlement number, not a second one', async () => {
    const { ports, stored } = memory(1);
    const ctx = context(input());
    await expect(runBillingCreateJob(ports, ctx)).rejects.toThrow('worker crashed');
    expect(ctx.job.result).toEqual({ billingId: 1 });
    expect(await runBillingCreateJob(ports, ctx)).toMatchObject({ result: { billingId: 1 } });
    expect([...stored.keys()]).toEqual([1]);
    expect(ports.nextId).toHaveBeenCalledTimes(1);
  });

  it('refuses a period with nothing to settle with its translated code', async () => {
    const { ports, stored } = memory();
    await expect(
      runBillingCreateJob(ports, context(input(body('2026-07-01', '2026-07-31')))),
    ).rejects.toMatchObject({
      code: 'billing.empty',
    });
    expect(stored.size).toBe(0);
  });
});
