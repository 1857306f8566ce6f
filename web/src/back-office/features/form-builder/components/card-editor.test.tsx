import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import type { RouteDef } from '@shared/api/route-types';
import type { Card } from '@shared/back-office/card-editor-schemas';
import { api } from '../../../../lib/api-client';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { CardEditor } from './card-editor';

vi.setConfig({ testTimeout: 20_000 });

const EVENT = '7f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const call = vi.spyOn(api, 'call');
const calls: Array<{ route: RouteDef; input: { body?: Record<string, unknown>; params?: { id: string } } }> =
  [];

const stored: Card = {
  guid: '8f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  eventGuid: EVENT,
  name: 'Doplňky',
  order: 1,
  type: 1,
  limit: 0,
  subEventGuids: [],
  translations: {},
  archived: false,
  version: 4,
  dateCreated: null,
  dateUpdated: null,
  values: [
    {
      guid: 'af1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
      name: 'shirt',
      label: 'Tričko',
      placeholder: null,
      type: 4,
      required: false,
      hasPrice: false,
      currencyPrices: {},
      defaultValue: null,
      description: null,
      readOnly: false,
      isAdditional: false,
      hidden: false,
      registrationOnSite: false,
      showAtPickup: false,
      predefinedTemplate: null,
      validations: [],
      subComponentType: 0,
      subComponentName: null,
      subComponentLabel: null,
      subComponentPlaceholder: null,
      categoryGuids: [],
      waveGuids: [],
      translations: {},
      archived: false,
      capacity: 0,
      used: 3,
      options: [
        {
          guid: 'bf1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
          value: 'S',
          label: 'Malé',
          currencyPrices: { CZK: 25000 },
          addToCardValueUsage: false,
          subComponentType: 0,
          subComponentName: null,
          subComponentLabel: null,
          subComponentPlaceholder: null,
          translations: {},
          archived: false,
          capacity: 3,
          used: 3,
        },
        {
          guid: 'cf1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
          value: 'M',
          label: 'Střední',
          currencyPrices: {},
          addToCardValueUsage: false,
          subComponentType: 0,
          subComponentName: null,
          subComponentLabel: null,
          subComponentPlaceholder: null,
          translations: {},
          archived: false,
          capacity: 0,
          used: 0,
        },
      ],
    },
  ],
};

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  calls.length = 0;
  call.mockReset();
  call.mockImplementation(((route: RouteDef, input: { body?: Record<string, unknown> }) => {
    calls.push({ route, input });
    if (route === adminSeriesRoutes.subEvents) return Promise.resolve([]);
    return Promise.resolve({ ...stored, ...input.body });
  }) as unknown as typeof api.call);
});
afterEach(() => cleanup());

