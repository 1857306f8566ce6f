import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { CategoryForm, emptyCategory, emptyRace, RaceForm } from './race-forms';

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const change = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

beforeEach(() => i18n.changeLanguage('cs'));
afterEach(() => cleanup());

describe('race form', () => {
  it('shows the §5 registration and bank-transfer rules on their fields, and does not submit', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderKit(<RaceForm defaultValues={emptyRace()} submitLabel="Vytvořit závod" onSubmit={onSubmit} />);
    change(/^Název/, '10 km');
    change(/^Začátek/, '01/05/2027 09:00');
    change(/^Konec/, '01/05/2027 12:00');
    change(/^Registrace od/, '01/03/2027 00:00');
    change(/^Registrace do/, '01/02/2027 00:00');
    change(/^Bez platby převodem od/, '15/02/2027 00:00');
    fireEvent.click(screen.getByRole('button', { name: 'Vytvořit závod' }));
    expect(await screen.findByText('Konec registrace musí být po jejím začátku.')).toBeTruthy();
    expect(screen.getByText('Zákaz platby převodem nesmí začít až po konci registrace.')).toBeTruthy();
    expect(field(/^Registrace do/).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks a team race for its number of members', async () => {
    renderKit(<RaceForm defaultValues={emptyRace()} submitLabel="Uložit" onSubmit={vi.fn()} />);
    fireEvent.change(screen.getByRole('combobox', { name: /^Typ/ }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findAllByText('Týmový a štafetový závod potřebuje počet členů.')).toHaveLength(2);
  });
});

describe('category form', () => {
  it('refuses Max age not above Min age and submits prices in minor units', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderKit(
      <CategoryForm
        currencies={['CZK', 'EUR']}
        defaultValues={emptyCategory()}
        submitLabel="Přidat"
        onSubmit={onSubmit}
      />,
    );
    change(/^Název/, 'Muži');
    const number = (name: RegExp) => screen.getByRole('spinbutton', { name });
    fireEvent.change(number(/^Minimální věk/), { target: { value: '40' } });
    fireEvent.change(number(/^Maximální věk/), { target: { value: '40' } });
    change(/^CZK/, '450');
    change(/^EUR/, '18,50');
    fireEvent.click(screen.getByRole('button', { name: 'Přidat' }));
    expect(await screen.findByText('Maximální věk musí být větší než minimální věk.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(number(/^Maximální věk/), { target: { value: '49' } });
    fireEvent.click(screen.getByRole('button', { name: 'Přidat' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Muži',
      minAge: 40,
      maxAge: 49,
      prices: { CZK: 45000, EUR: 1850 },
      capacity: 0,
    });
  });
});
