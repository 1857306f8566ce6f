import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { partnerKeysRoutes } from '@shared/api/areas/partner-keys';
import type { RouteDef } from '@shared/api/route-types';
import type { PartnerKey } from '@shared/partner-api/partner-key-schemas';
import { api } from '../../../../lib/api-client';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { PartnerKeysPanel } from './partner-keys-panel';

const SERIES = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const KEY_ID = '8b1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const key: PartnerKey = {
  keyId: KEY_ID,
  seriesGuid: SERIES,
  name: 'Časomíra Praha',
  prefix: 'rpk_AbCdEfGh',
  scopes: ['startLists', 'registrations'],
  createdAt: '2026-11-29T09:00:00.000Z',
  createdBy: 'Admin Demo',
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: '2026-11-29T10:00:00.000Z',
};
const FULL_KEY = 'rpk_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg';

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

vi.setConfig({ testTimeout: 60_000 });
const call = vi.spyOn(api, 'call');
const writeText = vi.fn(async () => undefined);

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  writeText.mockClear();
  call.mockReset();
  call.mockImplementation(((route: RouteDef) => {
    if (route === partnerKeysRoutes.listKeys) return Promise.resolve({ items: [key] });
    if (route === partnerKeysRoutes.createKey)
      return Promise.resolve({ ...key, name: 'Web pořadatele', key: FULL_KEY });
    return Promise.resolve({ ...key, revokedAt: '2026-11-29T11:00:00.000Z' });
  }) as unknown as typeof api.call);
});
afterEach(() => cleanup());

describe('partner API keys panel', () => {
  it('lists keys by their first characters and last use, creates one and shows it once with a copy button', async () => {
    renderKit(<PartnerKeysPanel seriesGuid={SERIES} />);
    const table = await screen.findByRole('table', { name: 'Klíče API série' });
    const row = (await within(table).findByRole('rowheader', { name: key.name })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('rpk_AbCdEfGh…')).toBeTruthy();
    expect(within(row).getByText('Startovky, Registrace')).toBeTruthy();
    expect(within(row).getByText('Platný')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nový klíč API' }));
    const form = screen.getByRole('form', { name: 'Nový klíč API' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Název/ }), {
      target: { value: 'Web pořadatele' },
    });
    await settle();
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Startovky' }));
    await settle();
    fireEvent.click(within(form).getByRole('button', { name: 'Vytvořit' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(partnerKeysRoutes.createKey, {
        params: { id: SERIES },
        body: { name: 'Web pořadatele', scopes: ['registrations'], expiresAt: null },
      }),
    );
    expect((await screen.findByLabelText('Klíč API')).textContent).toBe(FULL_KEY);
    fireEvent.click(screen.getByRole('button', { name: 'Kopírovat' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(FULL_KEY));
    fireEvent.click(screen.getByRole('button', { name: 'Mám ho zkopírovaný' }));
    expect(screen.queryByLabelText('Klíč API')).toBeNull();
  });

  it('revokes a key after confirmation', async () => {
    renderKit(<PartnerKeysPanel seriesGuid={SERIES} />);
    fireEvent.click(await screen.findByRole('button', { name: `Zrušit klíč ${key.name}` }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zrušit klíč' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(partnerKeysRoutes.revokeKey, {
        params: { id: SERIES, keyId: KEY_ID },
      }),
    );
  });

  it("edits a key's name and scopes in the form filled with its values", async () => {
    renderKit(<PartnerKeysPanel seriesGuid={SERIES} />);
    fireEvent.click(await screen.findByRole('button', { name: `Upravit klíč ${key.name}` }));
    const form = screen.getByRole('form', { name: `Úprava klíče ${key.name}` });
    const name = within(form).getByRole('textbox', { name: /Název/ }) as HTMLInputElement;
    expect(name.value).toBe(key.name);
    fireEvent.change(name, { target: { value: 'Časomíra Brno' } });
    await settle();
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Registrace' }));
    await settle();
    fireEvent.click(within(form).getByRole('button', { name: 'Uložit' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(partnerKeysRoutes.updateKey, {
        params: { id: SERIES, keyId: KEY_ID },
        body: { name: 'Časomíra Brno', scopes: ['startLists'], expiresAt: null },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: `Úprava klíče ${key.name}` })).toBeNull());
  });
});