describe('form builder card editor', () => {
  it('shows a new select with its options in the checkout preview and saves the form', async () => {
    const done = vi.fn();
    renderKit(<CardEditor eventGuid={EVENT} onDone={done} />);
    fireEvent.change(screen.getByLabelText(/^Název formuláře \*/), { target: { value: 'Trička' } });
    fireEvent.click(screen.getByRole('button', { name: 'Přidat pole' }));
    fireEvent.change(screen.getByLabelText(/^Popisek \*/), { target: { value: 'Velikost trička' } });
    fireEvent.change(screen.getByLabelText('Typ pole'), { target: { value: '4' } });
    const labels = screen.getAllByLabelText(/^Popisek \*/);
    fireEvent.change(labels[1] as HTMLElement, { target: { value: 'Malé' } });
    fireEvent.change(labels[2] as HTMLElement, { target: { value: 'Velké' } });

    // The preview is the checkout's own select: the field's label and both options.
    const preview = screen.getByRole('region', { name: 'Náhled' });
    const select = within(preview).getByLabelText('Velikost trička');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['– vyberte –', 'Malé', 'Velké']);

    fireEvent.click(screen.getByRole('button', { name: 'Uložit formulář' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    const saved = calls.find((c) => c.route === adminSeriesRoutes.createCard);
    expect(saved?.input.body).toMatchObject({
      eventGuid: EVENT,
      name: 'Trička',
      values: [
        {
          name: 'field1',
          label: 'Velikost trička',
          type: 4,
          options: [
            { value: 'option1', label: 'Malé' },
            { value: 'option2', label: 'Velké' },
          ],
        },
      ],
    });
  });

  it('gives a field its own sub-input, shows it in the preview and saves it with the field', async () => {
    const done = vi.fn();
    renderKit(<CardEditor eventGuid={EVENT} onDone={done} />);
    fireEvent.change(screen.getByLabelText(/^Název formuláře \*/), { target: { value: 'Klub' } });
    fireEvent.click(screen.getByRole('button', { name: 'Přidat pole' }));
    fireEvent.change(screen.getByLabelText(/^Popisek \*/), { target: { value: 'Klub' } });
    const sub = screen.getByRole('group', { name: 'Doplňkový vstup pole' });
    fireEvent.change(within(sub).getByLabelText('Doplňkový vstup'), { target: { value: '2' } });
    fireEvent.change(within(sub).getByLabelText('Popisek doplňkového vstupu'), {
      target: { value: 'Jsem registrovaný člen' },
    });

    // The checkout's own field: the sub-input waits until the field is answered.
    const preview = screen.getByRole('region', { name: 'Náhled' });
    const tick = within(preview).getByRole('checkbox', {
      name: 'Jsem registrovaný člen',
    }) as HTMLInputElement;
    expect(tick.disabled).toBe(true);
    fireEvent.change(within(preview).getByRole('textbox', { name: 'Klub' }), { target: { value: 'SK' } });
    expect(tick.disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Uložit formulář' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    const saved = calls.find((c) => c.route === adminSeriesRoutes.createCard);
    expect(saved?.input.body).toMatchObject({
      values: [{ label: 'Klub', subComponentType: 2, subComponentLabel: 'Jsem registrovaný člen' }],
    });
  });

  it('refuses a form the shared schema refuses, naming the field, without calling the server', async () => {
    renderKit(<CardEditor eventGuid={EVENT} onDone={() => undefined} />);
    fireEvent.change(screen.getByLabelText(/^Název formuláře \*/), { target: { value: 'Trička' } });
    fireEvent.click(screen.getByRole('button', { name: 'Přidat pole' }));
    fireEvent.change(screen.getByLabelText(/^Popisek \*/), { target: { value: 'Poznámka' } });
    fireEvent.change(screen.getByLabelText(/^Název \(klíč v exportu\)/), { target: { value: 'bad name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit formulář' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Poznámka (name)');
    expect(alert.textContent).toContain('Název smí obsahovat jen písmena');
    expect(calls.some((c) => c.route === adminSeriesRoutes.createCard)).toBe(false);
  });

  it('shows the places taken per option, disables a full option in the preview and updates with the version read', async () => {
    renderKit(<CardEditor eventGuid={EVENT} card={stored} onDone={() => undefined} />);
    expect(screen.getByText('obsazeno 3 / 3')).toBeTruthy();
    expect(screen.getByText('obsazeno 0 (bez omezení)')).toBeTruthy();
    const preview = screen.getByRole('region', { name: 'Náhled' });
    const small = within(preview).getByRole('option', { name: /Malé/ }) as HTMLOptionElement;
    expect(small.disabled).toBe(true);

    // Reorder the options by keyboard-operable buttons, then save.
    fireEvent.click(screen.getByRole('button', { name: 'Posunout Střední nahoru' }));
    fireEvent.click(screen.getByRole('button', { name: 'Uložit formulář' }));
    await waitFor(() => expect(calls.some((c) => c.route === adminSeriesRoutes.updateCard)).toBe(true));
    const update = calls.find((c) => c.route === adminSeriesRoutes.updateCard);
    expect(update?.input.params).toEqual({ id: stored.guid });
    expect(update?.input.body).toMatchObject({ version: 4 });
    const options = (
      update?.input.body?.values as Array<{ options: Array<{ guid: string; value: string }> }>
    )[0]?.options;
    expect(options?.map((o) => o.value)).toEqual(['M', 'S']);
    expect(options?.[1]?.guid).toBe(stored.values[0]?.options[0]?.guid);
  });

  it('marks a stored field "show at pickup" with its checkbox and saves the flag with the field', async () => {
    renderKit(<CardEditor eventGuid={EVENT} card={stored} onDone={() => undefined} />);
    const flag = screen.getByRole('checkbox', { name: 'Zobrazit při výdeji balíčků' }) as HTMLInputElement;
    expect(flag.checked).toBe(false);
    fireEvent.click(screen.getByText('Zobrazit při výdeji balíčků'));
    await waitFor(() => expect(flag.checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Uložit formulář' }));
    await waitFor(() => expect(calls.some((c) => c.route === adminSeriesRoutes.updateCard)).toBe(true));
    const update = calls.find((c) => c.route === adminSeriesRoutes.updateCard);
    expect(update?.input.body).toMatchObject({ values: [{ name: 'shirt', showAtPickup: true }] });
  });
});
