import { describe, expect, it } from 'vitest';
import type { DiscountRecord } from '../orders/order-records';
import type { JobRecord, JobRunContext } from '../jobs/jobs';
import { DISCOUNT_CSV_COLUMNS } from './discount-csv';
import { runDiscountImportJob, type DiscountImportPorts } from './discount-import';

const SERIES = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const header = DISCOUNT_CSV_COLUMNS.join(';');
const line = (code: string, price = '50') =>
  [code, 'Sleva', price, 'CZK', 3, 3, 0, ...Array(DISCOUNT_CSV_COLUMNS.length - 7).fill('')].join(';');

function store(file: string) {
  const codes = new Map<string, DiscountRecord>();
  let writes = 0;
  const ports: DiscountImportPorts = {
    readFile: async () => new TextEncoder().encode(`\uFEFF${file}`),
    newId: () => 'h',
    seriesExists: async () => true,
    seriesName: async () => 'Série',
    listDiscounts: async () => [...codes.values()],
    getDiscount: async (_s, code) => codes.get(code),
    usage: async (_s, list) => new Map(list.map((c) => [c, 0])),
    createDiscount: async (record) => {
      if (codes.has(record.code)) return false;
      codes.set(record.code, record);
      writes++;
      return true;
    },
    replaceDiscount: async (_before, after) => {
      codes.set(after.code, after);
      writes++;
      return true;
    },
    deleteDiscount: async () => 'deleted',
  };
  return { ports, codes, writes: () => writes };
}

/** Runs deliveries like the worker: each resumes from the saved cursor and partial result. */
async function runToEnd(ports: DiscountImportPorts, stopAfterSlices: number) {
  const job = {
    id: 'job',
    kind: 'discountImport',
    input: { seriesGuid: SERIES, fileKey: 'k', locale: 'en' },
    done: 0,
    total: null,
    result: null,
    createdBy: 'u1',
    createdByName: 'Eva',
  } as unknown as JobRecord;
  let deliveries = 0;
  for (;;) {
    deliveries++;
    let slices = 0;
    const ctx: JobRunContext = {
      job: { ...job },
      progress: async (done, total, result) => {
        slices++;
        Object.assign(job, { done, total, result });
      },
      timeIsUp: () => slices >= stopAfterSlices,
      now: () => new Date('2027-01-01T00:00:00Z'),
    };
    const outcome = await runDiscountImportJob(ports, ctx);
    if (outcome.kind === 'finished') return { ...outcome, deliveries };
  }
}

describe('discount CSV import job', () => {
  it('imports in slices that resume from the saved cursor, with the §8 report; a second run changes nothing', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => line(`K${String(i).padStart(3, '0')}`));
    const file = [header, ...rows, line('K001', '60'), line('BAD', '10 + * 2'), ''].join('\r\n');
    const { ports, codes, writes } = store(file);
    const first = await runToEnd(ports, 1);
    expect(first.deliveries).toBe(3);
    expect(first.result).toMatchObject({ loaded: 122, created: 120, updated: 0, skipped: 2 });
    expect(first.result.errors).toEqual([
      { line: 122, column: 'code', messages: [expect.stringContaining('line 3')] },
      { line: 123, column: 'price', messages: [expect.any(String)] },
    ]);
    expect(codes.size).toBe(120);
    const written = writes();

    const second = await runToEnd(ports, 100);
    expect(second.result).toMatchObject({ loaded: 122, created: 0, updated: 0, skipped: 122 });
    expect(writes()).toBe(written);
  });

  it('reports a file without the columns instead of importing it', async () => {
    const { ports } = store('kod;cena\r\nX;1\r\n');
    const out = await runToEnd(ports, 100);
    expect(out.result).toMatchObject({ loaded: 0, created: 0, errors: [{ line: 1, column: '' }] });
  });
});
