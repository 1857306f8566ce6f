import type { Availability, EventDetail, SubeventView } from '@shared/catalog/catalog-schemas';
import { formatPragueIsoWithOffset } from '@shared/prague-time';

/** A JSON-LD node: plain data, serialised into a `<script type="application/ld+json">`. */
export type JsonLd = { [key: string]: JsonLdValue };
type JsonLdValue = string | number | boolean | JsonLd | JsonLdValue[];

const SCHEMA = 'https://schema.org/';

/**
 * schema.org ItemAvailability of a race's registration. Not yet open is a pre-sale, closed is
 * discontinued; a sold-out race says so. The registration window also travels as validFrom /
 * validThrough, so a reader knows when "in stock" ends without the page being rendered again.
 */
const OFFER_AVAILABILITY: Record<Availability, string> = {
  notOpenYet: `${SCHEMA}PreSale`,
  open: `${SCHEMA}InStock`,
  capacityReached: `${SCHEMA}SoldOut`,
  closed: `${SCHEMA}Discontinued`,
};

const isLimited = (scope: { remaining: number | null }) => scope.remaining !== null;

/**
 * The page is rendered when the catalogue changes, not on every sale: an open race with limited
 * places could sell out behind it, so it claims no availability at all (never a stale "in stock").
 * Sold out, not open yet, closed and open without a limit stay true until the catalogue changes.
 */
function offerAvailability(sub: SubeventView, event: EventDetail): string | undefined {
  if (sub.availability !== 'open') return OFFER_AVAILABILITY[sub.availability];
  const limited =
    isLimited(event) ||
    isLimited(sub) ||
    sub.categories.some((c) => isLimited(c) || c.subcategories.some(isLimited)) ||
    sub.waves.some(isLimited);
  return limited ? undefined : OFFER_AVAILABILITY.open;
}

/** schema.org prices are decimal numbers in major units. */
const majorUnits = (minor: number): string => (minor / 100).toFixed(2);

/** Who organises the event, from the series' organizer record (docs/public-pages.md). */
export interface PageOrganiser {
  name: string;
  /** Its own web address, when it has one. */
  url?: string;
}

export interface EventJsonLdInput {
  event: EventDetail;
  /** The series' organizer; without one (none assigned) the series stands for it. */
  organiser?: PageOrganiser;
  /** The page's language (schema.org inLanguage). */
  language: string;
  /** Absolute URL of the event's page. */
  url: string;
  /** Absolute URL of its preview picture. */
  image: string;
  description: string;
}

function offerOf(sub: SubeventView, event: EventDetail, url: string): JsonLd | undefined {
  if (sub.price === null) return undefined;
  const availability = offerAvailability(sub, event);
  return {
    '@type': 'Offer',
    name: sub.name,
    url,
    price: majorUnits(sub.price),
    priceCurrency: event.currency,
    ...(availability ? { availability } : {}),
    validFrom: formatPragueIsoWithOffset(sub.registrationFrom),
    validThrough: formatPragueIsoWithOffset(sub.registrationTo),
  };
}

function locationOf(event: EventDetail): JsonLd {
  const place: JsonLd = { '@type': 'Place', name: event.location, address: event.location };
  if (event.lattitude !== null && event.longitude !== null) {
    place.geo = { '@type': 'GeoCoordinates', latitude: event.lattitude, longitude: event.longitude };
  }
  return place;
}

/**
 * The event as schema.org `SportsEvent` (what makes a race show as an event in search results):
 * dates as Prague wall time with offset, the place with its coordinates, the series' organizer (its
 * record's name; the series when it has none) and one offer per race at its current lowest price.
 */
export function eventJsonLd({
  event,
  organiser,
  language,
  url,
  image,
  description,
}: EventJsonLdInput): JsonLd {
  const organiserUrl = organiser?.url && /^https?:\/\//i.test(organiser.url) ? organiser.url : undefined;
  const offers = event.subevents.flatMap((sub) => offerOf(sub, event, url) ?? []);
  const node: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: event.name,
    description,
    url,
    image: [image],
    startDate: formatPragueIsoWithOffset(event.dateFrom),
    endDate: formatPragueIsoWithOffset(event.dateTo),
    eventStatus: `${SCHEMA}EventScheduled`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    inLanguage: language,
    organizer: {
      '@type': 'Organization',
      name: organiser?.name || event.seriesName || event.name,
      ...(organiserUrl ? { url: organiserUrl } : {}),
    },
  };
  if (event.location) node.location = locationOf(event);
  if (offers.length) node.offers = offers;
  return node;
}

/**
 * JSON-LD as the text of a script element: `<` is escaped so that no value (an organiser's event
 * name, say) can close the element or open a comment.
 */
export function serialiseJsonLd(node: JsonLd): string {
  return JSON.stringify(node).replace(/</g, '\\u003c');
}
