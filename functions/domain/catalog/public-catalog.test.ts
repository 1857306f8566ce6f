import { describe, expect, it } from 'vitest';
import type { EventRecord } from './records';
import { listHomepageEventSummaries, type CatalogPorts } from './public-catalog';

const event = (guid: string, seriesGuid: string, logoUrl?: string) =>
  ({
    guid,
    seriesGuid,
    name: `Akce ${guid}`,
    anotation: '',
    location: 'Praha',
    dateFrom: '2099-05-01T07:00:00.000Z',
    dateTo: '2099-05-01T13:00:00.000Z',
    currencies: ['CZK'],
    capacity: 0,
    ...(logoUrl ? { logoUrl } : {}),
  }) as unknown as EventRecord;

describe('homepage event cards', () => {
  it('show the event logo, else the series logo, else none', async () => {
    const ports = {
      listHomepageEvents: async () => [
        event('own', 's1', '/files/s1/e1/own.png'),
        event('inherits', 's1'),
        event('plain', 's2'),
      ],
      loadSummaryContext: async () => ({
        seriesNames: new Map([
          ['s1', 'Pohár'],
          ['s2', 'Trail'],
        ]),
        seriesLogos: new Map([['s1', '/files/s1/logo/series.png']]),
        counters: new Map(),
      }),
    } as unknown as CatalogPorts;
    const page = await listHomepageEventSummaries(ports, { take: 10, skip: 0 }, new Date('2099-01-01'));
    expect(page.rows.map((r) => [r.guid, r.logoUrl])).toEqual([
      ['own', '/files/s1/e1/own.png'],
      ['inherits', '/files/s1/logo/series.png'],
      ['plain', null],
    ]);
  });
});
