import { fold } from '@shared/text/search-text';
import type { OrderRecord } from './order-records';

/**
 * What the orders list (POST admin/registrations) reads instead of every order of a season:
 *
 * - **Counts by flag combination.** Per series and UTC day of creation, how many orders have each
 *   combination of the list's flags (paid, expired, cancelled, deleted, issued). An order is in
 *   exactly one combination; a write that changes its flags moves it from one to the other in the
 *   same transaction (`orderCountMove`). The total of any flag filter over a date range is the sum
 *   of the combinations it admits over the range's days: a read of ≤ 366 small items a year,
 *   whatever the number of orders.
 * - **A search index.** Per order, its tokens (folded words of the registrator's names and
 *   e-mail, the e-mail itself, the variable symbol). A search word is a prefix of a token, so the
 *   adapter reads only the index entries starting with the search's longest word.
 *
 * Pure functions; the DynamoDB layout is in functions/adapters/dynamodb/README.md.
 */

export const LIST_FLAGS = ['paid', 'expired', 'cancelled', 'deleted', 'issued'] as const;
export type ListFlag = (typeof LIST_FLAGS)[number];
export type ListFlagFilter = Partial<Record<ListFlag, boolean>>;
type Flagged = Partial<Pick<OrderRecord, ListFlag>>;

/** The order's flag combination: one digit per flag of LIST_FLAGS (`10000` = paid only). */
export const flagCombination = (order: Flagged): string =>
  LIST_FLAGS.map((f) => (order[f] ? '1' : '0')).join('');

/** Whether orders of this combination meet the filter (a flag left out admits both values). */
export function combinationMatches(combination: string, filter: ListFlagFilter): boolean {
  return LIST_FLAGS.every((f, i) => filter[f] === undefined || (combination[i] === '1') === filter[f]);
}

/** The flag filter of a list filter (only the flags it names). */
export const flagFilterOf = (filter: ListFlagFilter): ListFlagFilter =>
  Object.fromEntries(LIST_FLAGS.filter((f) => filter[f] !== undefined).map((f) => [f, filter[f]]));

/** The UTC day an order is counted under (the list's date filter compares UTC creation times). */
export const countDay = (dateCreated: string) => dateCreated.slice(0, 10);

/** One order moving between the counts of its series' day: `from` −1, `to` +1 (either may be absent). */
export interface OrderCountMove {
  seriesGuid: string;
  day: string;
  from?: string;
  to?: string;
}

/** A new order enters the count of its combination. */
export const orderCountPlacement = (order: OrderRecord): OrderCountMove => ({
  seriesGuid: order.seriesGuid,
  day: countDay(order.dateCreated),
  to: flagCombination(order),
});

/** The move a write of `set` onto the order makes (null when its flags stay as they are). */
export function orderCountMove(order: OrderRecord, set: Partial<OrderRecord>): OrderCountMove | null {
  const from = flagCombination(order);
  const to = flagCombination({ ...order, ...set });
  return from === to ? null : { seriesGuid: order.seriesGuid, day: countDay(order.dateCreated), from, to };
}

/** Lower-case, accent-free alphanumeric pieces of a text ("Nováková-Svobodová" → novakova, svobodova). */
const pieces = (text: string | null | undefined) =>
  fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** At most this many tokens per order (long double-barrelled names stay bounded). */
export const MAX_TOKENS = 16;

/**
 * The search tokens of an order: the words of the registrator's first and last name, the folded
 * e-mail, its domain and the words before the @, and the variable symbol.
 */
export function searchTokens(
  order: Pick<OrderRecord, 'variableSymbol'> & {
    registrator: Pick<OrderRecord['registrator'], 'firstName' | 'lastName' | 'email'>;
  },
): string[] {
  const r = order.registrator;
  const email = fold(r.email).trim();
  const at = email.lastIndexOf('@');
  const tokens = [
    ...pieces(r.lastName),
    ...pieces(r.firstName),
    ...(email ? [email] : []),
    ...(at >= 0 ? [email.slice(at + 1), ...pieces(email.slice(0, at))] : pieces(email)),
    ...pieces(order.variableSymbol),
  ].filter(Boolean);
  return [...new Set(tokens)].slice(0, MAX_TOKENS);
}

/**
 * The words of a search text, folded as tokens are: a word with an @ or a dot stays whole (an
 * e-mail, its beginning or its domain), any other splits into its alphanumeric pieces.
 */
export function searchWords(searchText: string | null | undefined): string[] {
  const words = fold(searchText)
    .split(/\s+/)
    .map((w) => w.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, ''))
    .filter(Boolean)
    .flatMap((w) => (/[@.]/.test(w) ? [w] : pieces(w)));
  return [...new Set(words)];
}

/** Every search word starts one of the tokens (no words: everything matches). */
export const tokensMatch = (tokens: readonly string[], words: readonly string[]) =>
  words.every((w) => tokens.some((t) => t.startsWith(w)));

/** The word the index is read by: the longest, so the fewest entries start with it. */
export const lookupWord = (words: readonly string[]) =>
  words.reduce((best, w) => (w.length > best.length ? w : best), '');

/** An order created within the list's days (inclusive yyyy-mm-dd, open ends), as the key range reads it. */
export const createdWithin = (dateCreated: string, range: { from?: string; to?: string }) =>
  (!range.from || dateCreated >= range.from) && (!range.to || dateCreated <= `${range.to}T~`);
