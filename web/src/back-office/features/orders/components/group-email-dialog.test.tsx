import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailsRoutes } from '@shared/api/areas/emails';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { GroupEmailDialog } from './group-email-dialog';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/api-client', () => ({
  api: { call },
  isApiError: (e: unknown) => e instanceof Error,
}));
const notified = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('../../../../lib/notify', () => ({
  notify: notified,
  errorMessage: (e: unknown) => (e instanceof Error ? e.message : 'chyba'),
}));

const SERIES = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const EVENT = '11111111-1111-4111-8111-111111111111';
const RACE = '22222222-2222-4222-8222-222222222222';
const CATEGORY = '33333333-3333-4333-8333-333333333333';
const WAVE = '6fa459ea-ee8a-4ca4-894e-db77e160355e';
const rendered = (subject: string) => ({ subject, html: '<p>x</p>', text: 'x', unknownVariables: [] });

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  call.mockReset();
  Object.values(notified).forEach((f) => f.mockReset());
});
afterEach(() => cleanup());

describe('group e-mail dialog of the orders list', () => {
  it('asks for a series first when the filter has none', async () => {
    renderKit(<GroupEmailDialog filter={{ paid: true }} />, { route: '/admin/registrations' });
    fireEvent.click(screen.getByRole('button', { name: 'Hromadný e-mail' }));
    expect(await screen.findByText(/Nejdřív ve filtru vyberte seriál/)).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('sends a list filtered by race, category and wave with all of them (recipients as the list selects)', async () => {
    call.mockResolvedValue({ id: 6 });
    const filter = {
      seriesId: SERIES,
      seriesEventId: EVENT,
      seriesSubEventId: RACE,
      seriesCategoryId: CATEGORY,
      seriesWaveId: WAVE,
      paid: true,
    };
    renderKit(<GroupEmailDialog filter={filter} />, { route: '/admin/registrations' });
    fireEvent.click(screen.getByRole('button', { name: 'Hromadný e-mail' }));
    expect(await screen.findByText(/jen zvolená akce, závod, kategorie nebo vlna, zaplacené/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Předmět/ }), { target: { value: 'Start ženy' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Text/ }), { target: { value: '<p>V 10:00</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Odeslat' }));
    await waitFor(() => expect(notified.success).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith(emailsRoutes.sendGroupEmail, {
      body: { ...filter, subject: 'Start ženy', body: '<p>V 10:00</p>' },
    });
  });

  it('previews the draft in cs and en, then sends it with the list filter', async () => {
    call.mockImplementation((route: { id: string }) =>
      Promise.resolve(
        route.id === emailsRoutes.previewGroupEmail.id
          ? { cs: rendered('Ahoj Jana'), en: rendered('Hello Jane') }
          : { id: 5 },
      ),
    );
    renderKit(<GroupEmailDialog filter={{ seriesId: SERIES, paid: true, searchText: 'Novák' }} />, {
      route: '/admin/registrations',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Hromadný e-mail' }));
    expect(await screen.findByText(/zaplacené/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Odeslat' }));
    expect(await screen.findAllByText('Vyplňte toto pole.')).toHaveLength(2);
    expect(call).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: /Předmět/ }), {
      target: { value: 'Ahoj {{registratorFirstName}}' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Text/ }), {
      target: { value: '<p>Start v 10:00</p>' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Náhled' }));
    expect(await screen.findByText('Ahoj Jana')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Anglicky' }));
    expect(await screen.findByText('Hello Jane')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Odeslat' }));
    await waitFor(() => expect(notified.success).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith(emailsRoutes.sendGroupEmail, {
      body: {
        seriesId: SERIES,
        paid: true,
        searchText: 'Novák',
        subject: 'Ahoj {{registratorFirstName}}',
        body: '<p>Start v 10:00</p>',
      },
    });
  });
});
