import type { CurrencyCode } from '@shared/codelists/enums';
import type {
  PublicWaitingList,
  CategoryView,
  EventDetail,
  EventSummary,
  SubeventView,
  WaveView,
} from '@shared/catalog/catalog-schemas';
import { registrationPriceTo } from '@shared/catalog/priced-extras';
import { pricedExtras } from './card-prices';
import type { CardRecord } from './card-records';
import { sanitizeRichText } from '../rich-text';
import { availability, capacityView, windowState, type Counter } from './availability';
import { currentCategoryPrice, priceWithWave } from './pricing';
import type { EventAggregate, EventRecord, SeriesRecord } from './records';

export type Counters = ReadonlyMap<string, Counter>;
export const counterKey = (scope: string, guid: string) => `${scope}#${guid}`;

const nul = <T>(v: T | undefined): T | null => (v === undefined ? null : v);

function templatesFor(agg: EventAggregate, targetGuid: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const t of agg.templates) if (t.targetGuid === targetGuid) out[t.type] = sanitizeRichText(t.html);
  return out;
}

/** A category's or wave's own template (its type), absent when it has none or it is empty. */
function templateOf(agg: EventAggregate, type: 'category' | 'wave', targetGuid: string) {
  const html = templatesFor(agg, targetGuid)[type]?.trim();
  return html ? { template: html } : {};
}

export function eventSummary(
  event: EventRecord,
  seriesName: string,
  eventCounter: Counter | undefined,
  now: Date,
): EventSummary {
  const cap = capacityView(eventCounter, event.capacity);
  return {
    guid: event.guid,
    seriesGuid: event.seriesGuid,
    seriesName,
    name: event.name,
    anotation: event.anotation,
    location: event.location,
    dateFrom: event.dateFrom,
    dateTo: event.dateTo,
    logoUrl: nul(event.logoUrl),
    currencies: event.currencies,
    registrationFrom: nul(event.registrationFrom),
    registrationTo: nul(event.registrationTo),
    availability: availability(now, { from: event.registrationFrom, to: event.registrationTo }, [cap]),
  };
}

/**
 * The public event page: every subevent, category, subcategory and wave with its current
 * price in the requested currency and its remaining capacity at every level, and what the priced
 * extras of each race's registration forms can add (the cart item's `priceTo`).
 */
