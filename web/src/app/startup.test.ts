import { describe, expect, it, vi } from 'vitest';
import type { CodeLists } from '@shared/codelists/codelists';
import { emptyCart } from '../features/cart/model/cart';
import { runStartup } from './startup';

const codeLists = { currencies: [], genders: [] } as unknown as CodeLists;

describe('startup sequence (spec §4)', () => {
  it('runs session, code lists, cart in this order', async () => {
    const calls: string[] = [];
    const result = await runStartup({
      restoreSession: async () => (calls.push('session'), null),
      loadCodeLists: async () => (calls.push('codelists'), codeLists),
      loadCart: () => (calls.push('cart'), emptyCart()),
    });
    expect(calls).toEqual(['session', 'codelists', 'cart']);
    expect(result.codeLists).toBe(codeLists);
  });

  it('tolerates a failing session restore and a failing cart', async () => {
    const result = await runStartup({
      restoreSession: () => Promise.reject(new Error('rehydrate failed')),
      loadCodeLists: async () => codeLists,
      loadCart: () => {
        throw new Error('bad cookie');
      },
    });
    expect(result.user).toBeNull();
    expect(result.cart).toEqual(emptyCart());
  });

  it('waits for a cart read asynchronously (its decoder loads on demand), and tolerates its failure', async () => {
    const stored = { items: [], currency: 'EUR' as const };
    const loaded = await runStartup({
      restoreSession: async () => null,
      loadCodeLists: async () => codeLists,
      loadCart: async () => stored,
    });
    expect(loaded.cart).toBe(stored);
    const failed = await runStartup({
      restoreSession: async () => null,
      loadCodeLists: async () => codeLists,
      loadCart: () => Promise.reject(new Error('chunk failed to load')),
    });
    expect(failed.cart).toEqual(emptyCart());
  });

  it('fails when the code lists cannot be loaded', async () => {
    const loadCart = vi.fn(emptyCart);
    await expect(
      runStartup({
        restoreSession: async () => null,
        loadCodeLists: () => Promise.reject(new Error('REQUEST RETURN CODE: 500')),
        loadCart,
      }),
    ).rejects.toThrow('REQUEST RETURN CODE: 500');
    expect(loadCart).not.toHaveBeenCalled();
  });
});
