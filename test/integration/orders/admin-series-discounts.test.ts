import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/codelists/enums';
import type { DiscountView, Discounts } from '@shared/back-office/discount-schemas';
import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import { DEMO } from '../../../scripts/local/seed-data';
import { api, APP, useTestStackEnv } from '../support';
import { createTargets, grant, permission, putUser, type Targets } from '../matrix/world';
import { CAT, register, registerBody, tenK } from './checkout-support';
import { waitForJob } from './start-number-support';
import { demoGuid } from '../../../scripts/local/seed-data';

type ErrorBody = {
  code: string;
  message: string;
  validationErrors?: Array<{ field: string; errors: string[] }>;
};

let series: Targets;
let other: Targets;
let admin: { userId: string; token: string };
let manager: { userId: string; token: string };

const send = <T = Record<string, unknown>>(method: string, path: string, token: string, body?: unknown) =>
  api<T>(path, { method, token, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

const discount = (seriesGuid: string, over: Record<string, unknown> = {}) => ({
  seriesGuid,
  code: `t-${randomUUID().slice(0, 8)}`,
  description: 'Sleva pro členy klubu',
  price: '10%',
  currency: 'CZK',
  discountRange: 1,
  codeRange: 3,
  usageLimit: 0,
  ...over,
});

/** Uploads a CSV to the series, starts the import job as the series' event manager and waits for it. */
async function importFile(seriesGuid: string, text: string) {
  const bytes = new TextEncoder().encode(text);
  const ticket = await send<{ uploadUrl: string; fileKey: string; headers: Record<string, string> }>(
    'POST',
    `admin/series/${seriesGuid}/uploads`,
    manager.token,
    { purpose: 'discounts', fileName: 'kódy.csv', size: bytes.length },
  );
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
  const put = await fetch(ticket.body.uploadUrl, {
    method: 'PUT',
    body: bytes,
    headers: ticket.body.headers,
  });
  expect(put.status).toBe(200);
  const start = await send<{ jobId: string }>(
    'POST',
    `admin/series/${seriesGuid}/discounts/import-from-csv`,
    manager.token,
    { fileKey: ticket.body.fileKey },
  );
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  // Starting the same file's import again is the same job.
  const repeated = await send<{ jobId: string }>(
    'POST',
    `admin/series/${seriesGuid}/discounts/import-from-csv`,
    manager.token,
    { fileKey: ticket.body.fileKey },
  );
  expect(repeated.body.jobId).toBe(start.body.jobId);
  return waitForJob(start.body.jobId, manager.token);
}

const list = (seriesGuid: string, token = admin.token, query = '') =>
  send<Discounts>('GET', `admin/series/${seriesGuid}/discounts?take=100${query}`, token);

beforeAll(async () => {
  useTestStackEnv();
  series = await createTargets();
  other = await createTargets();
  admin = await putUser('discounts-admin', [Role.USER, Role.ADMIN]);
  manager = await putUser('discounts-em', [Role.USER, Role.EVENT_MANAGER]);
  await grant(manager.userId, permission('series', series.seriesGuid, series.seriesGuid));
});

describe('discount codes of a series', () => {
  it('creates, lists, updates (renames) and deletes a code', async () => {
    const body = discount(series.seriesGuid, {
      validFrom: '2027-01-01T00:00:00.000Z',
      validTo: '2027-06-30T00:00:00.000Z',
      scope: { eventGuids: [series.entity.event] },
      exceptions: { subEventGuids: [series.entity.subevent] },
    });
    const created = await send<DiscountView>('POST', 'admin/series/discounts', admin.token, body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({
      code: body.code.toUpperCase(),
      price: '10%',
      currency: 'CZK',
      used: 0,
      scope: { eventGuids: [series.entity.event] },
      exceptions: { subEventGuids: [series.entity.subevent] },
    });

    const listed = await list(series.seriesGuid);
    expect(listed.body.rows.map((r) => r.code)).toContain(body.code.toUpperCase());

    const renamed = `${body.code}-b`;
    const updated = await send<DiscountView>('PUT', `admin/series/discounts/${body.code}`, admin.token, {
      ...body,
      code: renamed,
      price: '(10% + 50) / 2',
      usageLimit: 5,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({
      code: renamed.toUpperCase(),
      price: '(10% + 50) / 2',
      usageLimit: 5,
    });
    const codes = (await list(series.seriesGuid)).body.rows.map((r) => r.code);
    expect(codes).toContain(renamed.toUpperCase());
    expect(codes).not.toContain(body.code.toUpperCase());

    const exists = await send<{ exists: boolean }>(
      'GET',
      `admin/series/${series.seriesGuid}/discounts/code-exist?code=${renamed.toLowerCase()}`,
      admin.token,
    );
    expect(exists.body.exists).toBe(true);

    const deleted = await send(
      'DELETE',
      `admin/series/discounts/${renamed}?seriesGuid=${series.seriesGuid}`,
      admin.token,
    );
    expect(deleted.status).toBe(200);
    const again = await send<ErrorBody>(
      'DELETE',
      `admin/series/discounts/${renamed}?seriesGuid=${series.seriesGuid}`,
      admin.token,
    );
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('discounts.notFound');
    const gone = await send<{ exists: boolean }>(
      'GET',
      `admin/series/${series.seriesGuid}/discounts/code-exist?code=${renamed}`,
      admin.token,
    );
    expect(gone.body.exists).toBe(false);

    // Every change is in the series' history, with who made it and what changed.
    const history = await send<{ rows: HistoryEntry[] }>(
      'GET',
      `admin/series/${series.seriesGuid}/histories?take=100`,
      admin.token,
    );
    const ofCode = (code: string) =>
      history.body.rows.filter((h) => h.target?.kind === 'discount' && h.target.name === code);
    const upper = body.code.toUpperCase();
    expect(ofCode(upper).map((h) => h.action)).toEqual(['CREATE']);
    // A renamed code's entries carry its new name (newest first).
    expect(ofCode(renamed.toUpperCase()).map((h) => h.action)).toEqual(['DELETE', 'UPDATE']);
    const update = ofCode(renamed.toUpperCase())[1];
    expect(update?.actor).toEqual({ userId: admin.userId, name: 'Matrix discounts-admin' });
    expect(update?.changes).toEqual(
      expect.arrayContaining([
        { field: 'code', before: upper, after: renamed.toUpperCase() },
        { field: 'price', before: '10%', after: '(10% + 50) / 2' },
        { field: 'usageLimit', before: 0, after: 5 },
      ]),
    );
  });

  it('keeps a code unique per series, whatever its case, and free in another series', async () => {
    const body = discount(series.seriesGuid);
    expect((await send('POST', 'admin/series/discounts', admin.token, body)).status).toBe(200);
    const twice = await send<ErrorBody>('POST', 'admin/series/discounts', admin.token, {
      ...body,
      code: body.code.toUpperCase(),
    });
    expect(twice.status).toBe(400);
    expect(twice.body.validationErrors?.[0]).toEqual({
      field: 'body.code',
      errors: [`Kód „${body.code.toUpperCase()}“ už v této sérii existuje.`],
    });
    // Renaming another code onto it is refused the same way.
    const second = discount(series.seriesGuid);
    await send('POST', 'admin/series/discounts', admin.token, second);
    const onto = await send<ErrorBody>('PUT', `admin/series/discounts/${second.code}`, admin.token, {
      ...second,
      code: body.code,
    });
    expect(onto.status).toBe(400);
    expect(onto.body.code).toBe('discounts.codeTaken');
    const elsewhere = await send('POST', 'admin/series/discounts', admin.token, {
      ...body,
      seriesGuid: other.seriesGuid,
    });
    expect(elsewhere.status).toBe(200);
  });

  it('answers formula errors and a Valid To before Valid From translated', async () => {
    const bad = await api<ErrorBody>('admin/series/discounts', {
      method: 'POST',
      token: admin.token,
      headers: { 'Accept-Language': 'en' },
      body: JSON.stringify(discount(series.seriesGuid, { price: '10 + * 2' })),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.validationErrors).toContainEqual({
      field: 'body.price',
      errors: ['The formula contains an invalid token "*" at position 6.'],
    });
    const window = await send<ErrorBody>(
      'POST',
      'admin/series/discounts',
      admin.token,
      discount(series.seriesGuid, {
        validFrom: '2027-02-01T00:00:00.000Z',
        validTo: '2027-01-01T00:00:00.000Z',
      }),
    );
    expect(window.status).toBe(400);
    expect(window.body.validationErrors).toContainEqual({
      field: 'body.validTo',
      errors: ['Platnost do musí být později než platnost od.'],
    });
  });

  it('generates codes from a pattern without colliding with existing ones', async () => {
    const target = await createTargets();
    // The pattern AB# has ten codes; three exist already.
    for (const code of ['AB1', 'AB2', 'ab3'])
      await send('POST', 'admin/series/discounts', admin.token, discount(target.seriesGuid, { code }));
    const generated = await send<{ codes: string[] }>(
      'POST',
      `admin/series/${target.seriesGuid}/discounts/generate`,
      admin.token,
      { ...discount(target.seriesGuid), pattern: 'ab#', count: 7 },
    );
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    expect(generated.body.codes).toEqual(['AB0', 'AB4', 'AB5', 'AB6', 'AB7', 'AB8', 'AB9']);
    const tooMany = await send<ErrorBody>(
      'POST',
      `admin/series/${target.seriesGuid}/discounts/generate`,
      admin.token,
      { ...discount(target.seriesGuid), pattern: 'AB#', count: 1 },
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.code).toBe('discounts.patternTooSmall');

    const roomy = await send<{ codes: string[] }>(
      'POST',
      `admin/series/${target.seriesGuid}/discounts/generate`,
      admin.token,
      { ...discount(target.seriesGuid), pattern: 'JARO-@@**##', count: 200 },
    );
    expect(roomy.body.codes).toHaveLength(200);
    expect(new Set(roomy.body.codes).size).toBe(200);
    expect(roomy.body.codes.every((c) => /^JARO-[A-Z]{2}[A-Z0-9]{2}[0-9]{2}$/.test(c))).toBe(true);
    expect((await list(target.seriesGuid)).body).toMatchObject({ total: 210, page: 0, maxPage: 2 });
  });

  it('lets an event manager work on permitted series only', async () => {
    const mine = await send('POST', 'admin/series/discounts', manager.token, discount(series.seriesGuid));
    expect(mine.status).toBe(200);
    expect((await list(series.seriesGuid, manager.token)).status).toBe(200);
    const foreign = await send<ErrorBody>(
      'POST',
      'admin/series/discounts',
      manager.token,
      discount(other.seriesGuid),
    );
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('common.noPermission');
    expect((await list(other.seriesGuid, manager.token)).status).toBe(403);
    // A code of a foreign series cannot be reached by naming a permitted one.
    const code = discount(other.seriesGuid);
    await send('POST', 'admin/series/discounts', admin.token, code);
    const sneaky = await send('PUT', `admin/series/discounts/${code.code}`, manager.token, {
      ...code,
      seriesGuid: series.seriesGuid,
    });
    expect(sneaky.status).toBe(404);
    const stillThere = await send<{ exists: boolean }>(
      'GET',
      `admin/series/${other.seriesGuid}/discounts/code-exist?code=${code.code}`,
      admin.token,
    );
    expect(stillThere.body.exists).toBe(true);
  });

  it('shows how many registrations used each code', async () => {
    const body = discount(DEMO.seriesCup, { price: '50', usageLimit: 3 });
    expect((await send('POST', 'admin/series/discounts', admin.token, body)).status).toBe(200);
    const unlimited = discount(DEMO.seriesCup, { price: '20' });
    expect((await send('POST', 'admin/series/discounts', admin.token, unlimited)).status).toBe(200);
    for (const code of [body.code, unlimited.code]) {
      const placed = await register(registerBody([tenK()], { discounts: [code] }));
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    }
    const rows = (await list(DEMO.seriesCup)).body.rows;
    const usage = Object.fromEntries(rows.map((r) => [r.code, r.used]));
    expect(usage[body.code.toUpperCase()]).toBe(1);
    expect(usage[unlimited.code.toUpperCase()]).toBe(1);
    for (const code of [body.code, unlimited.code])
      await send('DELETE', `admin/series/discounts/${code}?seriesGuid=${DEMO.seriesCup}`, admin.token);
  });

  it('archives a used code instead of deleting it, lists it under the archived filter and restores it', async () => {
    const body = discount(DEMO.seriesCup, { price: '30' });
    const code = body.code.toUpperCase();
    expect((await send('POST', 'admin/series/discounts', admin.token, body)).status).toBe(200);
    const check = async () =>
      (
        await api<{ result: string }>('checkout/check-discount', {
          method: 'POST',
          body: JSON.stringify({
            code,
            currency: 'CZK',
            items: [{ seriesEventGuid: DEMO.eventSpring, subEventGuid: DEMO.sub10k, categoryGuid: CAT.men }],
          }),
        })
      ).body.result;
    const placed = await register(registerBody([tenK()], { discounts: [code] }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);

    const removed = await send(
      'DELETE',
      `admin/series/discounts/${code}?seriesGuid=${DEMO.seriesCup}`,
      admin.token,
    );
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ deleted: false, archived: true });
    const codesIn = async (state?: string) =>
      (await list(DEMO.seriesCup, admin.token, state ? `&state=${state}` : '')).body.rows
        .filter((r) => r.code === code)
        .map((r) => [r.archived, r.used]);
    expect(await codesIn()).toEqual([]);
    expect(await codesIn('archived')).toEqual([[true, 1]]);
    expect(await codesIn('all')).toEqual([[true, 1]]);
    // The checkout no longer knows it; the code stays taken in the series.
    expect(await check()).toBe('doesNotExist');
    const taken = await send('POST', 'admin/series/discounts', admin.token, body);
    expect(taken.status).toBe(400);
    // Deleting it again changes nothing.
    expect(
      (await send('DELETE', `admin/series/discounts/${code}?seriesGuid=${DEMO.seriesCup}`, admin.token)).body,
    ).toEqual({ deleted: false, archived: true });

    const restored = await send<DiscountView>(
      'POST',
      `admin/series/discounts/${code}/restore?seriesGuid=${DEMO.seriesCup}`,
      admin.token,
    );
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ code, archived: false, used: 1 });
    expect(await codesIn()).toEqual([[false, 1]]);
    expect(await check()).toBe('none');

    // Archive and restore are in the series' history, with who did them.
    const history = await send<{ rows: HistoryEntry[] }>(
      'GET',
      `admin/series/${DEMO.seriesCup}/histories?take=100`,
      admin.token,
    );
    const ofCode = history.body.rows.filter((h) => h.target?.kind === 'discount' && h.target.name === code);
    expect(ofCode.map((h) => [h.action, h.changes])).toEqual([
      ['UPDATE', [{ field: 'archived', before: true, after: null }]],
      ['DELETE', [{ field: 'archived', before: null, after: true }]],
      ['CREATE', expect.anything()],
    ]);
    expect(ofCode[0]?.actor).toEqual({ userId: admin.userId, name: 'Matrix discounts-admin' });
    await send('DELETE', `admin/series/discounts/${code}?seriesGuid=${DEMO.seriesCup}`, admin.token);
  });

  it('check-discount tells the runner a used-up code is exhausted before they register', async () => {
    const once = discount(DEMO.seriesCup, { price: '50', usageLimit: 1 });
    expect((await send('POST', 'admin/series/discounts', admin.token, once)).status).toBe(200);
    const check = () =>
      api<{ result: string }>('checkout/check-discount', {
        method: 'POST',
        body: JSON.stringify({
          code: once.code,
          currency: 'CZK',
          items: [{ seriesEventGuid: DEMO.eventSpring, subEventGuid: DEMO.sub10k, categoryGuid: CAT.men }],
        }),
      });
    expect((await check()).body.result).toBe('none');
    const placed = await register(registerBody([tenK()], { discounts: [once.code] }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect((await check()).body.result).toBe('usageLimitExceeded');
    await send('DELETE', `admin/series/discounts/${once.code}?seriesGuid=${DEMO.seriesCup}`, admin.token);
  });

  it('check-discount places the runner in a subcategory as registration does', async () => {
    const juniorsF = demoGuid('subcat:10k-juniors-f');
    const body = discount(DEMO.seriesCup, { price: '50', scope: { subcategoryGuids: [juniorsF] } });
    expect((await send('POST', 'admin/series/discounts', admin.token, body)).status).toBe(200);
    const check = (persons?: unknown) =>
      api<{ result: string; amount: number }>('checkout/check-discount', {
        method: 'POST',
        body: JSON.stringify({
          code: body.code,
          currency: 'CZK',
          items: [
            { seriesEventGuid: DEMO.eventSpring, subEventGuid: DEMO.sub10k, categoryGuid: CAT.juniors },
          ],
          ...(persons ? { persons } : {}),
        }),
      });
    const junior = new Date().getFullYear() - 17;
    const girl = await check([{ birthDate: `${junior}-03-01`, gender: 2 }]);
    expect(girl.status, JSON.stringify(girl.body)).toBe(200);
    expect(girl.body).toMatchObject({ result: 'none', amount: 5000 });
    expect((await check([{ birthDate: `${junior}-03-01`, gender: 1 }])).body.result).toBe('notApplicable');
    // Without the runner the subcategory is unknown, so a subcategory-scoped code does not apply yet.
    expect((await check()).body.result).toBe('notApplicable');
    await send('DELETE', `admin/series/discounts/${body.code}?seriesGuid=${DEMO.seriesCup}`, admin.token);
  });

  it('exports CSV for Excel and imports it back; a second import changes nothing', async () => {
    const target = await createTargets();
    const first = discount(target.seriesGuid, {
      code: 'ŠKOLA',
      description: 'Sleva; „pro školy“',
      usageLimit: 2,
    });
    // Codes are letters without accents: this one must be refused.
    expect((await send('POST', 'admin/series/discounts', admin.token, first)).status).toBe(400);
    const a = discount(target.seriesGuid, {
      code: 'SKOLA',
      description: 'Sleva; „pro školy“',
      usageLimit: 2,
    });
    expect((await send('POST', 'admin/series/discounts', admin.token, a)).status).toBe(200);

    const exported = await fetch(`${APP}/api/v1/admin/series/${target.seriesGuid}/discounts/export-csv`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await exported.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    expect(csv).toContain('SKOLA;"Sleva; „pro školy“";10%;CZK;1;3;2;');

    const header = csv.replace(/^\uFEFF/, '').split('\r\n')[0];
    const file = [
      header,
      csv.split('\r\n')[1]?.replace('10%', '20%'),
      'NOVY;Nový kód;50;CZK;3;3;0;;;;;;;;;;;;;;0',
      'SPATNY;;10 + * 2;CZK;3;3;0;;;;;;;;;;;;;;0',
      'JINY;;10;EUR;3;9;0;2027-02-01T00:00:00.000Z;2027-01-01T00:00:00.000Z;;;;;;;;;;;;0',
      '',
    ].join('\r\n');
    // The import runs as a job on the uploaded file (an event manager of the series may run it).
    await grant(manager.userId, permission('series', target.seriesGuid, target.seriesGuid));
    const imported = await importFile(target.seriesGuid, file);
    expect(imported.state, JSON.stringify(imported)).toBe('finished');
    expect(imported.result).toEqual({
      loaded: 4,
      created: 1,
      updated: 1,
      skipped: 2,
      errors: [
        { line: 4, column: 'price', messages: ['Vzorec obsahuje neplatný výraz „*“ na pozici 6.'] },
        { line: 5, column: 'codeRange', messages: ['Neplatná volba.'] },
        { line: 5, column: 'validTo', messages: ['Platnost do musí být později než platnost od.'] },
      ],
    });
    const rows = (await list(target.seriesGuid)).body.rows;
    expect(rows.map((r) => [r.code, r.price])).toEqual([
      ['NOVY', '50'],
      ['SKOLA', '20%'],
    ]);
    // Written by the job's starter, in the series' history.
    const history = await send<{ rows: HistoryEntry[] }>(
      'GET',
      `admin/series/${target.seriesGuid}/histories?take=100`,
      admin.token,
    );
    expect(history.body.rows.find((h) => h.target?.name === 'NOVY')?.actor.userId).toBe(manager.userId);

    // The same file again (a new upload): nothing created or updated.
    const again = await importFile(target.seriesGuid, file);
    expect(again.result).toMatchObject({ loaded: 4, created: 0, updated: 0, skipped: 4 });
    expect((await list(target.seriesGuid)).body.rows).toHaveLength(2);

    // A file without the columns finishes with that error in its report.
    const wrong = await importFile(target.seriesGuid, 'kod;cena\r\nX;1\r\n');
    expect(wrong.result).toMatchObject({ loaded: 0, created: 0, errors: [{ line: 1, column: '' }] });
    expect((wrong.result as { errors: Array<{ messages: string[] }> }).errors[0]?.messages[0]).toContain(
      'V souboru chybí sloupce',
    );
  });
  it('round trip: its own export imported back changes nothing (formulas guarded, Prague dates, apostrophes)', async () => {
    const target = await createTargets();
    await grant(manager.userId, permission('series', target.seriesGuid, target.seriesGuid));
    const descriptions = [
      '=HYPERLINK("http://x.cz","klik")',
      '-2+3 sleva',
      '@SUM(A1)',
      "'=už s apostrofem",
      "'jen apostrof",
    ];
    for (const [i, description] of descriptions.entries()) {
      const body = discount(target.seriesGuid, {
        code: `ROUND${i}`,
        description,
        validFrom: '2026-11-18T09:00:00.000Z',
        validTo: '2027-07-31T22:30:00.000Z',
      });
      const res = await send('POST', 'admin/series/discounts', admin.token, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const before = (await list(target.seriesGuid)).body.rows;
    const exported = await fetch(`${APP}/api/v1/admin/series/${target.seriesGuid}/discounts/export-csv`, {
      headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'cs' },
    });
    expect(exported.status).toBe(200);
    expect(decodeURIComponent(exported.headers.get('content-disposition') ?? '')).toMatch(
      /Slevové kódy .+ \d{4}-\d{2}-\d{2}\.csv/,
    );
    const csv = new TextDecoder().decode(new Uint8Array(await exported.arrayBuffer()));
    // Validity in Prague time, the formula guarded.
    expect(csv).toContain(
      'ROUND0;"\'=HYPERLINK(""http://x.cz"",""klik"")";10%;CZK;1;3;0;18. 11. 2026 10:00;1. 8. 2027 00:30;',
    );
    const imported = await importFile(target.seriesGuid, csv);
    expect(imported.result).toMatchObject({ loaded: 5, created: 0, updated: 0, skipped: 5, errors: [] });
    expect((await list(target.seriesGuid)).body.rows).toEqual(before);
  });
});
