import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Card, CardValue } from '@shared/back-office/card-editor-schemas';
import type { Subevent } from '@shared/back-office/race-schemas';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { RegistrationChangePanel, valueChoices } from './registration-change-panel';

const RACE = '11111111-1111-4111-8111-111111111111';
const OTHER_RACE = '22222222-2222-4222-8222-222222222222';

const value = (name: string, label: string, extra: Partial<CardValue> = {}): CardValue => ({
  guid: '33333333-3333-4333-8333-333333333333',
  name,
  label,
  placeholder: null,
  type: 1,
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
  options: [],
  subComponentType: 0,
  subComponentName: null,
  subComponentLabel: null,
  subComponentPlaceholder: null,
  categoryGuids: [],
  waveGuids: [],
  translations: {},
  archived: false,
  capacity: 0,
  used: 0,
  ...extra,
});

const card = (name: string, values: CardValue[], subEventGuids: string[] = []): Card => ({
  guid: '44444444-4444-4444-8444-444444444444',
  eventGuid: '55555555-5555-4555-8555-555555555555',
  name,
  order: 1,
  type: 1,
  limit: 0,
  subEventGuids,
  translations: {},
  values,
  archived: false,
  version: 1,
  dateCreated: null,
  dateUpdated: null,
});

const CARDS = [
  card('Přihláška', [
    value('club', 'Klub'),
    value('meal', 'Oběd', { hasPrice: true, currencyPrices: { CZK: 15000 } }),
    value('source', 'Zdroj', { hidden: true }),
  ]),
  card('Štafeta', [value('relayName', 'Název štafety')], [OTHER_RACE]),
];

const race = (extra: Partial<Subevent> = {}) =>
  ({
    guid: RACE,
    version: 3,
    allowRegistrationValueChange: false,
    registrationValueChangePrice: null,
    changeableValueNames: [],
    ...extra,
  }) as Subevent;

/** The checkboxes' state machines start after the first effects: let them before clicking. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

/** Clicks a checkbox and waits until the form holds it (the root shows the controlled state). */
async function toggle(name: string | RegExp, to: boolean) {
  const box = screen.getByRole('checkbox', { name });
  fireEvent.click(box);
  await waitFor(() =>
    expect(box.closest('label')?.getAttribute('data-state')).toBe(to ? 'checked' : 'unchecked'),
  );
}

beforeEach(() => i18n.changeLanguage('cs'));
afterEach(() => cleanup());

describe('values a race may offer for change', () => {
  it('lists the free values of the forms asking the race, and a chosen one no longer allowed', () => {
    expect(valueChoices(CARDS, RACE, ['meal'])).toEqual([
      { name: 'club', label: 'Klub', cardName: 'Přihláška', changeable: true },
      { name: 'meal', label: 'Oběd', cardName: 'Přihláška', changeable: false },
    ]);
  });
});

describe('registration change panel', () => {
  it('asks for a value when changes are allowed, then submits the price in minor units', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderKit(<RegistrationChangePanel race={race()} cards={CARDS} onSubmit={onSubmit} />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Změny registrace' })).toBeTruthy();
    expect(screen.queryByText(/Oběd/)).toBeNull();
    await toggle('Registrovaní mohou změnit vybrané hodnoty', true);
    fireEvent.change(screen.getByRole('textbox', { name: /^Cena změny/ }), { target: { value: '12,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit změny registrace' }));
    expect(
      await screen.findByText(
        'Povolujete změny registrace: vyberte alespoň jednu hodnotu, kterou lze změnit.',
      ),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await toggle(/^Klub/, true);
    fireEvent.click(screen.getByRole('button', { name: 'Uložit změny registrace' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      allowRegistrationValueChange: true,
      registrationValueChangePrice: 1250,
      changeableValueNames: ['club'],
    });
  });

  it('shows a value chosen earlier that no longer qualifies, to be unticked (English)', async () => {
    await i18n.changeLanguage('en');
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderKit(
      <RegistrationChangePanel
        race={race({ allowRegistrationValueChange: true, changeableValueNames: ['club', 'meal'] })}
        cards={CARDS}
        onSubmit={onSubmit}
      />,
    );
    await settle();
    const meal = screen.getByRole('checkbox', { name: /^Oběd.*can no longer be offered/ });
    expect((meal as HTMLInputElement).checked).toBe(true);
    await toggle(/^Oběd/, false);
    fireEvent.click(screen.getByRole('button', { name: 'Save registration changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ changeableValueNames: ['club'] });
  });
});
