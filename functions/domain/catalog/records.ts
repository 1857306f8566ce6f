import type { CurrencyCode } from '@shared/codelists/enums';
import type { PricingTier } from './pricing';

/** Catalogue records as stored (see functions/adapters/dynamodb/README.md). */
export interface SeriesRecord {
  entity: 'series';
  guid: string;
  name: string;
  anotation: string;
  description?: string;
  dateFrom: string;
  dateTo: string;
  url?: string;
  logoUrl?: string;
  allowOnHomepage: boolean;
  /** E-mail layout (EMAILLAYOUT#<guid>) the series' e-mails are wrapped in. */
  emailLayoutId?: string;
  /** The rest of spec §3 Series, set in the series editor (functions/domain/series-editor). */
  organizerId?: string;
  hasRanking?: boolean;
  customClient?: number;
  gdprReplacement?: string;
  scripts?: string;
  ecommerce?: boolean;
  /** Raised by every editor write: an update names the version it read (conflict check). */
  version?: number;
  dateCreated?: string;
  dateUpdated?: string;
}

export interface EventRecord {
  entity: 'event';
  guid: string;
  seriesGuid: string;
  order: number;
  name: string;
  anotation: string;
  description: string;
  location: string;
  lattitude?: number;
  longitude?: number;
  url?: string;
  dateFrom: string;
  dateTo: string;
  capacity: number;
  allowOnHomepage: boolean;
  termsAndConditionsId?: string;
  logoUrl?: string;
  registrationFrom?: string;
  registrationTo?: string;
  currencies: CurrencyCode[];
  /** Days an unpaid order lives (a subevent may override). */
  daysTillExpiration?: number;
}

export interface SubeventRecord {
  entity: 'subevent';
  guid: string;
  eventGuid: string;
  seriesGuid: string;
  name: string;
  type: number;
  dateFrom: string;
  dateTo: string;
  registrationFrom: string;
  registrationTo: string;
  startListFrom?: string;
  startListTo?: string;
  forbidBankTransferFrom?: string;
  capacity: number;
  membersFrom?: number;
  membersTo?: number;
  allowIndividuals?: boolean;
  /** Relay racers may be changed from … to (spec §3/§4); an absent bound leaves that side open. */
  relayChangesFrom?: string;
  relayChangesTo?: string;
  daysTillExpiration?: number;
}

export interface CategoryRecord {
  entity: 'category';
  guid: string;
  subEventGuid: string;
  name: string;
  gender?: number;
  minAge?: number;
  maxAge?: number;
  validateAgeToSubEventYear?: boolean;
  capacity: number;
  currencyPrices: Partial<Record<CurrencyCode, number>>;
}

export interface SubcategoryRecord {
  entity: 'subcategory';
  guid: string;
  categoryGuid: string;
  name: string;
  gender?: number;
  minAge?: number;
  maxAge?: number;
  capacity: number;
}

export interface PricingRecord extends PricingTier {
  entity: 'pricing';
  guid: string;
  categoryGuid: string;
}

export interface WaveRecord {
  entity: 'wave';
  guid: string;
  subEventGuid: string;
  name: string;
  dateFrom?: string;
  dateTo?: string;
  capacity: number;
  currencyPrices?: Partial<Record<CurrencyCode, number>>;
}

export interface DocumentRecord {
  entity: 'document';
  guid: string;
  name: string;
  type: number;
  url: string;
}

export interface TemplateRecord {
  entity: 'template';
  guid: string;
  type: 'eventPage' | 'subevent' | 'category' | 'wave';
  targetGuid: string;
  html: string;
}

export interface CurrencyPriceRecord {
  entity: 'currencyPrice';
  currency: CurrencyCode;
}

export type EventPartitionItem =
  | EventRecord
  | SubeventRecord
  | CategoryRecord
  | SubcategoryRecord
  | PricingRecord
  | WaveRecord
  | DocumentRecord
  | TemplateRecord
  | CurrencyPriceRecord
  | { entity: 'card' };

/** Everything of one event, grouped (one Query of its partition). */
export interface EventAggregate {
  event: EventRecord;
  subevents: SubeventRecord[];
  categories: CategoryRecord[];
  subcategories: SubcategoryRecord[];
  pricings: PricingRecord[];
  waves: WaveRecord[];
  documents: DocumentRecord[];
  templates: TemplateRecord[];
}

export function groupEventPartition(items: EventPartitionItem[]): EventAggregate | undefined {
  const event = items.find((i): i is EventRecord => i.entity === 'event');
  if (!event) return undefined;
  // The series editor keeps an `order` on what it lists (races, categories, waves…): its reorder
  // shows on the public page; records without one keep their stored order (dates for races).
  const orderOf = (i: object) => (i as { order?: number }).order ?? 0;
  const of = <T extends EventPartitionItem>(entity: T['entity']) =>
    (items.filter((i) => i.entity === entity) as T[]).sort((a, b) => orderOf(a) - orderOf(b));
  return {
    event,
    subevents: of<SubeventRecord>('subevent').sort(
      (a, b) =>
        orderOf(a) - orderOf(b) || a.dateFrom.localeCompare(b.dateFrom) || a.name.localeCompare(b.name),
    ),
    categories: of<CategoryRecord>('category'),
    subcategories: of<SubcategoryRecord>('subcategory'),
    pricings: of<PricingRecord>('pricing'),
    waves: of<WaveRecord>('wave'),
    documents: of<DocumentRecord>('document'),
    templates: of<TemplateRecord>('template'),
  };
}

/** Capacity counters an event page needs, as [scope, guid] pairs. */
export function counterRefs(agg: EventAggregate): Array<[string, string]> {
  return [
    ['event', agg.event.guid],
    ...agg.subevents.map((s): [string, string] => ['subevent', s.guid]),
    ...agg.categories.map((c): [string, string] => ['category', c.guid]),
    ...agg.subcategories.map((c): [string, string] => ['subcategory', c.guid]),
    ...agg.waves.map((w): [string, string] => ['wave', w.guid]),
  ];
}
