import { describe, expect, it } from 'vitest';
import { EmailType } from '@shared/codelists/enums';
import type { BankImportResult } from '@shared/payments/bank-payment-schemas';
import { orderEmailMessage } from '../emails/order-email-trigger';
import type { OrderHistoryRecord, OrderItemRecord, OrderRecord } from '../orders/order-records';
import { runJob, type JobPorts, type JobRecord } from '../jobs/jobs';
import { bankPaymentGuid, type BankPaymentRecord } from './bank-payment-record';
import {
  runBankStatementImport,
  SLICE_ROWS,
  type BankImportPorts,
  type DecidedRow,
} from './import-statement';

/** In-memory stand-ins of the import's ports, with a crash switch. */
function world(
  orderCount: number,
  statementRows?: string[],
  options: {
    /** Other statements by file key (jobs added with `run(…, jobId, fileKey)`). */
    statements?: Record<string, string[]>;
    /**
     * This many jobs at once: the first bulk write of each waits until all of them have read and
     * decided, and writes as the DynamoDB adapter does (the orders' payments, guarded by the order
     * alone, and the other rows, by their guid; the paying rows' records and history entries put
     * after them). The first to write holds those puts until `releaseHeldRecords()`.
     */
    writersTogether?: number;
  } = {},
) {
  const orders = new Map<string, OrderRecord>();
  const vsToGuid = new Map<string, string>();
  for (let i = 0; i < orderCount; i++) {
    const guid = `o${i}`;
    const vs = String(1_000_000_000 + i);
    orders.set(guid, {
      guid,
      variableSymbol: vs,
      paid: false,
      cancelled: false,
      deleted: false,
      expired: false,
      currency: 'CZK',
      calculatedPrice: 45_000,
    } as OrderRecord);
    vsToGuid.set(vs, guid);
  }
  const payments = new Map<string, BankPaymentRecord>();
  const emails: string[] = [];
  /** The queued e-mails' message ids (the e-mail worker sends each id at most once). */
  const emailIds: string[] = [];
  /** The other jobs' records the import read (the job store's GetItem). */
  const jobReads: string[] = [];
  const transitions: string[] = [];
  /** Order history entries by their key (order, time), as DynamoDB keeps them. */
  const histories = new Map<string, OrderHistoryRecord>();
  const addHistory = (h: OrderHistoryRecord) => {
    const key = `${h.orderGuid}|${h.date}`;
    if (!histories.has(key)) histories.set(key, h);
  };
  let crashAfterTransitions = Infinity;
  let recordCalls = 0;
  let crashBeforeRecordsOnCall = 0;
  let beforeRecord = () => {};
  let beforeTransition = (_orderGuid: string) => {};
  const writersWaiting: Array<() => void> = [];
  let writersArrived = 0;
  let releaseHeldRecords = () => {};
  let heldRecords: Promise<void> | undefined = new Promise<void>((resolve) => {
    releaseHeldRecords = resolve;
  });
  const jobs = new Map<string, JobRecord>();
  const queued: string[] = [];
  const csv = [
    'ID pohybu;Datum;Objem;Měna;VS',
    ...(statementRows ??
      [...orders.values()].map((o, i) => `${9000 + i};05.01.2026;450,00;CZK;${o.variableSymbol}`)),
  ].join('\n');
  const csvOf = (key: string) => {
    const rows = options.statements?.[key];
    return rows ? ['ID pohybu;Datum;Objem;Měna;VS', ...rows].join('\n') : csv;
  };
  const ports: BankImportPorts = {
    readFile: (key) => Promise.resolve(Buffer.from(csvOf(key))),
    claim: (row) => {
      const existing = payments.get(row.guid);
      if (existing) return Promise.resolve({ claimed: false, existing: { ...existing } });
      payments.set(row.guid, { ...row });
      return Promise.resolve({ claimed: true });
    },
    settle: ({ guid }, outcome) => {
      Object.assign(payments.get(guid)!, outcome);
      return Promise.resolve();
    },
    ordersByVariableSymbol: (symbols) =>
      Promise.resolve(new Map(symbols.filter((s) => vsToGuid.has(s)).map((s) => [s, vsToGuid.get(s)!]))),
    loadOrder: (guid) => {
      const order = orders.get(guid);
      return Promise.resolve(
        order ? { order: { ...order }, items: [] as OrderItemRecord[], history: [] } : undefined,
      );
    },
    earlierPartialPayments: (orderGuid, exceptGuid) =>
      Promise.resolve(
        [...payments.values()]
          .filter((p) => p.orderGuid === orderGuid && p.guid !== exceptGuid && p.status === 'underpaid')
          .reduce((sum, p) => sum + p.amount, 0),
      ),
    applyTransition: (order, _items, plan) => {
      beforeTransition(order.guid);
      const current = orders.get(order.guid)!;
      if (current.paid) return Promise.resolve({ kind: 'orderChanged' });
      Object.assign(current, plan.set);
      addHistory(plan.history);
      transitions.push(order.guid);
      if (transitions.length === crashAfterTransitions) throw new Error('worker killed');
      return Promise.resolve({ kind: 'applied' });
    },
    enqueueOrderEmail: (guid, type, suffix) => {
      emails.push(guid);
      emailIds.push(orderEmailMessage(guid, type, suffix).messageId);
      return Promise.resolve();
    },
    enqueueOrderEmails: (list) => {
      emails.push(...list.map((e) => e.orderGuid));
      emailIds.push(...list.map((e) => orderEmailMessage(e.orderGuid, e.emailType, e.suffix).messageId));
      return Promise.resolve();
    },
    existingPayments: (guids) =>
      Promise.resolve(new Map(guids.filter((g) => payments.has(g)).map((g) => [g, { ...payments.get(g)! }]))),
    loadOrders: (guids) =>
      Promise.resolve(
        new Map(
          guids
            .filter((g) => orders.has(g))
            .map((g) => [g, { order: { ...orders.get(g)! }, items: [] as OrderItemRecord[], history: [] }]),
        ),
      ),
    // Each row as its own transaction: written whole or not at all; a crash stops between rows.
    recordDecided: async (rows) => {
      if (options.writersTogether && writersArrived < options.writersTogether) {
        writersArrived++;
        await new Promise<void>((resolve) => {
          writersWaiting.push(resolve);
          if (writersWaiting.length === options.writersTogether) writersWaiting.splice(0).forEach((r) => r());
        });
      }
      beforeRecord();
      if (++recordCalls === crashBeforeRecordsOnCall) {
        // As the DynamoDB adapter does: the orders' payments (and other rows) first, the paying
        // rows' records and history entries after them; the worker stops in between.
        for (const { record, payment } of rows) {
          const order = payment && orders.get(payment.order.guid)!;
          if (payments.has(record.guid) || order?.paid) continue;
          if (order && payment) {
            Object.assign(order, payment.plan.set);
            transitions.push(order.guid);
          } else payments.set(record.guid, { ...record });
        }
        throw new Error('worker killed before the records');
      }
      const failed = new Set<number>();
      if (options.writersTogether) {
        const after: Array<DecidedRow> = [];
        rows.forEach((row, i) => {
          const order = row.payment && orders.get(row.payment.order.guid)!;
          if (order?.paid || (!order && payments.has(row.record.guid))) return failed.add(i);
          if (!order || !row.payment) return payments.set(row.record.guid, { ...row.record });
          Object.assign(order, row.payment.plan.set);
          transitions.push(order.guid);
          after.push(row);
        });
        const hold = heldRecords;
        heldRecords = undefined;
        await hold;
        for (const { record, payment } of after) {
          payments.set(record.guid, { ...record });
          if (payment) addHistory(payment.plan.history);
        }
        return failed;
      }
      rows.forEach(({ record, payment }, i) => {
        const order = payment && orders.get(payment.order.guid)!;
        if (payments.has(record.guid) || order?.paid) return failed.add(i);
        payments.set(record.guid, { ...record });
        if (order && payment) {
          Object.assign(order, payment.plan.set);
          addHistory(payment.plan.history);
          transitions.push(order.guid);
          if (transitions.length === crashAfterTransitions) throw new Error('worker killed');
        }
      });
      return failed;
    },
    recordPaymentHistory: (entry) => {
      addHistory(entry);
      return Promise.resolve();
    },
    readJob: (id) => {
      jobReads.push(id);
      return Promise.resolve(jobs.has(id) ? structuredClone(jobs.get(id)) : undefined);
    },
    // As the DynamoDB adapter: only while the row is still pending under that job.
    takeOverClaim: (guid, fromJobId, to) => {
      const row = payments.get(guid);
      if (row?.status !== 'pending' || row.jobId !== fromJobId) return Promise.resolve(false);
      Object.assign(row, to);
      return Promise.resolve(true);
    },
  };
  const jobPorts: JobPorts = {
    store: {
      create: (job) => Promise.resolve(jobs.get(job.id) ?? (jobs.set(job.id, job), job)),
      get: (id) => Promise.resolve(jobs.has(id) ? structuredClone(jobs.get(id)) : undefined),
      markRunning: (id) => {
        Object.assign(jobs.get(id)!, { state: 'running' });
        return Promise.resolve();
      },
      saveProgress: (id, progress) => {
        Object.assign(jobs.get(id)!, structuredClone(progress));
        return Promise.resolve();
      },
      finish: (id, outcome) => {
        Object.assign(jobs.get(id)!, structuredClone(outcome));
        return Promise.resolve();
      },
    },
    enqueue: (id) => {
      queued.push(id);
      return Promise.resolve();
    },
  };
  const addJob = (id: string, fileKey = 'uploads/bankStatement/x/a.csv') =>
    jobs.set(id, {
      id,
      kind: 'bankStatementImport',
      state: 'queued',
      input: { fileKey },
      done: 0,
      total: null,
      result: null,
      error: null,
      createdAt: '2026-01-05T10:00:00Z',
      createdBy: 'admin',
      createdByName: 'Admin',
      startedAt: null,
      finishedAt: null,
      runs: 0,
    });
  addJob('job-1');
  const run = (timeIsUp = () => false, jobId = 'job-1', fileKey?: string) => {
    if (!jobs.has(jobId)) addJob(jobId, fileKey);
    return runJob(jobPorts, { bankStatementImport: (ctx) => runBankStatementImport(ports, ctx) }, jobId, {
      timeIsUp,
    });
  };
  return {
    orders,
    emails,
    emailIds,
    jobReads,
    transitions,
    histories,
    jobs,
    queued,
    run,
    payments,
    crashAfter: (n: number) => {
      crashAfterTransitions = n;
    },
    /** The n-th bulk write (from now) pays its orders and stops before writing their records. */
    crashBeforeRecords: (n: number) => {
      crashBeforeRecordsOnCall = recordCalls + n;
    },
    onRecord: (fn: () => void) => {
      beforeRecord = fn;
    },
    onTransition: (fn: (orderGuid: string) => void) => {
      beforeTransition = fn;
    },
    /** Another import job's transaction pays the order with the row (its record put later). */
    releaseHeldRecords: () => releaseHeldRecords(),
    /** A job's retries are exhausted, or it ended otherwise: it never runs again. */
    failJob: (jobId: string) => {
      Object.assign(jobs.get(jobId)!, { state: 'failed', error: 'worker killed' });
    },
    payAsAnotherJob: (orderGuid: string, movementId: string, jobId: string) => {
      // That job is under way (it pays now): the row stays its to finish.
      if (!jobs.has(jobId))
        jobs.set(jobId, { ...structuredClone(jobs.get('job-1')!), id: jobId, state: 'running' });
      Object.assign(orders.get(orderGuid)!, {
        paid: true,
        datePaid: '2026-01-05T10:00:00.500Z',
        bankPaymentGuid: bankPaymentGuid(movementId),
        bankPaymentJobId: jobId,
      });
      transitions.push(orderGuid);
    },
  };
}

