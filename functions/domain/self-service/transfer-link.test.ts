import { describe, expect, it } from 'vitest';
import { ticketKey } from '../check-in/ticket-token';
import { readTransferLink, signTransferLink, transferLinkKey, transferLinkMatches } from './transfer-link';

const key = transferLinkKey('stage-secret');
const ref = { orderGuid: '0b6f8c1e-1111-4c8d-9e7f-1a2b3c4d5e6f', index: 2 };

describe('the transfer link of a registration e-mail', () => {
  it('names the registration and is proved only for its current registrant', () => {
    const token = signTransferLink(key, ref, 'Petr@Example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{46}$/);
    expect(readTransferLink(token)).toEqual(ref);
    expect(transferLinkMatches(key, token, 'petr@example.com ')).toBe(true);
    // Once the registration changed hands, the old registrant's link no longer proves anything.
    expect(transferLinkMatches(key, token, 'eva@example.com')).toBe(false);
  });

  it('cannot be forged, moved to another registration, or made with another key or purpose', () => {
    const token = signTransferLink(key, ref, 'petr@example.com');
    const other = signTransferLink(key, { ...ref, index: 3 }, 'petr@example.com');
    const spliced = other.slice(0, 24) + token.slice(24);
    expect(transferLinkMatches(key, spliced, 'petr@example.com')).toBe(false);
    expect(transferLinkMatches(transferLinkKey('other-secret'), token, 'petr@example.com')).toBe(false);
    // The QR ticket's key, derived from the same secret, signs nothing a transfer link accepts.
    expect(transferLinkMatches(ticketKey('stage-secret'), token, 'petr@example.com')).toBe(false);
    expect(readTransferLink('too-short')).toBeUndefined();
    expect(transferLinkMatches(key, 'x'.repeat(46), 'petr@example.com')).toBe(false);
  });
});
