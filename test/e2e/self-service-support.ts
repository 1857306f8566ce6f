import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signInDemoAdmin } from './back-office-support';
import { API_HEADERS, expect } from './fixtures';

/**
 * A fresh series, event and races built through the admin API for the self-service journeys
 * (waiting list, race change): the demo races keep their places for the other journeys. One
 * registration form (names and birth date) asks every race.
 */
export interface Built {
  seriesGuid: string;
  headers: Record<string, string>;
  eventGuid: string;
  eventName: string;
  races: Array<{ guid: string; name: string; categoryGuid: string; categoryName: string }>;
  value: (name: string) => string;
  cardGuid: string;
  /** Posts as the admin (or with other headers), expecting 200. */
  post: <T>(path: string, data: unknown, headers?: Record<string, string>) => Promise<T>;
}

export async function buildEvent(
  page: Page,
  label: string,
  races: Array<{ name: string; capacity: number; price: number }>,
): Promise<Built> {
  const token = await signInDemoAdmin(page);
  const headers: Record<string, string> = { ...API_HEADERS, authorization: `Bearer ${token}` };
  const year = new Date().getUTCFullYear() + 1;
  const tag = randomUUID().slice(0, 6);
  const post = async <T>(path: string, data: unknown, h = headers) => {
    const res = await page.request.post(`/api/v1/${path}`, { headers: h, data });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as T;
  };
  const series = await post<{ guid: string }>('admin/series', {
    name: `${label} ${tag}`,
    dateFrom: `${year}-05-01`,
    dateTo: `${year}-09-30`,
    organizerId: '',
    emailLayoutId: '',
    url: '',
    anotation: '',
    description: '',
    allowOnHomepage: false,
    hasRanking: false,
    customClient: 0,
    gdprReplacement: '',
    scripts: '',
    ecommerce: false,
  });
  const eventName = `${label} ${tag}`;
  const event = await post<{ guid: string }>('admin/series/events', {
    seriesGuid: series.guid,
    name: eventName,
    anotation: '',
    description: '',
    location: 'Praha',
    url: '',
    dateFrom: `${year}-05-01T07:00:00.000Z`,
    dateTo: `${year}-05-01T13:00:00.000Z`,
    lattitude: null,
    longitude: null,
    capacity: 0,
    allowOnHomepage: false,
    daysTillExpiration: null,
    termsAndConditionsId: '',
    currencies: ['CZK'],
  });
  const built: Built['races'] = [];
  for (const r of races) {
    const race = await post<{ guid: string }>('admin/series/sub-events', {
      eventGuid: event.guid,
      name: r.name,
      anotation: '',
      description: '',
      location: '',
      url: '',
      dateFrom: `${year}-05-01T08:00:00.000Z`,
      dateTo: `${year}-05-01T11:00:00.000Z`,
      lattitude: null,
      longitude: null,
      capacity: r.capacity,
      daysTillExpiration: null,
      registrationFrom: `${year - 2}-01-01T00:00:00.000Z`,
      registrationTo: `${year}-04-28T22:00:00.000Z`,
      startListFrom: null,
      startListTo: null,
      type: 1,
      membersFrom: null,
      membersTo: null,
      allowIndividuals: true,
      teamPricing: false,
      relayChangesFrom: null,
      relayChangesTo: null,
      forbidBankTransferFrom: null,
      allowRegistrationValueChange: false,
      registrationValueChangePrice: null,
    });
    const category = await post<{ guid: string }>('admin/series/categories', {
      seriesEventSubEventId: race.guid,
      name: 'Open',
      minAge: null,
      maxAge: null,
      gender: null,
      prices: { CZK: r.price },
      teamPricing: false,
      capacity: 0,
      validateAgeToSubEventYear: false,
    });
    built.push({ guid: race.guid, name: r.name, categoryGuid: category.guid, categoryName: 'Open' });
  }
  const card = await post<{ guid: string; values: Array<{ guid: string; name: string }> }>(
    'admin/series/cards',
    {
      eventGuid: event.guid,
      name: 'Přihláška',
      type: 1,
      values: [
        { name: 'firstName', label: 'Jméno', type: 1, required: true, predefinedTemplate: 'firstName' },
        { name: 'lastName', label: 'Příjmení', type: 1, required: true, predefinedTemplate: 'lastName' },
        {
          name: 'birthDate',
          label: 'Datum narození',
          type: 3,
          required: true,
          predefinedTemplate: 'birthDate',
        },
      ],
    },
  );
  const value = (name: string) => card.values.find((v) => v.name === name)?.guid as string;
  return {
    headers,
    seriesGuid: series.guid,
    eventGuid: event.guid,
    eventName,
    races: built,
    value,
    cardGuid: card.guid,
    post,
  };
}

/** A card order of one runner for a race of the built event, placed through the API. */
export async function registerThroughApi(
  built: Built,
  race: Built['races'][number],
  runner: { firstName: string; lastName: string; email: string },
  headers: Record<string, string> = API_HEADERS,
): Promise<{ registrationGuid: string }> {
  return built.post(
    'checkout/register',
    {
      idempotencyKey: randomUUID(),
      currency: 'CZK',
      language: 'en',
      registrator: { ...runner, birthDate: '1991-06-02', gender: 2 },
      paymentMethod: 1,
      discounts: [],
      items: [
        {
          seriesEventGuid: built.eventGuid,
          subEventGuid: race.guid,
          categoryGuid: race.categoryGuid,
          waveGuid: null,
          termsAccepted: true,
          cards: [
            {
              cardGuid: built.cardGuid,
              values: {
                [built.value('firstName')]: runner.firstName,
                [built.value('lastName')]: runner.lastName,
                [built.value('birthDate')]: '1991-06-02',
              },
            },
          ],
        },
      ],
      termsAccepted: true,
      personalDataConsent: true,
    },
    headers,
  );
}

/** Runs a scheduled worker of the local stack now (scripts/local/local-scheduler.ts). */
export async function runSchedule(page: Page, name: string): Promise<void> {
  const res = await page.request.post(`/_scheduler/${name}/run`);
  expect(res.status(), await res.text()).toBe(200);
}
