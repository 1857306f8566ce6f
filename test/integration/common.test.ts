import { describe, expect, it } from 'vitest';
import { DEMO } from '../../scripts/local/seed-data';
import { api, APP } from './support';
import type { CodeLists } from '@shared/codelists/codelists';

describe('GET codelists', () => {
  it('returns every code list the SPA loads at startup, with the spec values', async () => {
    const { status, body } = await api<CodeLists>('codelists');
    expect(status).toBe(200);
    expect(body.currencies.map((c) => [c.code, c.id])).toEqual([
      ['CZK', 1],
      ['USD', 2],
      ['EUR', 3],
    ]);
    expect(body.currencies[0]?.description.cs).toBe('Česká koruna');
    expect(body.genders.map((g) => [g.code, g.id])).toEqual([
      ['MALE', 1],
      ['FEMALE', 2],
    ]);
    expect(body.cardValueTypes.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    // The spec's twelve trigger kinds, the incomplete payment (13), the waiting-list offer (14),
    // the runner's race change (17) and the refund to the card (19).
    expect(body.emailTypes.map((e) => e.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);
    expect(body.documentTypes.map((d) => [d.code, d.id])).toEqual([
      ['LOGO', 1],
      ['BACKGROUND', 2],
    ]);
    expect(body.discountRanges.map((d) => d.code)).toEqual(['REGISTRATION', 'ADDITIONALS', 'ALL']);
    expect(body.templateTypes.map((t) => t.code)).toEqual(['EVENT_PAGE', 'SUBEVENT', 'CATEGORY', 'WAVE']);
    expect(body.priceModifiers.length).toBeGreaterThan(0);
    expect(body.customClients.length).toBeGreaterThan(0);
  });

  it('lists about 250 countries with calling prefixes, Czech and English names and a flag the app serves', async () => {
    const { body } = await api<CodeLists>('codelists');
    expect(body.countries.length).toBeGreaterThanOrEqual(245);
    const cze = body.countries.find((c) => c.code === 'CZE');
    expect(cze).toMatchObject({
      alpha2: 'cz',
      callingCode: '420',
      name: { cs: 'Česká republika', en: 'Czech Republic' },
    });
    expect(body.countries.find((c) => c.code === 'SVK')?.callingCode).toBe('421');
    const flag = await fetch(`${APP}${cze?.flagUrl}`);
    expect(flag.status).toBe(200);
    expect(flag.headers.get('content-type')).toContain('image/svg+xml');
    expect(await flag.text()).toContain('<svg');
  });
});

describe('GET common/get-current-server-time', () => {
  it('answers the server clock in UTC', async () => {
    const { status, body } = await api<{ serverTime: string; timeZone: string }>(
      'common/get-current-server-time',
    );
    expect(status).toBe(200);
    expect(body.serverTime).toMatch(/Z$/);
    expect(Math.abs(Date.parse(body.serverTime) - Date.now())).toBeLessThan(60_000);
    expect(body.timeZone).toBe('Europe/Prague');
  });
});

describe('GET terms-and-conditions/{guid}', () => {
  it('returns seeded terms with the label whose [[bracketed]] text becomes a link', async () => {
    const { status, body } = await api<Record<string, string>>(`terms-and-conditions/${DEMO.termsCup}`);
    expect(status).toBe(200);
    expect(body.guid).toBe(DEMO.termsCup);
    expect(body.name).toContain('Pražský běžecký pohár');
    expect(body.label).toMatch(/\[\[.+\]\]/);
    expect(body.conditions).toContain('<p>');
    expect(body).not.toHaveProperty('pk');
  });

  it('answers 404 with a translated message for an unknown guid', async () => {
    const unknown = '6f1c1d9e-0000-4000-8000-000000000000';
    const cs = await api(`terms-and-conditions/${unknown}`);
    expect(cs.status).toBe(404);
    expect(cs.body).toMatchObject({ code: 'terms.notFound', message: 'Obchodní podmínky nebyly nalezeny.' });
    const en = await api(`terms-and-conditions/${unknown}?locale=en`);
    expect(en.body).toMatchObject({
      code: 'terms.notFound',
      message: 'Terms and conditions were not found.',
    });
    const viaCookie = await api(`terms-and-conditions/${unknown}`, { headers: { cookie: 'lang=en' } });
    expect(viaCookie.body).toMatchObject({ message: 'Terms and conditions were not found.' });
  });

  it('answers 400 with validationErrors for a malformed guid', async () => {
    const { status, body } = await api<{
      validationErrors: Array<{ field: string; errors: string[] }>;
      message: string;
    }>('terms-and-conditions/not-a-guid?locale=en');
    expect(status).toBe(400);
    expect(body.validationErrors[0]).toEqual({ field: 'params.guid', errors: ['Invalid value format.'] });
    expect(body.message).toBe('Invalid value format.');
  });
});
