import { fold } from '@shared/text/search-text';
import type {
  AdminStartList,
  AdminStartListRow,
  AdminStartListSort,
} from '@shared/orders/start-list-schemas';
import { NotFoundError } from '../errors';
import { envelope, type Paging } from '../paging';
import type { StartListItem } from './start-list-item';

/**
 * The back office's start list of a subevent (spec §7 "Admin registrations" start list calls):
 * the list, its exports' rows and whether a start number is taken. Its quick start-number
 * assignment is a numbering (functions/domain/numberings/start-number-assignment.ts). Uniqueness
 * per subevent lives in the adapter (one guard item per number, conditional writes).
 */
/** A start-list row with the item's position in its order (what a write to the item needs). */
export type { StartListItem } from './start-list-item';

const publicRow = ({ index: _index, ...row }: StartListItem): AdminStartListRow => row;

export interface StartListPorts {
  /** The subevent's name, or undefined when there is no such subevent. */
  subeventName(subGuid: string): Promise<string | undefined>;
  /** Every item of the subevent's active orders (the sparse start-list index). */
  startListRows(subGuid: string): Promise<StartListItem[]>;
  /** Every start number taken in the subevent (guard items). */
  takenStartNumbers(subGuid: string): Promise<Set<number>>;
  startNumberTaken(subGuid: string, startNumber: number): Promise<boolean>;
  /**
   * Gives the item the number in one transaction with the number's guard: `numberTaken` when the
   * number is already someone's, `itemNumbered` when the item got a number meanwhile.
   */
  claimStartNumber(
    subGuid: string,
    row: StartListItem,
    startNumber: number,
  ): Promise<'claimed' | 'numberTaken' | 'itemNumbered'>;
}

export interface StartListQuery {
  searchText?: string;
  /** Absent: by rank when a row has one (the imported ranking), else by start number. */
  sort?: AdminStartListSort;
  descending: boolean;
}

const collator = new Intl.Collator('cs', { sensitivity: 'base' });

const byName = (a: AdminStartListRow, b: AdminStartListRow) =>
  collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName);

const byStartNumber = (a: AdminStartListRow, b: AdminStartListRow) =>
  (a.startNumber ?? Number.MAX_SAFE_INTEGER) - (b.startNumber ?? Number.MAX_SAFE_INTEGER);

const compare: Record<AdminStartListSort, (a: AdminStartListRow, b: AdminStartListRow) => number> = {
  startNumber: byStartNumber,
  // Ranked runners first by rank, the others after them as the default order has them.
  rank: (a, b) =>
    (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) || byStartNumber(a, b),
  lastName: byName,
  club: (a, b) => collator.compare(a.club ?? '', b.club ?? ''),
  category: (a, b) => collator.compare(a.categoryName, b.categoryName),
  dateCreated: (a, b) => a.dateCreated.localeCompare(b.dateCreated),
};

/** The order a list without a chosen one gets: the ranking's when the race has one. */
export const defaultSort = (rows: readonly AdminStartListRow[]): AdminStartListSort =>
  rows.some((r) => r.rank != null) ? 'rank' : 'startNumber';

/** Search (name, e-mail, club, team; accent-insensitive) and sort (ties by name, then item). */
export function searchAndSort<T extends AdminStartListRow>(rows: readonly T[], query: StartListQuery): T[] {
  const needle = query.searchText ? fold(query.searchText.trim()) : '';
  const sign = query.descending ? -1 : 1;
  const sort = query.sort ?? defaultSort(rows);
  return rows
    .filter(
      (r) =>
        !needle ||
        fold(`${r.firstName} ${r.lastName} ${r.email} ${r.club ?? ''} ${r.teamName ?? ''}`).includes(needle),
    )
    .sort((a, b) => sign * (compare[sort](a, b) || byName(a, b)) || a.itemGuid.localeCompare(b.itemGuid));
}

/** The subevent's name; 404 when there is no such subevent. */
export async function nameOrNotFound(ports: StartListPorts, subGuid: string): Promise<string> {
  const name = await ports.subeventName(subGuid);
  if (name === undefined) throw new NotFoundError('series.subeventNotFound', { guid: subGuid });
  return name;
}

export async function adminStartList(
  ports: StartListPorts,
  subGuid: string,
  query: StartListQuery & Paging,
): Promise<AdminStartList> {
  const subEventName = await nameOrNotFound(ports, subGuid);
  const all = await ports.startListRows(subGuid);
  return {
    ...envelope(searchAndSort(all, query).map(publicRow), query),
    subEventName,
    withoutNumber: all.filter((r) => r.startNumber === null).length,
    ranked: all.filter((r) => r.rank != null).length,
    sort: query.sort ?? defaultSort(all),
  };
}

/** Every row of an export, searched and sorted like the screen, with the subevent's name. */
export async function startListForExport(
  ports: StartListPorts,
  subGuid: string,
  query: StartListQuery,
): Promise<{ subEventName: string; rows: AdminStartListRow[] }> {
  const subEventName = await nameOrNotFound(ports, subGuid);
  return { subEventName, rows: searchAndSort(await ports.startListRows(subGuid), query).map(publicRow) };
}

export async function startNumberExists(
  ports: StartListPorts,
  subGuid: string,
  startNumber: number,
): Promise<{ exists: boolean }> {
  await nameOrNotFound(ports, subGuid);
  if (await ports.startNumberTaken(subGuid, startNumber)) return { exists: true };
  // A number given before guard items existed (imported data) counts as taken too.
  return { exists: (await ports.startListRows(subGuid)).some((r) => r.startNumber === startNumber) };
}