export function buildEventDetail(input: {
  agg: EventAggregate;
  /** The event's registration forms (cards), from the same partition Query. */
  cards: readonly CardRecord[];
  series: Pick<SeriesRecord, 'guid' | 'name' | 'logoUrl'>;
  stylings: Record<string, string>;
  counters: Counters;
  /** Each race's, category's or wave's waiting list state (issue 27), by its guid; none: absent. */
  waitingLists?: ReadonlyMap<string, PublicWaitingList>;
  currency: CurrencyCode;
  now: Date;
}): EventDetail {
  const { agg, counters, currency, now } = input;
  const counter = (scope: string, guid: string) => counters.get(counterKey(scope, guid));
  const eventCap = capacityView(counter('event', agg.event.guid), agg.event.capacity);
  // A race's, category's or wave's waiting list, keyed by that guid (issue 27).
  const listOf = (guid: string) => {
    const state = input.waitingLists?.get(guid);
    return state ? { waitingList: state } : {};
  };

  const subevents: SubeventView[] = agg.subevents.map((sub) => {
    const subCap = capacityView(counter('subevent', sub.guid), sub.capacity);
    const window = { from: sub.registrationFrom, to: sub.registrationTo };
    const enclosing = [eventCap, subCap];

    const waves: WaveView[] = agg.waves
      .filter((w) => w.subEventGuid === sub.guid)
      .map((w) => {
        const cap = capacityView(counter('wave', w.guid), w.capacity);
        return {
          guid: w.guid,
          name: w.name,
          price: w.currencyPrices?.[currency] ?? null,
          dateFrom: nul(w.dateFrom),
          dateTo: nul(w.dateTo),
          availability: availability(now, window, [...enclosing, cap]),
          ...templateOf(agg, 'wave', w.guid),
          ...listOf(w.guid),
          ...cap,
        };
      });

    const categories: CategoryView[] = agg.categories
      .filter((c) => c.subEventGuid === sub.guid)
      .flatMap((c) => {
        const cap = capacityView(counter('category', c.guid), c.capacity);
        const current = currentCategoryPrice(
          {
            currencyPrices: c.currencyPrices,
            pricings: agg.pricings.filter((p) => p.categoryGuid === c.guid),
          },
          currency,
          now,
          cap.used,
        );
        if (!current) return [];
        const catScopes = [...enclosing, cap];
        return [
          {
            guid: c.guid,
            name: c.name,
            gender: nul(c.gender),
            minAge: nul(c.minAge),
            maxAge: nul(c.maxAge),
            validateAgeToSubEventYear: c.validateAgeToSubEventYear ?? false,
            price: current.price,
            pricingName: current.pricingName,
            availability: availability(now, window, catScopes),
            ...listOf(c.guid),
            subcategories: agg.subcategories
              .filter((sc) => sc.categoryGuid === c.guid)
              .map((sc) => {
                const scCap = capacityView(counter('subcategory', sc.guid), sc.capacity);
                return {
                  guid: sc.guid,
                  name: sc.name,
                  gender: nul(sc.gender),
                  minAge: nul(sc.minAge),
                  maxAge: nul(sc.maxAge),
                  availability: availability(now, window, [...catScopes, scCap]),
                  ...listOf(sc.guid),
                  ...scCap,
                };
              }),
            ...templateOf(agg, 'category', c.guid),
            ...cap,
          },
        ];
      });

    const extras = pricedExtras(input.cards, sub, currency);
    const choices = categories.flatMap(
      (c): Array<{ category: string; wave: string | null; price: number }> =>
        waves.length
          ? waves.map((w) => ({ category: c.guid, wave: w.guid, price: priceWithWave(c.price, w.price) }))
          : [{ category: c.guid, wave: null, price: c.price }],
    );
    const prices = choices.map((x) => x.price);
    // The highest end includes the dearest extras, as the cart item's priceTo does.
    const pricesTo = choices.map((x) => registrationPriceTo(x.price, extras, x.category, x.wave));
    return {
      guid: sub.guid,
      eventGuid: agg.event.guid,
      name: sub.name,
      type: sub.type,
      dateFrom: sub.dateFrom,
      dateTo: sub.dateTo,
      registrationFrom: sub.registrationFrom,
      registrationTo: sub.registrationTo,
      startListFrom: nul(sub.startListFrom),
      startListTo: nul(sub.startListTo),
      forbidBankTransferFrom: nul(sub.forbidBankTransferFrom),
      membersFrom: nul(sub.membersFrom),
      membersTo: nul(sub.membersTo),
      allowIndividuals: sub.allowIndividuals ?? true,
      availability: availability(now, window, enclosing),
      ...listOf(sub.guid),
      startListState: windowState(now, sub.startListFrom, sub.startListTo),
      price: prices.length ? Math.min(...prices) : null,
      priceTo: pricesTo.length ? Math.max(...pricesTo) : null,
      extras,
      categories,
      waves,
      templates: templatesFor(agg, sub.guid),
      ...subCap,
    };
  });

  return {
    ...eventSummary(agg.event, input.series.name, counter('event', agg.event.guid), now),
    // An event without a logo of its own shows its series' logo.
    logoUrl: agg.event.logoUrl ?? input.series.logoUrl ?? null,
    description: sanitizeRichText(agg.event.description),
    url: nul(agg.event.url),
    lattitude: nul(agg.event.lattitude),
    longitude: nul(agg.event.longitude),
    currency,
    termsAndConditionsId: nul(agg.event.termsAndConditionsId),
    documents: agg.documents.map((d) => ({ guid: d.guid, name: d.name, type: d.type, url: d.url })),
    templates: templatesFor(agg, agg.event.guid),
    stylings: input.stylings,
    subevents,
    ...eventCap,
  };
}
