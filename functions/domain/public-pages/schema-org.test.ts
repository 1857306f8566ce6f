import { describe, expect, it } from 'vitest';
import { eventJsonLd, type JsonLd } from './event-json-ld';
import { sampleEvent } from './sample-event.test-support';

/**
 * The part of schema.org's vocabulary (https://schema.org/version/latest, v29) the pages use,
 * vendored: each type's parent and own properties, each property's expected types, and the
 * members of the enumerations used. A key or value outside it is a typo search engines ignore.
 */
const TYPES: Record<string, { parent?: string; properties: Record<string, string[]> }> = {
  Thing: {
    properties: {
      name: ['Text'],
      description: ['Text'],
      url: ['URL'],
      image: ['URL', 'ImageObject'],
      alternateName: ['Text'],
      sameAs: ['URL'],
    },
  },
  Event: {
    parent: 'Thing',
    properties: {
      startDate: ['Date', 'DateTime'],
      endDate: ['Date', 'DateTime'],
      location: ['Place', 'PostalAddress', 'Text', 'VirtualLocation'],
      organizer: ['Organization', 'Person'],
      offers: ['Offer', 'Demand'],
      eventStatus: ['EventStatusType'],
      eventAttendanceMode: ['EventAttendanceModeEnumeration'],
      subEvent: ['Event'],
      superEvent: ['Event'],
      maximumAttendeeCapacity: ['Integer'],
      remainingAttendeeCapacity: ['Integer'],
      inLanguage: ['Language', 'Text'],
    },
  },
  SportsEvent: {
    parent: 'Event',
    properties: { sport: ['Text', 'URL'], competitor: ['Person', 'SportsTeam'] },
  },
  Place: {
    parent: 'Thing',
    properties: {
      address: ['PostalAddress', 'Text'],
      geo: ['GeoCoordinates', 'GeoShape'],
      latitude: ['Number', 'Text'],
      longitude: ['Number', 'Text'],
      hasMap: ['URL', 'Map'],
    },
  },
  Intangible: { parent: 'Thing', properties: {} },
  StructuredValue: { parent: 'Intangible', properties: {} },
  GeoCoordinates: {
    parent: 'StructuredValue',
    properties: {
      latitude: ['Number', 'Text'],
      longitude: ['Number', 'Text'],
      elevation: ['Number', 'Text'],
      address: ['PostalAddress', 'Text'],
    },
  },
  Organization: {
    parent: 'Thing',
    properties: { address: ['PostalAddress', 'Text'], email: ['Text'], telephone: ['Text'], logo: ['URL'] },
  },
  Offer: {
    parent: 'Intangible',
    properties: {
      price: ['Number', 'Text'],
      priceCurrency: ['Text'],
      availability: ['ItemAvailability'],
      validFrom: ['Date', 'DateTime'],
      validThrough: ['Date', 'DateTime'],
      availabilityStarts: ['Date', 'DateTime', 'Time'],
      availabilityEnds: ['Date', 'DateTime', 'Time'],
      category: ['Text'],
    },
  },
};

const ENUMERATIONS: Record<string, string[]> = {
  EventStatusType: [
    'EventScheduled',
    'EventCancelled',
    'EventPostponed',
    'EventRescheduled',
    'EventMovedOnline',
  ],
  EventAttendanceModeEnumeration: [
    'OfflineEventAttendanceMode',
    'OnlineEventAttendanceMode',
    'MixedEventAttendanceMode',
  ],
  ItemAvailability: [
    'InStock',
    'SoldOut',
    'PreOrder',
    'PreSale',
    'Discontinued',
    'LimitedAvailability',
    'OutOfStock',
    'BackOrder',
    'InStoreOnly',
    'OnlineOnly',
    'MadeToOrder',
    'Reserved',
  ],
};

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

function propertiesOf(type: string): Record<string, string[]> {
  const def = TYPES[type];
  if (!def) return {};
  return { ...(def.parent ? propertiesOf(def.parent) : {}), ...def.properties };
}

function isA(type: string, expected: string): boolean {
  if (type === expected) return true;
  const parent = TYPES[type]?.parent;
  return parent ? isA(parent, expected) : false;
}

/** Every place where the node strays from the vocabulary, as `path: problem`. */
function vocabularyProblems(node: JsonLd, path = '$'): string[] {
  const type = node['@type'];
  if (typeof type !== 'string' || !TYPES[type]) return [`${path}: unknown @type ${String(type)}`];
  const properties = propertiesOf(type);
  const problems: string[] = [];
  for (const [key, raw] of Object.entries(node)) {
    if (key === '@type' || key === '@context') continue;
    const ranges = properties[key];
    if (!ranges) {
      problems.push(`${path}.${key}: not a property of ${type}`);
      continue;
    }
    for (const [i, value] of (Array.isArray(raw) ? raw : [raw]).entries()) {
      const at = Array.isArray(raw) ? `${path}.${key}[${i}]` : `${path}.${key}`;
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        const nested = String(value['@type']);
        if (!ranges.some((r) => isA(nested, r)))
          problems.push(`${at}: ${nested} is not one of ${ranges.join('/')}`);
        problems.push(...vocabularyProblems(value, at));
        continue;
      }
      const enumeration = ranges.find((r) => ENUMERATIONS[r]);
      if (enumeration) {
        const member = String(value).replace('https://schema.org/', '');
        if (!ENUMERATIONS[enumeration]?.includes(member))
          problems.push(`${at}: ${member} is not a ${enumeration}`);
      } else if (ranges.includes('DateTime') && !DATE_TIME.test(String(value))) {
        problems.push(`${at}: ${String(value)} is not a date-time with an offset`);
      } else if (ranges.includes('URL') && !ranges.includes('Text') && !/^https?:\/\//.test(String(value))) {
        problems.push(`${at}: ${String(value)} is not an absolute URL`);
      }
    }
  }
  return problems;
}

describe("the event's JSON-LD against schema.org's vocabulary", () => {
  const node = eventJsonLd({
    event: sampleEvent(),
    organiser: { name: 'Brdy Sport s.r.o.', url: 'https://brdysport.example' },
    language: 'en',
    url: 'https://zavody.example/detail/event/e1',
    image: 'https://zavody.example/files/logo.png',
    description: 'Trail',
  });

  it('uses only types and properties schema.org defines, with values of their expected types', () => {
    expect(node['@context']).toBe('https://schema.org');
    expect(vocabularyProblems(node)).toEqual([]);
  });

  it('the checker itself refuses a misspelt property, a wrong nested type and an unknown status', () => {
    const bad: JsonLd = {
      ...node,
      startdate: '2026-06-13',
      organizer: { '@type': 'Place', name: 'x' },
      eventStatus: 'https://schema.org/EventHappening',
    };
    expect(vocabularyProblems(bad).sort()).toEqual([
      '$.eventStatus: EventHappening is not a EventStatusType',
      '$.organizer: Place is not one of Organization/Person',
      '$.startdate: not a property of SportsEvent',
    ]);
  });
});
