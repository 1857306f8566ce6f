import { randomInt } from 'node:crypto';

/**
 * A random 10-digit variable symbol (no leading zero, so banks and spreadsheets keep all digits).
 * Uniqueness is guaranteed by the `VS#<symbol>` guard in the order's transaction; with 9·10⁹
 * symbols a collision is rare and simply retried with a new one.
 */
export function newVariableSymbol(): string {
  return `${randomInt(1, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}
