import { createHash } from 'node:crypto';
import type { BankMovement } from './bank-movement';
import type { BankPaymentStatus } from './reconcile';

/** A bank payment as stored (spec §3 Bank payment) with its match. */
export interface BankPaymentRecord extends Omit<BankMovement, 'reversal'> {
  guid: string;
  status: BankPaymentStatus;
  /** The order it is matched to (or names, when flagged). */
  orderGuid: string | null;
  /** Underpaid: what is left to pay. */
  remaining: number | null;
  /** Overpaid: what to refund. */
  refund: number | null;
  /** The import job that brought it (a resumed job recognises its own rows). */
  jobId: string | null;
  importedAt: string;
  importedBy: string;
  dateUpdated: string;
  comment: string;
  /** The admin's note (the statement's own comment column is `comment`). */
  note?: string;
}

/**
 * The payment's guid from the bank's movement id: the same statement row imported twice is the
 * same record (the import's conditional write skips it). A UUID (version 8, name-based) so the
 * admin routes' id schema takes it.
 */
export function bankPaymentGuid(movementId: string): string {
  const h = createHash('sha256').update(`bank-movement:${movementId}`).digest('hex');
  const variant = ((parseInt(h.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
