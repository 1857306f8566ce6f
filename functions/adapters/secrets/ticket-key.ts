import { ticketKey } from '../../domain/check-in/ticket-token';
import { getSecret } from '../config';

let key: Promise<Buffer> | undefined;

/**
 * The stage's QR ticket key, derived once per Lambda instance from the `ticket` secret — its own
 * secret, so the e-mail worker can mint tickets without ever reading the `jwt` secret.
 */
export const stageTicketKey = (): Promise<Buffer> => {
  key ??= getSecret('TICKET_SECRET').then(ticketKey);
  // A failed read is not cached: the next call tries again.
  key.catch(() => (key = undefined));
  return key;
};
