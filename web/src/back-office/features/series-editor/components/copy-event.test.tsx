import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { api } from '../../../../lib/api-client';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { EventsTab } from './events-tab';

vi.mock('../../../../lib/api-client', () => ({ api: { call: vi.fn() } }));

const SERIES = '11111111-1111-4111-8111-111111111111';
const EVENT = {
  guid: '22222222-2222-4222-8222-222222222222',
  seriesGuid: SERIES,
  order: 1,
  name: 'Jarní běh 2026',
  anotation: '',
  description: '',
  location: 'Praha',
  url: '',
  dateFrom: '2026-05-02T07:00:00.000Z',
  dateTo: '2026-05-02T13:00:00.000Z',
  lattitude: null,
  longitude: null,
  capacity: 0,
  allowOnHomepage: true,
  daysTillExpiration: null,
  termsAndConditionsId: '',
  currencies: ['CZK'],
  logoUrl: null,
  version: 3,
  dateCreated: null,
  dateUpdated: null,
};
const COPY = {
  ...EVENT,
  guid: '33333333-3333-4333-8333-333333333333',
  order: 2,
  name: 'Jarní běh 2027',
  dateFrom: '2027-05-01T07:00:00.000Z',
  dateTo: '2027-05-01T13:00:00.000Z',
  allowOnHomepage: false,
  version: 0,
};
const call = vi.mocked(api.call);

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  call.mockReset();
  call.mockImplementation((route, input) => {
    if (route === adminSeriesRoutes.events) return Promise.resolve([EVENT]);
    if (route === adminSeriesRoutes.copyEvent) return Promise.resolve(COPY);
    const id = (input as { params?: { id?: string } } | undefined)?.params?.id;
    return Promise.resolve(id === COPY.guid ? COPY : EVENT);
  });
});
afterEach(() => cleanup());

const renderTab = () =>
  renderKit(
    <Routes>
      <Route
        path="/events/*"
        element={
          <>
            <EventsTab seriesId={SERIES} />
            <Where />
          </>
        }
      />
    </Routes>,
    { route: '/events' },
  );

describe('copy of an event to next season', () => {
  it('opens from the row, moves by 364 days by default, confirms and opens the copy', async () => {
    renderTab();
    fireEvent.click(
      await screen.findByRole('link', { name: 'Kopírovat akci Jarní běh 2026 do další sezóny' }),
    );
    const form = await screen.findByRole('form', { name: 'Kopie akce' });
    const days = within(form).getByRole('spinbutton', { name: /^Posunout data o dní/ }) as HTMLInputElement;
    expect(days.value).toBe('364');
    const name = within(form).getByRole('textbox', { name: /^Název kopie/ }) as HTMLInputElement;
    expect(name.value).toBe('Jarní běh 2026');
    fireEvent.change(name, { target: { value: 'Jarní běh 2027' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Kopírovat akci' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Jarní běh 2027');
    expect(call).not.toHaveBeenCalledWith(adminSeriesRoutes.copyEvent, expect.anything());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kopírovat akci' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(adminSeriesRoutes.copyEvent, {
        params: { id: EVENT.guid },
        body: { shiftDays: 364, name: 'Jarní běh 2027', seriesGuid: SERIES },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/events/${COPY.guid}`));
  });

  it('refuses a shift of zero days on the field', async () => {
    renderKit(
      <Routes>
        <Route path="/events/*" element={<EventsTab seriesId={SERIES} />} />
      </Routes>,
      { route: `/events/${EVENT.guid}/copy` },
    );
    const form = await screen.findByRole('form', { name: 'Kopie akce' });
    const days = within(form).getByRole('spinbutton', { name: /^Posunout data o dní/ });
    fireEvent.change(days, { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Kopírovat akci' }));
    await waitFor(() => expect(days.getAttribute('aria-invalid')).toBe('true'));
    expect(call).not.toHaveBeenCalledWith(adminSeriesRoutes.copyEvent, expect.anything());
  });
});
