import type { RunResult } from './rush';

export interface ReportRow {
  scenario: string;
  mode: string;
  target: number;
  best?: RunResult;
  runs: number;
  itemsPerTx: number;
}

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

/** The hottest partition's key without its guids (`STAT#…`), to say which item family it is. */
const family = (pk: string) => pk.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '…');

export function formatTable(rows: ReportRow[]): string {
  const head = [
    ['scenario', 26],
    ['mode', 30],
    ['tx items', 8],
    ['ceiling/s', 9],
    ['target', 7],
    ['conflicts/order', 15],
    ['p95 confirm', 11],
    ['errors', 7],
    ['oversold', 8],
    ['hottest partition (WCU/s)', 0],
  ] as const;
  const lines = [head.map(([h, w], i) => (i >= 2 && i < 9 ? lpad(h, w) : pad(h, w))).join('  ')];
  for (const row of rows) {
    const b = row.best;
    const cells = [
      pad(row.scenario, 26),
      pad(row.mode, 30),
      lpad(String(row.itemsPerTx), 8),
      lpad(b ? String(b.rate) : '< 1', 9),
      lpad(b && b.rate >= row.target ? 'met' : `${row.target}`, 7),
      lpad(b && b.confirmed ? (b.conflicts / b.confirmed).toFixed(2) : '–', 15),
      lpad(b ? `${Math.round(b.p95ConfirmMs)} ms` : '–', 11),
      lpad(b && b.arrivals ? `${((100 * b.errors) / b.arrivals).toFixed(2)} %` : '–', 7),
      lpad(b ? String(b.oversold) : '–', 8),
      b ? `${family(b.hottest.pk)} ${Math.round(b.hottest.wcuPerS)}` : '–',
    ];
    lines.push(cells.join('  '));
  }
  return lines.join('\n');
}
