import type { Locale } from '@shared/codelists/enums';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import { accountVariables, orderVariables, teamVariables } from './order-variables';
import type { EmailVariables } from './variables';

/**
 * Sample values of every {{variable}} for the editor's preview and test e-mail: a two-racer
 * transfer order of the edited event, a team, account links. Rendered by the sender's own
 * functions, so the preview shows exactly what a runner would get.
 */
const SAMPLE_ORDER_GUID = '00000000-0000-4000-8000-00000000e0a1';
const SAMPLE_TEAM_GUID = '00000000-0000-4000-8000-00000000e0a2';

const NAMES: Record<
  Locale,
  { registrator: [string, string]; racers: Array<[string, string]>; team: string }
> = {
  cs: {
    registrator: ['Jana', 'Dvořáková'],
    racers: [
      ['Petr', 'Dvořák'],
      ['Tomáš', 'Šťastný'],
    ],
    team: 'Běžci z Letné',
  },
  en: {
    registrator: ['Jane', 'Doe'],
    racers: [
      ['Peter', 'Doe'],
      ['Tom', 'Smith'],
    ],
    team: 'Letna Runners',
  },
};

const SAMPLE_TEXT: Record<Locale, { subEvent: string; category: string; wave: string }> = {
  cs: { subEvent: '10 km', category: 'Muži 18–39', wave: 'Vlna A' },
  en: { subEvent: '10 km', category: 'Men 18–39', wave: 'Wave A' },
};

export interface SampleContext {
  locale: Locale;
  appUrl: string;
  seriesName: string;
  eventName: string;
  /** `src` of the sample QR image (a data: URL), or null. */
  qrSrc?: string | null;
}

export function sampleOrder(
  locale: Locale,
  eventName: string,
): { order: OrderRecord; items: OrderItemRecord[] } {
  const names = NAMES[locale];
  const text = SAMPLE_TEXT[locale];
  const order: OrderRecord = {
    entity: 'order',
    guid: SAMPLE_ORDER_GUID,
    variableSymbol: '2701000042',
    seriesGuid: SAMPLE_ORDER_GUID,
    eventGuids: [],
    userId: null,
    language: locale,
    currency: 'CZK',
    paymentMethod: 2,
    registrator: {
      firstName: names.registrator[0],
      lastName: names.registrator[1],
      email: 'jana.dvorakova@example.com',
      birthDate: '1990-04-02',
      gender: 2,
    },
    basePrice: 90000,
    additionalsPrice: 0,
    discountAmount: 0,
    calculatedPrice: 90000,
    cancelledAmount: 45000,
    discounts: [],
    paid: false,
    datePaid: '2027-03-02T10:00:00.000Z',
    expired: false,
    dateExpired: null,
    cancelled: false,
    dateCancelled: null,
    deleted: false,
    issued: false,
    dateCreated: '2027-03-01T09:15:00.000Z',
    dateUpdated: '2027-03-01T09:15:00.000Z',
    expiresAt: '2027-03-06T09:15:00.000Z',
    counters: [],
    paymentDetail: {
      bankAccount: '19-2000145399',
      bankCode: '0800',
      iban: 'CZ6508000000192000145399',
      swift: 'GIBACZPX',
      constantSymbol: '0308',
    },
    cardAttempts: [],
    providerCommandId: null,
    chargedAmount: null,
    itemCount: 2,
    requestHash: 'sample',
  };
  const items = names.racers.map(([firstName, lastName], index): OrderItemRecord => ({
    entity: 'orderItem',
    itemGuid: `00000000-0000-4000-8000-00000000e0b${index}`,
    orderGuid: SAMPLE_ORDER_GUID,
    index,
    kind: 'regular',
    seriesGuid: SAMPLE_ORDER_GUID,
    seriesEventGuid: SAMPLE_ORDER_GUID,
    eventName,
    subEventGuid: SAMPLE_ORDER_GUID,
    subEventName: text.subEvent,
    categoryGuid: SAMPLE_ORDER_GUID,
    categoryName: text.category,
    subcategoryGuid: null,
    subcategoryName: null,
    waveGuid: null,
    waveName: text.wave,
    teamGuid: null,
    teamName: null,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@example.com`,
    birthDate: '1988-01-01',
    birthYear: 1988,
    gender: 1,
    club: null,
    startNumber: null,
    values: [],
    basePrice: 45000,
    pricingName: null,
    additionalsPrice: 0,
    discount: 0,
    cancelledAmount: 0,
    paid: false,
    dateCreated: '2027-03-01T09:15:00.000Z',
  }));
  return { order, items };
}

/** Values of every variable of spec §3 for a preview in `locale`. */
export function sampleVariables(ctx: SampleContext): EmailVariables {
  const { order, items } = sampleOrder(ctx.locale, ctx.eventName);
  const names = NAMES[ctx.locale];
  const team = { guid: SAMPLE_TEAM_GUID, name: names.team, pin: '4821' };
  const base = ctx.appUrl.replace(/\/+$/, '');
  return {
    ...teamVariables({
      appUrl: ctx.appUrl,
      team,
      eventName: ctx.eventName,
      invitedEventName: ctx.eventName,
      invitationLink: `${base}/team-management/${SAMPLE_TEAM_GUID}`,
      seriesName: ctx.seriesName,
    }),
    ...accountVariables({
      firstName: names.registrator[0],
      lastName: names.registrator[1],
      email: order.registrator.email,
      activationLink: `${base}/activate-account?token=sample`,
      resetLink: `${base}/change-password?token=sample`,
      hash: 'A1B2C3',
      seriesName: ctx.seriesName,
    }),
    ...orderVariables({
      order,
      items,
      locale: ctx.locale,
      appUrl: ctx.appUrl,
      seriesName: ctx.seriesName,
      qrSrc: ctx.qrSrc ?? null,
      // The preview shows the sample QR image in place of each runner's ticket.
      tickets: items.map((i, n) => ({
        name: `${i.firstName} ${i.lastName}`,
        raceName: i.subEventName,
        token: `SAMPLE-TICKET-${n + 1}`.padEnd(46, '0'),
        src: ctx.qrSrc ?? '',
      })),
      team,
      // The preview shows what a race allowing transfers gets (the real links are signed at send time).
      transferLinks: items.map((i) => ({
        name: `${i.firstName} ${i.lastName}`,
        race: [i.eventName, i.subEventName].filter(Boolean).join(' – '),
        url: `${base}/transfer-start/sample`,
      })),
    }),
  };
}
