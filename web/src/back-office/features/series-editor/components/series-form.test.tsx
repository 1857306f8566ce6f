import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { EMPTY_EVENT, EventForm } from './event-form';
import { EMPTY_ORGANIZER, OrganizerForm } from './organizer-form';
import { EMPTY_SERIES, SeriesForm } from './series-form';

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const change = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

beforeEach(() => i18n.changeLanguage('cs'));
afterEach(() => cleanup());

describe('series form', () => {
  it('refuses Date To before Date From with the shared message, and does not submit', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderKit(<SeriesForm defaultValues={EMPTY_SERIES} submitLabel="Vytvořit" onSubmit={onSubmit} />);
    change(/^Název/, 'Pražský pohár');
    change(/^Datum od/, '01062027');
    change(/^Datum do/, '01052027');
    fireEvent.click(screen.getByRole('button', { name: 'Vytvořit' }));
    expect(await screen.findByText('Datum do musí být stejné nebo pozdější než datum od.')).toBeTruthy();
    expect(field(/^Datum do/).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits valid values, the organizer chosen', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const organizers = [{ guid: '11111111-1111-4111-8111-111111111111', name: 'Běžecký klub' }];
    renderKit(
      <SeriesForm
        defaultValues={EMPTY_SERIES}
        organizers={organizers}
        submitLabel="Vytvořit"
        onSubmit={onSubmit}
      />,
    );
    change(/^Název/, 'Pražský pohár');
    change(/^Datum od/, '01052027');
    change(/^Datum do/, '30092027');
    fireEvent.change(screen.getByRole('combobox', { name: 'Pořadatel' }), {
      target: { value: organizers[0]?.guid },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Vytvořit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Pražský pohár',
      dateFrom: '2027-05-01',
      dateTo: '2027-09-30',
      organizerId: organizers[0]?.guid,
      allowOnHomepage: false,
      customClient: 0,
    });
  });

  it('hides the organizer choice when none is offered (event managers)', () => {
    renderKit(<SeriesForm defaultValues={EMPTY_SERIES} submitLabel="Uložit" onSubmit={vi.fn()} />);
    expect(screen.queryByRole('combobox', { name: 'Pořadatel' })).toBeNull();
  });
});

describe('organizer form', () => {
  it('checks IČO and the bank account as the user leaves the fields', async () => {
    renderKit(<OrganizerForm defaultValues={EMPTY_ORGANIZER} submitLabel="Vytvořit" onSubmit={vi.fn()} />);
    change(/^IČO/, '25123892');
    fireEvent.blur(field(/^IČO/));
    expect(await screen.findByText('Neplatné IČO.')).toBeTruthy();
    change(/^IČO/, '25123891');
    await waitFor(() => expect(screen.queryByText('Neplatné IČO.')).toBeNull());
    change(/^Kód banky/, '0800');
    fireEvent.blur(field(/^Kód banky/));
    change(/^Číslo účtu/, '19-2000145398');
    fireEvent.blur(field(/^Číslo účtu/));
    expect(await screen.findByText('Číslo účtu není platné.')).toBeTruthy();
  });

  it('submits a valid organizer in English too', async () => {
    await i18n.changeLanguage('en');
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderKit(<OrganizerForm defaultValues={EMPTY_ORGANIZER} submitLabel="Create" onSubmit={onSubmit} />);
    change(/^Company name/, 'Běžecký klub Praha z.s.');
    change(/^Business ID/, '25123891');
    change(/^Account number/, '19-2000145399');
    change(/^Bank code/, '0800');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ ic: '25123891', bankCode: '0800', currency: 'CZK' });
  });

  it("a VAT payer's tax documents: the VAT rate and a DIČ checked as CZ + 8–10 digits", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const payer = { ...EMPTY_ORGANIZER, companyName: 'Klub', ic: '25123891', paysVAT: true };
    renderKit(<OrganizerForm defaultValues={payer} submitLabel="Uložit" onSubmit={onSubmit} />);
    fireEvent.change(screen.getByRole('combobox', { name: /^Sazba DPH/ }), { target: { value: '12' } });
    change(/^DIČ/, 'CZ123');
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('DIČ zadejte jako CZ a 8 až 10 číslic.')).toBeTruthy();
    change(/^DIČ/, 'cz25123891');
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ taxDocuments: { vatRate: 12, dic: 'CZ25123891' } });
  });
});

describe('event form', () => {
  it('refuses an end before the start and a capacity that is not a number', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderKit(<EventForm defaultValues={EMPTY_EVENT} submitLabel="Vytvořit" onSubmit={onSubmit} />);
    change(/^Název/, 'Jarní běh');
    change(/^Začátek/, '01/05/2027 09:00');
    change(/^Konec/, '01/05/2027 15:00');
    const capacity = screen.getByRole('spinbutton', { name: /^Kapacita akce/ });
    fireEvent.change(capacity, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vytvořit' }));
    expect(await screen.findByText('Hodnota musí být číslo.')).toBeTruthy();
    fireEvent.change(capacity, { target: { value: '100' } });
    change(/^Konec/, '01/05/2027 08:00');
    fireEvent.click(screen.getByRole('button', { name: 'Vytvořit' }));
    expect(await screen.findByText('Datum do musí být stejné nebo pozdější než datum od.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits instants, numbers and the chosen currencies', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderKit(<EventForm defaultValues={EMPTY_EVENT} submitLabel="Vytvořit" onSubmit={onSubmit} />);
    change(/^Název/, 'Jarní běh');
    change(/^Začátek/, '01/05/2027 09:00');
    change(/^Konec/, '01/05/2027 15:00');
    fireEvent.change(screen.getByRole('spinbutton', { name: /^Kapacita akce/ }), {
      target: { value: '150' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Vytvořit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Jarní běh',
      dateFrom: '2027-05-01T07:00:00.000Z',
      dateTo: '2027-05-01T13:00:00.000Z',
      capacity: 150,
      lattitude: null,
      daysTillExpiration: null,
      currencies: ['CZK'],
    });
  });
});
