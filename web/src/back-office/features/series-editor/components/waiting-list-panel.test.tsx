import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { waitingListRoutes } from '@shared/api/areas/waiting-list';
import type { WaitingListAdmin } from '@shared/waiting-list/waiting-list-schemas';
import { api } from '../../../../lib/api-client';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { WaitingListPanel } from './waiting-list-panel';

vi.mock('../../../../lib/api-client', () => ({ api: { call: vi.fn() } }));
const call = vi.mocked(api.call);

const RACE = '11111111-1111-4111-8111-111111111111';
const WOMEN = '22222222-2222-4222-8222-222222222222';
const EARLY = '33333333-3333-4333-8333-333333333333';
const W40 = '44444444-4444-4444-8444-444444444444';

const list = (patch: Partial<WaitingListAdmin> = {}): WaitingListAdmin => ({
  subEventGuid: RACE,
  settings: { enabled: false, limit: null, holdHours: 48 },
  counts: { waiting: 0, offered: 0, taken: 0, expired: 0 },
  entries: [],
  history: [],
  ...patch,
});
const women = list({
  part: { kind: 'category', guid: WOMEN },
  settings: { enabled: true, limit: 5, holdHours: 24 },
  counts: { waiting: 1, offered: 0, taken: 0, expired: 0 },
  entries: [
    {
      guid: 'e1',
      position: 1,
      state: 'waiting',
      email: 'eva@example.com',
      firstName: 'Eva',
      lastName: 'Nová',
      dateCreated: '2026-11-29T10:00:00Z',
      holdUntil: null,
      orderGuid: null,
    },
  ],
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

beforeEach(() => {
  call.mockReset();
  call.mockImplementation(async (route, options) => {
    if (route === adminSeriesRoutes.subEvent)
      return {
        guid: RACE,
        categories: [{ guid: WOMEN, name: 'Ženy', subcategories: [{ guid: W40, name: 'Ž40' }] }],
        waves: [{ guid: EARLY, name: 'Ranní' }],
      } as never;
    const query = (options as { query?: Record<string, string> }).query ?? {};
    if (route === waitingListRoutes.admin)
      return (
        query.category === WOMEN
          ? women
          : query.subcategory === W40
            ? list({ part: { kind: 'subcategory', guid: W40 } })
            : list()
      ) as never;
    if (route === waitingListRoutes.moveUp || route === waitingListRoutes.offerNow) return women as never;
    return list() as never;
  });
  return i18n.changeLanguage('cs');
});
afterEach(() => cleanup());

describe('waiting list panel', () => {
  it("shows a category's own list and sends its actions to that list", async () => {
    renderKit(<WaitingListPanel subEventGuid={RACE} />);
    const picker = await screen.findByRole('combobox', { name: 'Listina pro' });
    expect(screen.getByRole('option', { name: 'kategorii Ženy' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'vlnu Ranní' })).toBeTruthy();
    expect(await screen.findByText('Na čekací listině nikdo není.')).toBeTruthy();
    fireEvent.change(picker, { target: { value: WOMEN } });
    expect(await screen.findByText('eva@example.com')).toBeTruthy();
    expect(
      screen.getByRole('checkbox', {
        name: 'Nabízet čekací listinu, když je tato kategorie, vlna nebo podkategorie vyprodaná',
      }),
    ).toBeTruthy();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Poslat nabídku hned' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(waitingListRoutes.offerNow, {
        params: { subEventGuid: RACE, entryGuid: 'e1' },
        query: { category: WOMEN },
      }),
    );
  });

  it("offers each sub-category's own list in the picker and reads that list", async () => {
    renderKit(<WaitingListPanel subEventGuid={RACE} />);
    const picker = await screen.findByRole('combobox', { name: 'Listina pro' });
    expect(screen.getByRole('option', { name: 'podkategorii Ž40 (kategorie Ženy)' })).toBeTruthy();
    fireEvent.change(picker, { target: { value: W40 } });
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(waitingListRoutes.admin, {
        params: { subEventGuid: RACE },
        query: { subcategory: W40 },
      }),
    );
    expect(
      await screen.findByRole('checkbox', {
        name: 'Nabízet čekací listinu, když je tato kategorie, vlna nebo podkategorie vyprodaná',
      }),
    ).toBeTruthy();
  });
});
