import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NumberingFileResult } from '@shared/back-office/numbering-file-schemas';
import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import { Role } from '@shared/codelists/enums';
import { createTargets, grant, permission, putUser, type Targets } from '../matrix/world';
import { api, useTestStackEnv } from '../support';
import {
  numbersByName,
  putRunners,
  removeCatalogue,
  waitForJob,
  type PlacedRunner,
} from './start-number-support';

/**
 * Start numbers from a file (§7 admin series numbering from-file) run by an event manager of the
 * series: upload (presigned), a preview job that writes nothing and reports every row, an apply
 * job that gives the numbers; job status is his, not another manager's.
 */

let admin: string;
let manager: { userId: string; token: string };
let colleague: { userId: string; token: string };
let targets: Targets;
let sub: string;
let runners: PlacedRunner[];

const post = <T>(path: string, body: unknown, token: string) =>
  api<T>(path, { method: 'POST', token, body: JSON.stringify(body) });

async function upload(bytes: Uint8Array, name: string, token = manager.token): Promise<string> {
  const ticket = await post<{ uploadUrl: string; fileKey: string; headers: Record<string, string> }>(
    `admin/series/${targets.seriesGuid}/uploads`,
    { purpose: 'startNumbers', fileName: name, size: bytes.length },
    token,
  );
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
  const put = await fetch(ticket.body.uploadUrl, {
    method: 'PUT',
    body: bytes,
    headers: ticket.body.headers,
  });
  expect(put.status).toBe(200);
  return ticket.body.fileKey;
}

async function run(fileKey: string, mode: 'preview' | 'apply', token = manager.token) {
  const start = await post<{ jobId: string }>(
    'admin/series/numberings/from-file',
    { seriesGuid: targets.seriesGuid, subEventGuid: sub, fileKey, mode },
    token,
  );
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const job = await waitForJob(start.body.jobId, token);
  expect(job.state, JSON.stringify(job)).toBe('finished');
  return { jobId: start.body.jobId, result: job.result as unknown as NumberingFileResult };
}

beforeAll(async () => {
  useTestStackEnv();
  admin = (await putUser('from-file-admin', [Role.USER, Role.ADMIN])).token;
  manager = await putUser(`from-file-em-${randomUUID().slice(0, 6)}`, [Role.USER, Role.EVENT_MANAGER]);
  colleague = await putUser(`from-file-em2-${randomUUID().slice(0, 6)}`, [Role.USER, Role.EVENT_MANAGER]);
  targets = await createTargets();
  sub = targets.entity.subevent;
  for (const u of [manager, colleague])
    await grant(u.userId, permission('series', targets.seriesGuid, targets.seriesGuid));
  runners = await putRunners(targets, sub, [
    { last: 'Adamová' },
    { last: 'Bílá', first: 'Eva', birthYear: 1985 },
    { last: 'Cílová', startNumber: 7 },
    { last: 'Dušková' },
  ]);
});

afterAll(async () => {
  await removeCatalogue(targets, [sub]);
});

describe('start numbers from a file', () => {
  it('previews without writing, applies, and reports rows not matched or numbers taken', async () => {
    const [adamova, , cilova] = runners;
    const csv = [
      'ID registrace;Příjmení;Jméno;Ročník;Startovní číslo',
      `${adamova!.itemGuid};;;;1`,
      ';Bílá;Eva;1985;2',
      ';Neznámá;Jana;1990;3',
      `${cilova!.orderGuid};;;;7`,
      ';Dušková;Jana;1990;7',
    ].join('\r\n');
    const fileKey = await upload(new TextEncoder().encode(csv), 'cisla.csv');

    const preview = await run(fileKey, 'preview');
    expect(preview.result).toMatchObject({
      mode: 'preview',
      rows: 5,
      assigned: 2,
      unchanged: 1,
      problemCount: 2,
    });
    expect(preview.result.problems.map((p) => [p.line, p.problem])).toEqual([
      [4, 'notMatched'],
      [6, 'duplicateInFile'],
    ]);
    expect(await numbersByName(sub, admin)).toEqual({ Adamová: null, Bílá: null, Cílová: 7, Dušková: null });

    const applied = await run(fileKey, 'apply');
    expect(applied.result).toMatchObject({ mode: 'apply', assigned: 2, problemCount: 2 });
    expect(await numbersByName(sub, admin)).toEqual({ Adamová: 1, Bílá: 2, Cílová: 7, Dušková: null });
    // Applying the same file again is the same job: nothing is given twice.
    const again = await run(fileKey, 'apply');
    expect(again.jobId).toBe(applied.jobId);

    const history = await api<{ rows: HistoryEntry[] }>(
      `admin/series/${targets.seriesGuid}/histories?take=10`,
      {
        token: admin,
      },
    );
    expect(history.body.rows.find((h) => h.changes[0]?.field === 'startNumbersFromFile')).toMatchObject({
      target: { kind: 'subevent', guid: sub },
      changes: [
        { field: 'startNumbersFromFile', after: 2 },
        { field: 'startNumbersFromFileProblems', after: 2 },
      ],
    });

    // The job is the manager's: a colleague of the same series may not read it; an admin may.
    expect((await api(`admin/jobs/${applied.jobId}`, { token: colleague.token })).status).toBe(403);
    expect((await api(`admin/jobs/${applied.jobId}`, { token: admin })).status).toBe(200);
  });

  it('reads an XLSX sheet', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Čísla');
    sheet.addRow(['Příjmení', 'Jméno', 'Datum narození', 'St. č.']);
    sheet.addRow(['Dušková', 'Jana', new Date('1990-05-04T00:00:00Z'), 44]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const fileKey = await upload(bytes, 'cisla.xlsx');
    const applied = await run(fileKey, 'apply');
    expect(applied.result).toMatchObject({ assigned: 1, problemCount: 0 });
    expect((await numbersByName(sub, admin)).Dušková).toBe(44);
  });

  it('refuses a file key of another purpose and a race of another series', async () => {
    const bad = await post(
      'admin/series/numberings/from-file',
      {
        seriesGuid: targets.seriesGuid,
        subEventGuid: sub,
        fileKey: `uploads/bankStatement/${randomUUID()}/x.csv`,
        mode: 'apply',
      },
      manager.token,
    );
    expect(bad.status).toBe(400);
    const elsewhere = await createTargets();
    const foreign = await post(
      'admin/series/numberings/from-file',
      {
        seriesGuid: targets.seriesGuid,
        subEventGuid: elsewhere.entity.subevent,
        fileKey: `uploads/startNumbers/${randomUUID()}/x.csv`,
        mode: 'preview',
      },
      admin,
    );
    expect(foreign.status).toBe(404);
    // The manager has no permission on the other series' race.
    const refused = await post(
      'admin/series/numberings/from-file',
      {
        seriesGuid: targets.seriesGuid,
        subEventGuid: elsewhere.entity.subevent,
        fileKey: `uploads/startNumbers/${randomUUID()}/x.csv`,
        mode: 'preview',
      },
      manager.token,
    );
    expect(refused.status).toBe(403);
    await removeCatalogue(elsewhere, [elsewhere.entity.subevent]);
  });
});
