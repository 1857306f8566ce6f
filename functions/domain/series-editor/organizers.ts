import type {
  HistoryEntry,
  Organizer,
  OrganizerFields,
  OrganizersQuery,
} from '@shared/back-office/series-editor-schemas';
import {
  DEFAULT_VAT_RATE,
  ORGANIZER_VAT_RATES,
  organizerDisplayName,
  type OrganizerTaxDocuments,
} from '@shared/back-office/series-editor-schemas';
import { CURRENCY_CODES, Currency, DEFAULT_CURRENCY, type CurrencyCode } from '@shared/codelists/enums';
import { matchesSearch } from '@shared/text/search-text';
import { BusinessRuleError, NotFoundError } from '../errors';
import { envelope, type Envelope, type Paging } from '../paging';
import { fieldChanges } from './history';
import type {
  Actor,
  OrganizerHistoryRecord,
  OrganizerRecord,
  SeriesEditorPorts,
} from './series-editor-ports';

/** The fields an organizer's history compares, in the form's order. */
const HISTORY_FIELDS = [
  'companyName',
  'firstName',
  'lastName',
  'isLegalEntity',
  'ic',
  'paysVAT',
  'street',
  'city',
  'zipcode',
  'country',
  'email',
  'phone',
  'bankAccountNumber',
  'bankCode',
  'currency',
  'vatRate',
  'dic',
] as const satisfies ReadonlyArray<keyof HistoryView>;

/** The organizer as its history compares it: the tax documents' fields by name. */
type HistoryView = Organizer & { vatRate: number; dic: string };
const historyView = (o: OrganizerRecord): HistoryView => {
  const view = organizerView(o);
  return { ...view, vatRate: view.taxDocuments.vatRate, dic: view.taxDocuments.dic };
};

function organizerHistory(
  ports: SeriesEditorPorts,
  actor: Actor,
  action: HistoryEntry['action'],
  before: OrganizerRecord | undefined,
  after: OrganizerRecord | undefined,
  now: Date,
): OrganizerHistoryRecord {
  return {
    organizerGuid: (after ?? before)?.guid ?? '',
    historyId: ports.newId(),
    at: now.toISOString(),
    action,
    actor,
    changes: fieldChanges<HistoryView>(
      before && historyView(before),
      after && historyView(after),
      HISTORY_FIELDS,
    ),
  };
}

/** Old items carry the currency's number (spec code list: 1 CZK, 2 USD, 3 EUR). */
function currencyOf(value: string | number | undefined): CurrencyCode {
  if (typeof value === 'number')
    return (Object.entries(Currency).find(([, n]) => n === value)?.[0] as CurrencyCode) ?? DEFAULT_CURRENCY;
  return CURRENCY_CODES.includes(value as CurrencyCode) ? (value as CurrencyCode) : DEFAULT_CURRENCY;
}

const vatRateOf = (rate: number | undefined): OrganizerTaxDocuments['vatRate'] =>
  ORGANIZER_VAT_RATES.find((r) => r === rate) ?? DEFAULT_VAT_RATE;

export function organizerView(o: OrganizerRecord): Organizer {
  return {
    guid: o.guid,
    firstName: o.firstName ?? '',
    lastName: o.lastName ?? '',
    companyName: o.companyName ?? '',
    isLegalEntity: o.isLegalEntity ?? false,
    street: o.street ?? '',
    city: o.city ?? '',
    zipcode: o.zipcode ?? '',
    country: o.country ?? 'CZE',
    email: o.email ?? '',
    phone: o.phone ?? '',
    ic: o.ic ?? '',
    paysVAT: o.paysVAT ?? false,
    bankAccountNumber: o.bankAccountNumber ?? '',
    bankCode: o.bankCode ?? '',
    currency: currencyOf(o.currency),
    taxDocuments: { vatRate: vatRateOf(o.taxDocuments?.vatRate), dic: o.taxDocuments?.dic ?? '' },
    dateCreated: o.dateCreated ?? null,
    dateUpdated: o.dateUpdated ?? null,
  };
}

