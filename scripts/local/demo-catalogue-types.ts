import type { Currency } from '@shared/codelists/enums';
import type { EventRecord } from '../../functions/domain/catalog/records';

/** The demo catalogue's shapes (scripts/local/demo-events.ts), as the seed writes them. */

export interface DemoCategory {
  guid: string;
  name: string;
  gender?: number;
  minAge?: number;
  maxAge?: number;
  /** minor units, in the event's base currency */
  price: number;
  capacity: number;
  used?: number;
  validateAgeToSubEventYear?: boolean;
  subcategories?: Array<{
    guid: string;
    name: string;
    minAge?: number;
    maxAge?: number;
    gender?: number;
    capacity: number;
  }>;
  pricings?: Array<{
    guid: string;
    name: string;
    price: number;
    dateFrom?: string;
    dateTo?: string;
    capacityFrom?: number;
    capacityTo?: number;
  }>;
}

export interface DemoSubevent {
  guid: string;
  name: string;
  type: number;
  dateFrom: string;
  dateTo: string;
  registrationFrom: string;
  registrationTo: string;
  startListFrom: string;
  startListTo: string;
  forbidBankTransferFrom?: string;
  capacity: number;
  used?: number;
  membersFrom?: number;
  membersTo?: number;
  allowIndividuals?: boolean;
  relayChangesFrom?: string;
  relayChangesTo?: string;
  categories: DemoCategory[];
  waves: Array<{
    guid: string;
    name: string;
    price?: number;
    dateFrom?: string;
    dateTo?: string;
    capacity: number;
    used?: number;
  }>;
}

/** A demo event: a stored event with every optional field given, its currencies' rates and its races. */
export interface DemoEvent extends Required<
  Omit<EventRecord, 'entity' | 'logoUrl' | 'registrationFrom' | 'registrationTo' | 'currencies'>
> {
  currencies: Array<{
    currency: keyof typeof Currency;
    /** multiplier in per-mille of the base CZK price */ rate: number;
  }>;
  subevents: DemoSubevent[];
}
