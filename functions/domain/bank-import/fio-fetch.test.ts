import { describe, expect, it } from 'vitest';
import type { FioConnectionRecord, FioFetchState } from './fio-connection-record';
import { fetchFioStatements, type FioAnswer, type FioFetchPorts } from './fio-fetch';
import type { FioRequest } from './fio-fetch-rules';

const GUID = '11111111-1111-4111-8111-111111111111';
const t0 = new Date('2026-11-29T10:00:00.000Z');
const at = (s: number) => new Date(t0.getTime() + s * 1000);

const statement = (ids: number[]) =>
  new TextEncoder().encode(
    JSON.stringify({
      accountStatement: {
        info: {},
        transactionList: {
          transaction: ids.map((id) => ({
            column0: { value: '2026-11-29+0100' },
            column1: { value: 450 },
            column5: { value: '1234567890' },
            column14: { value: 'CZK' },
            column22: { value: id },
          })),
        },
      },
    }),
  );

function world(answers: FioAnswer[], opts: { failStore?: boolean } = {}) {
  const record: FioConnectionRecord = {
    entity: 'fioConnection',
    paymentDetailGuid: GUID,
    seriesGuid: 'series',
    setAt: '2026-11-28T09:00:00.000Z',
    setBy: 'admin',
    setByName: 'Admin',
    tokenEnd: 'abcd',
    nextFetchAfter: null,
    backoffMs: 0,
    lastStoredId: null,
    rewind: false,
    lastFetch: null,
    jobs: [],
  };
  const requests: FioRequest[] = [];
  const stored: string[] = [];
  const started: string[] = [];
  let ids = 0;
  const ports: FioFetchPorts = {
    connections: {
      get: async () => record,
      all: async () => [{ ...record }],
      put: async () => undefined,
      remove: async () => undefined,
      claim: async (_g, setAt, seen, until) => {
        if (setAt !== record.setAt || seen !== record.nextFetchAfter) return false;
        record.nextFetchAfter = until;
        return true;
      },
      saveFetch: async (_g, _s, state: FioFetchState) => void Object.assign(record, state),
    },
    tokens: { get: async () => 'T'.repeat(64) },
    fio: {
      send: async (_token, request) => {
        requests.push(request);
        return answers.shift() ?? { kind: 'ok', body: statement([]) };
      },
    },
    storeStatement: async (key) => {
      if (opts.failStore) throw new Error('S3 down');
      stored.push(key);
    },
    startImport: async (jobId) => void started.push(jobId),
    newId: () => `job-${++ids}`,
  };
  return { ports, record, requests, stored, started };
}

describe('fetchFioStatements', () => {
  it('stores a statement with movements and starts its import job; nothing new starts nothing', async () => {
    const w = world([
      { kind: 'ok', body: statement([1001, 1003]) },
      { kind: 'ok', body: statement([]) },
    ]);
    expect(await fetchFioStatements(w.ports, t0)).toEqual({ requests: 1, imported: 1, movements: 2 });
    expect(w.stored).toEqual([`fio/${GUID}/job-1/transactions.json`]);
    expect(w.started).toEqual(['job-1']);
    expect(w.record).toMatchObject({
      lastStoredId: 1003,
      rewind: false,
      nextFetchAfter: at(30).toISOString(),
    });
    expect(w.record.lastFetch).toEqual({
      at: t0.toISOString(),
      outcome: 'imported',
      jobId: 'job-1',
      movements: 2,
    });

    // Within 30 s: no request at all.
    expect(await fetchFioStatements(w.ports, at(10))).toEqual({ requests: 0, imported: 0, movements: 0 });
    expect(await fetchFioStatements(w.ports, at(31))).toEqual({ requests: 1, imported: 0, movements: 0 });
    expect(w.record.lastFetch?.outcome).toBe('nothingNew');
    expect(w.record.jobs.map((j) => j.jobId)).toEqual(['job-1']);
    expect(w.started).toHaveLength(1);
  });

  it('a 409 backs off a minute and the next request waits for it', async () => {
    const w = world([{ kind: 'rateLimited' }, { kind: 'ok', body: statement([7]) }]);
    await fetchFioStatements(w.ports, t0);
    expect(w.record).toMatchObject({ backoffMs: 60_000, nextFetchAfter: at(60).toISOString() });
    expect(w.record.lastFetch?.outcome).toBe('rateLimited');
    expect((await fetchFioStatements(w.ports, at(45))).requests).toBe(0);
    expect(await fetchFioStatements(w.ports, at(60))).toMatchObject({ imported: 1 });
    expect(w.record.backoffMs).toBe(0);
  });

  it('a statement that could not be stored rewinds the bank cursor, then fetches again', async () => {
    const w = world([{ kind: 'ok', body: statement([5, 6]) }], { failStore: true });
    await fetchFioStatements(w.ports, t0);
    expect(w.record).toMatchObject({ rewind: true, lastStoredId: null });
    expect(w.record.lastFetch?.outcome).toBe('failed');
    w.ports.storeStatement = async (key) => void w.stored.push(key);
    await fetchFioStatements(w.ports, at(60));
    expect(w.requests[1]).toEqual({ kind: 'setLastDate', day: '2026-11-27' });
    expect(w.record.lastFetch?.outcome).toBe('rewound');
    await fetchFioStatements(w.ports, at(90));
    expect(w.requests[2]).toEqual({ kind: 'last' });
  });

  it('a refused token or an answer that is no statement records it and asks no further', async () => {
    const w = world([{ kind: 'tokenRefused' }]);
    await fetchFioStatements(w.ports, t0);
    expect(w.record.lastFetch?.outcome).toBe('tokenRefused');
    const v = world([{ kind: 'ok', body: new TextEncoder().encode('<html>maintenance</html>') }]);
    await fetchFioStatements(v.ports, t0);
    expect(v.record).toMatchObject({ rewind: true });
    expect(v.started).toEqual([]);
  });

  it('two workers at once: the claim lets one of them ask', async () => {
    const w = world([{ kind: 'ok', body: statement([9]) }]);
    const [a, b] = await Promise.all([fetchFioStatements(w.ports, t0), fetchFioStatements(w.ports, t0)]);
    expect(a.requests + b.requests).toBe(1);
    expect(w.requests).toHaveLength(1);
  });
});