const byName = (a: OrganizerRecord, b: OrganizerRecord) =>
  organizerDisplayName(a).localeCompare(organizerDisplayName(b), 'cs') || a.guid.localeCompare(b.guid);

/** GET admin/series-organizers: by name; the search covers names, e-mail and IČO. */
export async function listOrganizers(
  ports: SeriesEditorPorts,
  query: OrganizersQuery,
): Promise<Envelope<Organizer>> {
  const rows = (await ports.store.allOrganizers())
    .filter((o) =>
      matchesSearch(query.searchText, o.companyName, o.firstName, o.lastName, o.email, o.ic, o.city),
    )
    .sort(byName);
  return envelope(rows.map(organizerView), query);
}

async function readOrganizer(ports: SeriesEditorPorts, guid: string): Promise<OrganizerRecord> {
  const organizer = await ports.store.getOrganizer(guid);
  if (!organizer) throw new NotFoundError('seriesEditor.organizerNotFound');
  return organizer;
}

export async function getOrganizer(ports: SeriesEditorPorts, guid: string): Promise<Organizer> {
  return organizerView(await readOrganizer(ports, guid));
}

function recordOf(
  guid: string,
  f: OrganizerFields,
  base: OrganizerRecord | undefined,
  now: string,
): OrganizerRecord {
  return {
    ...base,
    ...f,
    entity: 'organizer',
    guid,
    // Spaces typed inside the numbers are not part of them.
    ic: f.ic.replace(/\s+/g, ''),
    bankAccountNumber: f.bankAccountNumber.replace(/\s+/g, ''),
    dateCreated: base?.dateCreated ?? now,
    dateUpdated: now,
  };
}

export async function createOrganizer(
  ports: SeriesEditorPorts,
  actor: Actor,
  body: OrganizerFields,
  now: Date,
): Promise<Organizer> {
  const organizer = recordOf(ports.newId(), body, undefined, now.toISOString());
  await ports.store.putOrganizer(
    organizer,
    true,
    organizerHistory(ports, actor, 'CREATE', undefined, organizer, now),
  );
  return organizerView(organizer);
}

export async function updateOrganizer(
  ports: SeriesEditorPorts,
  actor: Actor,
  guid: string,
  body: OrganizerFields,
  now: Date,
): Promise<Organizer> {
  const before = await readOrganizer(ports, guid);
  const organizer = recordOf(guid, body, before, now.toISOString());
  const history = organizerHistory(ports, actor, 'UPDATE', before, organizer, now);
  if ((await ports.store.putOrganizer(organizer, false, history)) === 'gone')
    throw new NotFoundError('seriesEditor.organizerNotFound');
  return organizerView(organizer);
}

/** DELETE admin/series-organizers/{id}: refused while a series names the organizer. */
export async function deleteOrganizer(
  ports: SeriesEditorPorts,
  actor: Actor,
  guid: string,
  now: Date,
): Promise<{ deleted: true }> {
  const before = await readOrganizer(ports, guid);
  const user = (await ports.store.allSeries()).find((s) => s.organizerId === guid);
  if (user) throw new BusinessRuleError('seriesEditor.organizerInUse', { series: user.name });
  const history = organizerHistory(ports, actor, 'DELETE', before, undefined, now);
  if ((await ports.store.deleteOrganizer(guid, history)) === 'gone')
    throw new NotFoundError('seriesEditor.organizerNotFound');
  return { deleted: true };
}

/** GET admin/series-organizers/{id}/histories: newest first; kept after the organizer is deleted. */
export async function organizerHistoryOf(
  ports: SeriesEditorPorts,
  guid: string,
  paging: Paging,
): Promise<Envelope<HistoryEntry>> {
  const entries = (await ports.store.listOrganizerHistory(guid))
    .reverse()
    .map(({ organizerGuid: _, ...entry }) => entry);
  if (entries.length === 0) await readOrganizer(ports, guid);
  return envelope(entries, paging);
}