describe('bank import job', () => {
  it('a worker killed mid-file is retried and resumes: every order paid once, every e-mail queued', async () => {
    const w = world(SLICE_ROWS + 50);
    w.crashAfter(SLICE_ROWS + 10);
    await expect(w.run()).rejects.toThrow('worker killed');
    // The first slice was saved; the second stopped midway.
    expect(w.jobs.get('job-1')).toMatchObject({ state: 'running', done: SLICE_ROWS });
    w.crashAfter(Infinity);
    expect(await w.run()).toBe('finished');
    expect(w.transitions).toHaveLength(SLICE_ROWS + 50);
    expect(new Set(w.transitions).size).toBe(SLICE_ROWS + 50);
    expect([...w.orders.values()].every((o) => o.paid)).toBe(true);
    expect(new Set(w.emails).size).toBe(SLICE_ROWS + 50);
    expect(w.jobs.get('job-1')).toMatchObject({
      state: 'finished',
      done: SLICE_ROWS + 50,
      total: SLICE_ROWS + 50,
      result: {
        processedRows: SLICE_ROWS + 50,
        paid: SLICE_ROWS + 50,
        updatedOrders: SLICE_ROWS + 50,
        duplicates: 0,
      },
    });
    // A late duplicate delivery of the finished job changes nothing.
    expect(await w.run()).toBe('finished');
    expect(w.transitions).toHaveLength(SLICE_ROWS + 50);
  });

  it('a worker killed after paying the orders of a slice but before their records resumes: each paid once, recorded once', async () => {
    const w = world(SLICE_ROWS + 50);
    w.crashBeforeRecords(2);
    await expect(w.run()).rejects.toThrow('worker killed before the records');
    expect(w.jobs.get('job-1')).toMatchObject({ state: 'running', done: SLICE_ROWS });
    expect(w.payments.size).toBe(SLICE_ROWS);
    expect(await w.run()).toBe('finished');
    expect(w.transitions).toHaveLength(SLICE_ROWS + 50);
    expect(new Set(w.transitions).size).toBe(SLICE_ROWS + 50);
    expect(w.payments.size).toBe(SLICE_ROWS + 50);
    expect([...w.payments.values()].every((p) => p.status === 'paid' && p.orderGuid)).toBe(true);
    // Every order's history shows its payment once, the resumed ones as the bulk path writes it.
    const paidEntries = [...w.histories.values()].filter((h) => h.action === 'paidByBankTransfer');
    expect(paidEntries).toHaveLength(SLICE_ROWS + 50);
    expect(new Set(paidEntries.map((h) => h.orderGuid)).size).toBe(SLICE_ROWS + 50);
    for (const h of paidEntries) {
      const order = w.orders.get(h.orderGuid)!;
      expect(h).toMatchObject({
        date: order.datePaid,
        by: 'admin',
        byName: 'Admin',
        changes: { paid: { from: false, to: true }, bankPayment: order.bankPaymentGuid, received: 45_000 },
      });
      expect(h.changes).not.toHaveProperty('overpaid');
    }
    expect(new Set(w.emails).size).toBe(SLICE_ROWS + 50);
    expect(w.jobs.get('job-1')).toMatchObject({
      state: 'finished',
      result: { processedRows: SLICE_ROWS + 50, paid: SLICE_ROWS + 50, updatedOrders: SLICE_ROWS + 50 },
    });
    // The same statement again in another job: every row already imported, nothing paid again.
    expect(await w.run(undefined, 'job-2')).toBe('finished');
    expect(w.transitions).toHaveLength(SLICE_ROWS + 50);
    expect(w.jobs.get('job-2')).toMatchObject({ result: { alreadyImported: SLICE_ROWS + 50, paid: 0 } });
  });

  it('stops between slices when time is up and queues itself to continue', async () => {
    const w = world(SLICE_ROWS * 2 + 1);
    let slices = 0;
    expect(await w.run(() => ++slices > 1)).toBe('running');
    expect(w.queued).toEqual(['job-1']);
    expect(w.jobs.get('job-1')?.done).toBe(SLICE_ROWS * 2);
    expect(await w.run()).toBe('finished');
    expect(w.transitions).toHaveLength(SLICE_ROWS * 2 + 1);
  });

  it('a second transfer of one variable symbol in the same statement completes the underpaid order', async () => {
    const w = world(1, ['9000;05.01.2026;200,00;CZK;1000000000', '9001;06.01.2026;250,00;CZK;1000000000']);
    expect(await w.run()).toBe('finished');
    expect(w.orders.get('o0')?.paid).toBe(true);
    expect(w.transitions).toEqual(['o0']);
    expect([...w.payments.values()].map((p) => [p.status, p.remaining])).toEqual([
      ['underpaid', 25_000],
      ['paid', null],
    ]);
    expect(w.jobs.get('job-1')?.result).toMatchObject({ processedRows: 2, underpaid: 1, paid: 1 });
  });

  it('an order paid by card while the slice was being decided is flagged as a duplicate, not paid again', async () => {
    const w = world(3);
    w.onRecord(() => Object.assign(w.orders.get('o1')!, { paid: true }));
    expect(await w.run()).toBe('finished');
    expect(w.transitions).toEqual(['o0', 'o2']);
    expect(w.emails.sort()).toEqual(['o0', 'o2']);
    expect([...w.payments.values()].map((p) => p.status)).toEqual(['paid', 'paid', 'duplicate']);
    expect(w.jobs.get('job-1')?.result).toMatchObject({ paid: 2, duplicates: 1, updatedOrders: 2 });
  });

  it('a transfer of a symbol the slice before paid is a duplicate, though its slice was read before that slice was written', async () => {
    const rows = Array.from(
      { length: SLICE_ROWS },
      (_, i) => `${9000 + i};05.01.2026;450,00;CZK;${1_000_000_000 + i}`,
    );
    const w = world(SLICE_ROWS, [...rows, '9999;06.01.2026;450,00;CZK;1000000000']);
    expect(await w.run()).toBe('finished');
    expect(w.transitions).toHaveLength(SLICE_ROWS);
    expect(new Set(w.transitions).size).toBe(SLICE_ROWS);
    expect(w.jobs.get('job-1')?.result).toMatchObject({
      processedRows: SLICE_ROWS + 1,
      paid: SLICE_ROWS,
      duplicates: 1,
    });
  });

  it('two jobs importing overlapping statements at once: each row counted by the job that wrote it, each order paid and e-mailed once', async () => {
    const row = (i: number) => `${9000 + i};05.01.2026;450,00;CZK;${1_000_000_000 + i}`;
    const range = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => row(from + k));
    const w = world(9, range(0, 6), {
      statements: { 'b.csv': range(3, 9) },
      writersTogether: 2,
    });
    const runs = [w.run(undefined, 'job-1'), w.run(undefined, 'job-2', 'b.csv')];
    // The job that wrote second finishes while the first one's records are still to come.
    expect(await Promise.race(runs)).toBe('finished');
    w.releaseHeldRecords();
    expect(await Promise.all(runs)).toEqual(['finished', 'finished']);
    const first = w.jobs.get('job-1')!.result as BankImportResult;
    const second = w.jobs.get('job-2')!.result as BankImportResult;
    // The three shared rows: written by one job each, the other's report skips them.
    expect(first.updatedOrders + second.updatedOrders).toBe(9);
    expect(first.alreadyImported + second.alreadyImported).toBe(3);
    for (const result of [first, second])
      expect(result).toMatchObject({ processedRows: 6, paid: result.updatedOrders, duplicates: 0 });
    expect(w.transitions.sort()).toEqual([...w.orders.keys()].sort());
    expect(w.emails.sort()).toEqual([...w.orders.keys()].sort());
    // Every record names the job that paid its order, the one whose report counts it.
    for (const order of w.orders.values())
      expect(w.payments.get(order.bankPaymentGuid!)).toMatchObject({
        status: 'paid',
        orderGuid: order.guid,
        jobId: order.bankPaymentJobId,
      });
  });

  it('a row whose order another job pays with it while this job decides it row by row is skipped, not counted', async () => {
    const w = world(1, ['9000;05.01.2026;200,00;CZK;1000000000', '9001;06.01.2026;250,00;CZK;1000000000']);
    w.onTransition((orderGuid) => w.payAsAnotherJob(orderGuid, '9001', 'job-2'));
    expect(await w.run()).toBe('finished');
    expect(w.transitions).toEqual(['o0']);
    expect(w.jobs.get('job-1')?.result).toMatchObject({
      processedRows: 2,
      underpaid: 1,
      paid: 0,
      updatedOrders: 0,
      alreadyImported: 1,
    });
    // Its claim is left for the paying job's record; this job did not decide it.
    expect(w.payments.get(bankPaymentGuid('9001'))).toMatchObject({ status: 'pending', jobId: 'job-1' });
  });

  it('a job stopped between its payments and their records, another job over the same rows meanwhile: the stopped job counts and finishes them on its retry', async () => {
    const w = world(SLICE_ROWS + 50);
    w.crashBeforeRecords(2);
    await expect(w.run()).rejects.toThrow('worker killed before the records');
    // The other job finds the 50 orders paid with its rows by job-1: skipped, their claims left.
    expect(await w.run(undefined, 'job-2')).toBe('finished');
    expect(w.jobs.get('job-2')?.result).toMatchObject({
      processedRows: SLICE_ROWS + 50,
      alreadyImported: SLICE_ROWS + 50,
      paid: 0,
      updatedOrders: 0,
    });
    expect([...w.payments.values()].filter((p) => p.status === 'pending')).toHaveLength(50);
    expect(await w.run()).toBe('finished');
    expect(w.jobs.get('job-1')?.result).toMatchObject({
      processedRows: SLICE_ROWS + 50,
      paid: SLICE_ROWS + 50,
      updatedOrders: SLICE_ROWS + 50,
    });
    expect(w.transitions).toHaveLength(SLICE_ROWS + 50);
    expect(new Set(w.transitions).size).toBe(SLICE_ROWS + 50);
    expect([...w.payments.values()].every((p) => p.status === 'paid' && p.jobId === 'job-1')).toBe(true);
    const paidEntries = [...w.histories.values()].filter((h) => h.action === 'paidByBankTransfer');
    expect(new Set(paidEntries.map((h) => h.orderGuid)).size).toBe(SLICE_ROWS + 50);
    expect(w.emails).toHaveLength(SLICE_ROWS + 50);
    expect(new Set(w.emails).size).toBe(SLICE_ROWS + 50);
  });

  it('a job that failed for good after paying orders in bulk but before their records: a new import finishes those rows and counts them, once; a third reports them already imported', async () => {
    const w = world(SLICE_ROWS + 50);
    w.crashBeforeRecords(2);
    await expect(w.run()).rejects.toThrow('worker killed before the records');
    // Its retries exhausted: job-1 never runs again. 50 orders paid by it, without records.
    w.failJob('job-1');
    expect(w.payments.size).toBe(SLICE_ROWS);
    const paidEarlier = w.emailIds.length;
    expect(await w.run(undefined, 'job-2')).toBe('finished');
    expect(w.jobs.get('job-2')?.result).toMatchObject({
      processedRows: SLICE_ROWS + 50,
      paid: 50,
      updatedOrders: 50,
      alreadyImported: SLICE_ROWS,
    });
    // Nothing paid twice; every row settled, the 50 under the job that finished them.
    expect(w.transitions).toHaveLength(SLICE_ROWS + 50);
    expect(new Set(w.transitions).size).toBe(SLICE_ROWS + 50);
    expect(w.payments.size).toBe(SLICE_ROWS + 50);
    const finished = [...w.payments.values()].filter((p) => p.jobId === 'job-2');
    expect(finished).toHaveLength(50);
    for (const p of finished) expect(p).toMatchObject({ status: 'paid', importedBy: 'admin' });
    expect([...w.payments.values()].every((p) => p.status === 'paid' && p.orderGuid)).toBe(true);
    // One history entry per order, the finished ones as the failed job's bulk path writes them.
    const paidEntries = [...w.histories.values()].filter((h) => h.action === 'paidByBankTransfer');
    expect(paidEntries).toHaveLength(SLICE_ROWS + 50);
    expect(new Set(paidEntries.map((h) => h.orderGuid)).size).toBe(SLICE_ROWS + 50);
    for (const p of finished)
      expect(w.histories.get(`${p.orderGuid}|${w.orders.get(p.orderGuid!)!.datePaid}`)).toMatchObject({
        by: 'admin',
        byName: 'Admin',
        changes: { bankPayment: p.guid, received: 45_000 },
      });
    // One payment e-mail per order, each under the order's once-only id.
    expect(w.emailIds).toHaveLength(SLICE_ROWS + 50);
    expect(new Set(w.emailIds).size).toBe(SLICE_ROWS + 50);
    expect(w.emailIds.slice(paidEarlier)).toEqual(
      finished.map((p) => orderEmailMessage(p.orderGuid!, EmailType.PAYMENT).messageId),
    );
    // The failed job's record was read once for its 50 rows.
    expect(w.jobReads).toEqual(['job-1']);

    expect(await w.run(undefined, 'job-3')).toBe('finished');
    expect(w.jobs.get('job-3')?.result).toMatchObject({
      alreadyImported: SLICE_ROWS + 50,
      paid: 0,
      updatedOrders: 0,
    });
    expect(w.transitions).toHaveLength(SLICE_ROWS + 50);
    expect(w.emailIds).toHaveLength(SLICE_ROWS + 50);
    expect(w.jobReads).toEqual(['job-1']);
  });

  it('rows a stopped job paid stay its own while it may still run; once it failed, the claims another import left pending are finished by the next one', async () => {
    const w = world(3);
    w.crashBeforeRecords(1);
    await expect(w.run()).rejects.toThrow('worker killed before the records');
    // job-1 still running (the queue redelivers it): another import leaves its rows to it.
    expect(await w.run(undefined, 'job-2')).toBe('finished');
    expect(w.jobs.get('job-2')?.result).toMatchObject({ alreadyImported: 3, paid: 0 });
    expect([...w.payments.values()].map((p) => [p.status, p.jobId])).toEqual([
      ['pending', 'job-2'],
      ['pending', 'job-2'],
      ['pending', 'job-2'],
    ]);
    // job-1 fails for good; job-2 has finished: neither will finish the rows, the next import does.
    w.failJob('job-1');
    expect(await w.run(undefined, 'job-3')).toBe('finished');
    expect(w.jobs.get('job-3')?.result).toMatchObject({ paid: 3, updatedOrders: 3, alreadyImported: 0 });
    expect([...w.payments.values()].map((p) => [p.status, p.jobId, p.orderGuid])).toEqual([
      ['paid', 'job-3', 'o0'],
      ['paid', 'job-3', 'o1'],
      ['paid', 'job-3', 'o2'],
    ]);
    expect(w.transitions).toEqual(['o0', 'o1', 'o2']);
    expect([...w.histories.values()].filter((h) => h.action === 'paidByBankTransfer')).toHaveLength(3);
    expect(w.emailIds.sort()).toEqual(
      ['o0', 'o1', 'o2'].map((o) => orderEmailMessage(o, EmailType.PAYMENT).messageId),
    );
    expect(new Set(w.jobReads)).toEqual(new Set(['job-1', 'job-2']));
  });

  it('a row a failed job claimed before deciding it is taken over and decided by the next import; while the job may still run, it is left to it', async () => {
    const w = world(1, ['9000;05.01.2026;200,00;CZK;1000000000', '9001;06.01.2026;250,00;CZK;1000000000']);
    // The second transfer completes the order row by row; the worker stops before paying it.
    w.onTransition(() => {
      throw new Error('worker killed');
    });
    await expect(w.run()).rejects.toThrow('worker killed');
    w.onTransition(() => {});
    const second = bankPaymentGuid('9001');
    expect(w.payments.get(second)).toMatchObject({ status: 'pending', jobId: 'job-1' });
    expect(await w.run(undefined, 'job-2')).toBe('finished');
    expect(w.jobs.get('job-2')?.result).toMatchObject({ alreadyImported: 2, paid: 0 });
    expect(w.payments.get(second)).toMatchObject({ status: 'pending', jobId: 'job-1' });
    expect(w.orders.get('o0')?.paid).toBe(false);

    w.failJob('job-1');
    expect(await w.run(undefined, 'job-3')).toBe('finished');
    // The underpaid row is job-1's record (decided); the pending one is job-3's now, and pays.
    expect(w.jobs.get('job-3')?.result).toMatchObject({ alreadyImported: 1, paid: 1, updatedOrders: 1 });
    expect(w.payments.get(second)).toMatchObject({
      status: 'paid',
      jobId: 'job-3',
      importedBy: 'admin',
      orderGuid: 'o0',
    });
    expect(w.orders.get('o0')).toMatchObject({
      paid: true,
      bankPaymentGuid: second,
      bankPaymentJobId: 'job-3',
    });
    expect(w.transitions).toEqual(['o0']);
    expect(w.emailIds).toEqual([
      orderEmailMessage('o0', EmailType.INCOMPLETE_PAYMENT, bankPaymentGuid('9000')).messageId,
      orderEmailMessage('o0', EmailType.PAYMENT).messageId,
    ]);
  });

  it('two imports at once over a row a failed job paid its order with and left pending: one takes it over and counts it', async () => {
    const w = world(1, ['9000;05.01.2026;200,00;CZK;1000000000', '9001;06.01.2026;250,00;CZK;1000000000']);
    // The second transfer completes the order row by row; the worker stops right after paying it.
    w.crashAfter(1);
    await expect(w.run()).rejects.toThrow('worker killed');
    w.crashAfter(Infinity);
    expect(w.orders.get('o0')).toMatchObject({ paid: true, bankPaymentJobId: 'job-1' });
    expect(w.payments.get(bankPaymentGuid('9001'))).toMatchObject({ status: 'pending', jobId: 'job-1' });
    w.failJob('job-1');
    expect(await Promise.all([w.run(undefined, 'job-2'), w.run(undefined, 'job-3')])).toEqual([
      'finished',
      'finished',
    ]);
    const results = ['job-2', 'job-3'].map((id) => w.jobs.get(id)!.result as BankImportResult);
    expect(results.map((r) => r.paid).sort()).toEqual([0, 1]);
    expect(w.payments.get(bankPaymentGuid('9001'))).toMatchObject({
      status: 'paid',
      jobId: results[0]!.paid ? 'job-2' : 'job-3',
    });
    expect([...w.histories.values()].filter((h) => h.action === 'paidByBankTransfer')).toHaveLength(1);
    expect(results.map((r) => r.alreadyImported)).toEqual([2 - results[0]!.paid, 2 - results[1]!.paid]);
    expect(w.transitions).toEqual(['o0']);
    expect(
      w.emailIds.filter((id) => id === orderEmailMessage('o0', EmailType.PAYMENT).messageId),
    ).toHaveLength(1);
  });
});
