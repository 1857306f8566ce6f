import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailsRoutes } from '@shared/api/areas/emails';
import type { RouteDef } from '@shared/api/route-types';
import type { AdminTranslations } from '@shared/back-office/translation-schemas';
import { api } from '../../../../lib/api-client';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import TranslationsScreen from '../routes/translations-screen';

vi.setConfig({ testTimeout: 20_000 });

const data: AdminTranslations = {
  versions: { cs: 3, en: 0 },
  entries: [
    {
      namespace: 'cart',
      key: 'summary.items',
      builtIn: { cs: '{{count}} položek za {{price}}', en: '{{count}} items for {{price}}' },
      override: { cs: null, en: null },
    },
    {
      namespace: 'common',
      key: 'footer.contact',
      builtIn: { cs: 'Kontakt', en: 'Contact' },
      override: { cs: 'Napište nám', en: null },
    },
  ],
  history: [
    {
      historyId: 'h1',
      at: '2026-11-20T10:00:00.000Z',
      action: 'UPDATE',
      actor: { userId: 'u1', name: 'Ada Admin' },
      changes: [{ field: 'common:footer.contact', before: null, after: 'Napište nám' }],
      language: 'cs',
    },
  ],
};

const call = vi.spyOn(api, 'call');
const calls: Array<{ route: RouteDef; input: { body?: Record<string, unknown> } | undefined }> = [];

beforeEach(() => {
  calls.length = 0;
  call.mockReset();
  call.mockImplementation(((route: RouteDef, input: { body?: Record<string, unknown> } | undefined) => {
    calls.push({ route, input });
    if (route === emailsRoutes.translations) return Promise.resolve(data);
    return Promise.resolve({ ...data, versions: { cs: 4, en: 0 } });
  }) as unknown as typeof api.call);
});
afterEach(() => cleanup());

describe('translations screen', () => {
  it('filters the texts, checks an override against its built-in text and saves the language', async () => {
    await i18n.changeLanguage('cs');
    renderKit(<TranslationsScreen area="admin" />);
    const list = await screen.findByRole('list', { name: 'Texty' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText(/Ada Admin · čeština: 1 text/)).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Hledat v klíči nebo textu' }), {
      target: { value: 'polozek' },
    });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    const save = screen.getByRole('button', { name: 'Uložit texty (čeština)' });
    expect(save.hasAttribute('disabled')).toBe(true);

    const field = within(list).getByRole('textbox', { name: /summary\.items/ });
    fireEvent.change(field, { target: { value: 'Položek: {{count}}' } });
    expect(
      await screen.findByText('Text musí obsahovat proměnnou {{price}} jako původní text.'),
    ).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);

    fireEvent.change(field, { target: { value: 'Položek: {{count}} za {{price}}' } });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(calls.some((c) => c.route === emailsRoutes.updateTranslations)).toBe(true));
    expect(calls.find((c) => c.route === emailsRoutes.updateTranslations)?.input).toEqual({
      body: {
        language: 'cs',
        version: 3,
        overrides: {
          cart: { 'summary.items': 'Položek: {{count}} za {{price}}' },
          common: { 'footer.contact': 'Napište nám' },
        },
      },
    });
  });

  it('shows the English texts with their own overrides, in English', async () => {
    await i18n.changeLanguage('en');
    renderKit(<TranslationsScreen area="admin" />);
    const list = await screen.findByRole('list', { name: 'Texts' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Language of the texts' }), {
      target: { value: 'en' },
    });
    expect(await within(list).findByText('Built-in text: Contact')).toBeTruthy();
    expect(within(list).getByRole('textbox', { name: /footer\.contact/ })).toHaveProperty('value', '');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Changed texts only' }));
    expect(await screen.findByText('0 texts')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save texts (English)' }).hasAttribute('disabled')).toBe(true);
    await i18n.changeLanguage('cs');
  });
});
