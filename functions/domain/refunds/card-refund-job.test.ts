import { describe, expect, it } from 'vitest';
import type { JobRecord, JobRunContext } from '../jobs/jobs';
import { jobRefundId, runCardRefundJob, type CardRefundJobPorts } from './card-refund-job';
import { fakeGateway, memoryRefundStore, paidCardOrder } from './refund-test-fixtures';

function setup() {
  const orders = [
    paidCardOrder({ guid: 'a', providerCommandId: '1', cancelledAmount: 50000 }),
    paidCardOrder({ guid: 'b', providerCommandId: '2', cancelledAmount: 20000 }),
    paidCardOrder({ guid: 'c', paymentMethod: 2, providerCommandId: null }),
    paidCardOrder({ guid: 'd', providerCommandId: '4', cancelledAmount: 0 }),
  ];
  const mem = memoryRefundStore(orders);
  const gw = fakeGateway({ '1': 50000, '2': 50000, '4': 50000 });
  const ports: CardRefundJobPorts = {
    store: mem.store,
    gateway: gw.gateway,
    enqueueRefundEmail: async () => undefined,
    orderGuidsOfEvent: async () => ['d', 'c', 'b', 'a'],
    loadOrders: async (guids) =>
      guids
        .map((g) => mem.byGuid.get(g))
        .filter((o): o is NonNullable<typeof o> => !!o)
        .map((o) => ({ ...o })),
  };
  return { mem, gw, ports };
}

function context(job: JobRecord): JobRunContext {
  return {
    job,
    progress: async (done, total, result) => {
      Object.assign(job, { done, total, result });
    },
    timeIsUp: () => false,
    now: () => new Date('2026-05-02T10:00:00.000Z'),
  };
}

const newJob = (): JobRecord => ({
  id: 'job-1',
  kind: 'cardRefunds',
  state: 'running',
  input: { eventGuid: 'e1' },
  done: 0,
  total: null,
  result: null,
  error: null,
  createdAt: '2026-05-02T09:59:00.000Z',
  createdBy: 'admin-1',
  createdByName: 'Ada Admin',
  startedAt: null,
  finishedAt: null,
  runs: 1,
});

describe('the cardRefunds job', () => {
  it('refunds every card-paid order of the event what it may get back, transfer orders left out', async () => {
    const { mem, gw, ports } = setup();
    const outcome = await runCardRefundJob(ports, context(newJob()));
    expect(outcome).toEqual({
      kind: 'finished',
      done: 4,
      total: 4,
      result: { refunded: 2, failed: 0, skipped: 0, amount: 70000 },
    });
    expect(gw.refunded).toEqual({ '1': 50000, '2': 20000 });
    expect(mem.refunds.get(`a/${jobRefundId('job-1', 'a')}`)?.jobId).toBe('job-1');
  });

  it('a retried job (crashed after the gateway answered) never refunds twice', async () => {
    const { mem, gw, ports } = setup();
    const job = newJob();
    // First run: the gateway refunds, then the worker dies before recording the answer of order b.
    let calls = 0;
    const crashing = {
      ...ports,
      store: {
        ...ports.store,
        finish: async (...args: Parameters<typeof ports.store.finish>) => {
          calls++;
          if (calls === 2) throw new Error('worker crashed');
          return ports.store.finish(...args);
        },
      },
    };
    await expect(runCardRefundJob(crashing, context(job))).rejects.toThrow('worker crashed');
    expect(gw.refunded).toEqual({ '1': 50000, '2': 20000 });
    // The queue delivers the job again: b's refund is still requested and asked again with its id.
    const outcome = await runCardRefundJob(ports, context(job));
    expect(gw.refunded).toEqual({ '1': 50000, '2': 20000 });
    expect(outcome.kind).toBe('finished');
    expect(mem.byGuid.get('b')).toMatchObject({ refundedAmount: 20000, refundReserved: 20000 });
    // A third run (a duplicate delivery) skips both.
    const third = await runCardRefundJob(ports, context({ ...newJob(), id: 'job-1' }));
    expect(third).toMatchObject({ result: { refunded: 0, skipped: 2 } });
    expect(gw.refunded).toEqual({ '1': 50000, '2': 20000 });
  });
});
