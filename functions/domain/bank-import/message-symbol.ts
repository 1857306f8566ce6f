import type { OrderRecord } from '../orders/order-records';
import type { BankMovement } from './bank-movement';
import { normalizeSymbol } from './statement-values';

/**
 * A variable symbol written in the message for the payee (issue 28 item 4). Runners leave the VS
 * field empty and write "VS 1234567890", "vs:1234 567 890" or the number alone; the bank may break
 * the message into lines. As pretix does for its references, spaces and line breaks inside a number
 * are tolerated: the digit groups separated only by whitespace are joined in every contiguous way.
 */

/** The product's variable symbols have 10 digits; shorter ones (older orders) at least this many. */
export const MESSAGE_SYMBOL_MIN_DIGITS = 6;
export const MESSAGE_SYMBOL_MAX_DIGITS = 10;
/** At most this many numbers are looked up per message (a statement may hold thousands of rows). */
export const MESSAGE_SYMBOL_MAX_CANDIDATES = 12;

const WHITESPACE = /^[\s\u00a0\u202f]+$/;
/**
 * A digit group joined to another by one of these is part of an account number (`19-2000145399`,
 * `2000145399/0800`), a date (`12.05.2026`), an amount (`1 234,50`) or a time: never a symbol.
 */
const GLUE = /^[/\-.,:]$/;

/** The numbers a message may name as a variable symbol, without leading zeros, most likely first. */
export function symbolsInMessage(message: string): string[] {
  const runs = [...message.matchAll(/\d+/g)].map((m) => ({
    digits: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
  // A group joined by glue to a neighbour is left out; whitespace-only gaps chain groups together.
  const glued = runs.map((run, i) => {
    const before = runs[i - 1];
    const after = runs[i + 1];
    const gapBefore = before ? message.slice(before.end, run.start) : '';
    const gapAfter = after ? message.slice(run.end, after.start) : '';
    return (before !== undefined && GLUE.test(gapBefore)) || (after !== undefined && GLUE.test(gapAfter));
  });
  const chains: string[][] = [];
  let chain: string[] = [];
  runs.forEach((run, i) => {
    const previous = runs[i - 1];
    const joined = previous && !glued[i - 1] && WHITESPACE.test(message.slice(previous.end, run.start));
    if (!joined && chain.length) {
      chains.push(chain);
      chain = [];
    }
    if (glued[i]) return;
    chain.push(run.digits);
  });
  if (chain.length) chains.push(chain);

  const found: string[] = [];
  const add = (digits: string) => {
    const symbol = normalizeSymbol(digits);
    if (symbol.length < MESSAGE_SYMBOL_MIN_DIGITS || symbol.length > MESSAGE_SYMBOL_MAX_DIGITS) return;
    if (!found.includes(symbol)) found.push(symbol);
  };
  for (const groups of chains)
    for (let from = 0; from < groups.length; from++) {
      let joined = '';
      for (let to = from; to < groups.length; to++) {
        joined += groups[to];
        if (joined.length > MESSAGE_SYMBOL_MAX_DIGITS) break;
        add(joined);
      }
    }
  // Longest first: a whole 10-digit symbol before the shorter pieces of it.
  return found.sort((a, b) => b.length - a.length).slice(0, MESSAGE_SYMBOL_MAX_CANDIDATES);
}

export type MessageOrder = Pick<
  OrderRecord,
  | 'guid'
  | 'variableSymbol'
  | 'paid'
  | 'cancelled'
  | 'deleted'
  | 'expired'
  | 'currency'
  | 'calculatedPrice'
  | 'bankPaymentGuid'
>;

export type MessageMatch =
  /** Exactly one open order fits: the row is matched as if its VS column named it. */
  | { kind: 'matched'; variableSymbol: string }
  /** Open orders named, none or several fit: hand assignment, with these symbols listed. */
  | { kind: 'candidates'; variableSymbols: string[] }
  | { kind: 'none' };

const isOpen = (o: MessageOrder) => !o.paid && !o.cancelled && !o.deleted && !o.expired;

/**
 * Which of the orders the message names the payment is for. An order fits when it is open (unpaid,
 * not cancelled, removed or expired), in the payment's currency, and the payment is its exact
 * price: a number in free text is weaker evidence than the VS field, so under- and overpayments are
 * left to an admin. An order this very row paid already (a resumed import) fits too, so the
 * resumed row finishes its match. Open orders seen but not fitting are listed for hand assignment.
 */
export function chooseMessageMatch(
  payment: Pick<BankMovement, 'amount' | 'currency'> & { guid: string },
  orders: MessageOrder[],
): MessageMatch {
  const fitting = orders.filter(
    (o) =>
      (o.paid && o.bankPaymentGuid === payment.guid) ||
      (isOpen(o) &&
        (!payment.currency || payment.currency === o.currency) &&
        payment.amount === o.calculatedPrice),
  );
  const only = fitting.length === 1 ? fitting[0] : undefined;
  if (only) return { kind: 'matched', variableSymbol: only.variableSymbol };
  const seen = orders.filter(isOpen).map((o) => o.variableSymbol);
  return seen.length ? { kind: 'candidates', variableSymbols: [...new Set(seen)] } : { kind: 'none' };
}
