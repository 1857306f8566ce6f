import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { FilterForm } from './filter-form';
import { textFilter } from './list-filters';
import { renderKit } from './test-support';
import { useCatalogueFilters } from './use-catalogue-filters';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api-client', () => ({ api: { call } }));

const SERIES = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const OTHER_SERIES = '9b2d5c1e-3f4a-4b6c-8d7e-0f1a2b3c4d5e';
const TRAIL = '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968';
const SPRING = '6fa459ea-ee8a-4ca4-894e-db77e160355e';
const AUTUMN = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const TEN_K = '11111111-1111-4111-8111-111111111111';
const FIVE_K = '22222222-2222-4222-8222-222222222222';
const HALF = '33333333-3333-4333-8333-333333333333';
const MEN = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const WOMEN = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const OPEN = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const WAVE_A = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';

const race = (guid: string, name: string, categories: string[][], waves: string[][]) => ({
  guid,
  name,
  categories: categories.map(([g, n]) => ({ guid: g, name: n })),
  waves: waves.map(([g, n]) => ({ guid: g, name: n })),
});
const RACES: Record<string, unknown[]> = {
  [SPRING]: [
    race(
      TEN_K,
      '10 km',
      [
        [MEN, 'Muži'],
        [WOMEN, 'Ženy'],
      ],
      [[WAVE_A, 'Vlna A']],
    ),
    race(FIVE_K, '5 km', [[OPEN, 'Open 5 km']], []),
  ],
  [AUTUMN]: [race(HALF, 'Půlmaraton', [], [])],
};

const racesCalls = () =>
  call.mock.calls
    .filter(([route]) => (route as { id: string }).id === 'adminSeries.subEvents')
    .map(([, input]) => (input as { params: { id: string } }).params.id);

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  call.mockReset();
  call.mockImplementation(async (route: { id: string }, input: { params?: { id: string } }) => {
    if (route.id === 'eventManager.series')
      return {
        page: 0,
        maxPage: 0,
        total: 2,
        rows: [
          { guid: SERIES, name: 'Pohár' },
          { guid: OTHER_SERIES, name: 'Trail' },
        ],
      };
    if (route.id === 'eventManager.events')
      return {
        page: 0,
        maxPage: 0,
        total: 3,
        rows: [
          { guid: SPRING, name: 'Jaro', seriesGuid: SERIES, seriesName: 'Pohár' },
          { guid: AUTUMN, name: 'Podzim', seriesGuid: SERIES, seriesName: 'Pohár' },
          { guid: TRAIL, name: 'Horský běh', seriesGuid: OTHER_SERIES, seriesName: 'Trail' },
        ],
      };
    if (route.id === 'adminSeries.subEvents') return RACES[input.params?.id ?? ''] ?? [];
    throw new Error(`unexpected ${route.id}`);
  });
});
afterEach(() => cleanup());

const OTHERS = { searchText: textFilter() };

/** A list's filter form with the five series filters; shows the address and what the list would load. */
function Harness() {
  const { filters, ready, seriesField, eventField, raceField, categoryField, waveField } =
    useCatalogueFilters(OTHERS, { series: 'Série', event: 'Akce' });
  const location = useLocation();
  return (
    <>
      <FilterForm filters={filters} fields={[seriesField, eventField, raceField, categoryField, waveField]} />
      <output data-testid="search">{location.search}</output>
      <output data-testid="query">{ready ? JSON.stringify(filters.query) : 'waiting'}</output>
    </>
  );
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const offered = (label: string) => [...select(label).options].map((o) => o.textContent);
const choose = async (label: string, value: string) => {
  fireEvent.change(select(label), { target: { value } });
  await waitFor(() => expect(select(label).value).toBe(value));
};
const search = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');

describe('useCatalogueFilters', () => {
  it("offers the chosen event's races, then the race's categories and waves, and clears what depends on a change", async () => {
    renderKit(<Harness />, { route: '/list' });
    await waitFor(() => expect(offered('Akce')).toContain('Pohár: Jaro'));
    // Nothing to choose before an event; no race is read yet.
    expect(select('Závod').disabled).toBe(true);
    expect(select('Kategorie').disabled).toBe(true);
    expect(racesCalls()).toEqual([]);

    await choose('Akce', SPRING);
    await waitFor(() => expect(offered('Závod')).toEqual(['Vše', '10 km', '5 km']));
    expect(racesCalls()).toEqual([SPRING]);
    await choose('Závod', TEN_K);
    expect(offered('Kategorie')).toEqual(['Vše', 'Muži', 'Ženy']);
    expect(offered('Vlna')).toEqual(['Vše', 'Vlna A']);
    await choose('Kategorie', WOMEN);
    await choose('Vlna', WAVE_A);

    // Another race clears the category and the wave, and offers its own.
    await choose('Závod', FIVE_K);
    expect(select('Kategorie').value).toBe('');
    expect(select('Vlna').value).toBe('');
    expect(offered('Kategorie')).toEqual(['Vše', 'Open 5 km']);
    expect(select('Vlna').disabled).toBe(true);
    await choose('Kategorie', OPEN);

    // Another event clears the race, the category and the wave.
    await choose('Akce', AUTUMN);
    expect(select('Závod').value).toBe('');
    expect(select('Kategorie').value).toBe('');
    await waitFor(() => expect(offered('Závod')).toEqual(['Vše', 'Půlmaraton']));

    // Nothing reaches the address until "Apply".
    expect(search().toString()).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Použít filtr' }));
    await waitFor(() => expect(search().get('seriesEventId')).toBe(AUTUMN));
    expect(search().has('seriesSubEventId')).toBe(false);
    expect(search().has('seriesCategoryId')).toBe(false);
  });

  it("offers the chosen series' events only, and a change of the series clears the event and below", async () => {
    renderKit(<Harness />, { route: '/list' });
    // Without a series every permitted event is offered.
    await waitFor(() =>
      expect(offered('Akce')).toEqual(['Vše', 'Pohár: Jaro', 'Pohár: Podzim', 'Trail: Horský běh']),
    );

    await choose('Série', SERIES);
    expect(offered('Akce')).toEqual(['Vše', 'Pohár: Jaro', 'Pohár: Podzim']);
    await choose('Akce', SPRING);
    await waitFor(() => expect(offered('Závod')).toContain('10 km'));
    await choose('Závod', TEN_K);
    await choose('Kategorie', MEN);
    await choose('Vlna', WAVE_A);

    // Another series: its own events only, and the event, race, category and wave are cleared.
    await choose('Série', OTHER_SERIES);
    expect(offered('Akce')).toEqual(['Vše', 'Trail: Horský běh']);
    expect(select('Akce').value).toBe('');
    expect(select('Závod').value).toBe('');
    expect(select('Kategorie').value).toBe('');
    expect(select('Vlna').value).toBe('');
    expect(select('Závod').disabled).toBe(true);

    // Back to every series: every event again.
    await choose('Série', '');
    expect(offered('Akce')).toEqual(['Vše', 'Pohár: Jaro', 'Pohár: Podzim', 'Trail: Horský běh']);
  });

  it("drops a shared link's event that is not of its series", async () => {
    renderKit(<Harness />, { route: `/list?seriesId=${OTHER_SERIES}&seriesEventId=${SPRING}` });
    await waitFor(() => expect(screen.getByTestId('query').textContent).not.toBe('waiting'));
    const query = JSON.parse(screen.getByTestId('query').textContent ?? '{}') as Record<string, unknown>;
    expect(query.seriesId).toBe(OTHER_SERIES);
    expect(query.seriesEventId).toBeUndefined();
    cleanup();

    renderKit(<Harness />, { route: `/list?seriesId=${SERIES}&seriesEventId=${SPRING}` });
    await waitFor(() => expect(screen.getByTestId('query').textContent).not.toBe('waiting'));
    expect(JSON.parse(screen.getByTestId('query').textContent ?? '{}')).toMatchObject({
      seriesId: SERIES,
      seriesEventId: SPRING,
    });
  });

  it('applies race, category and wave through the address and loads the list with them', async () => {
    renderKit(<Harness />, { route: '/list' });
    await waitFor(() => expect(offered('Akce')).toContain('Pohár: Jaro'));
    await choose('Akce', SPRING);
    await waitFor(() => expect(offered('Závod')).toContain('10 km'));
    await choose('Závod', TEN_K);
    await choose('Kategorie', MEN);
    await choose('Vlna', WAVE_A);
    fireEvent.click(screen.getByRole('button', { name: 'Použít filtr' }));
    await waitFor(() => expect(search().get('seriesWaveId')).toBe(WAVE_A));
    expect(Object.fromEntries(search())).toEqual({
      seriesEventId: SPRING,
      seriesSubEventId: TEN_K,
      seriesCategoryId: MEN,
      seriesWaveId: WAVE_A,
    });
    expect(JSON.parse(screen.getByTestId('query').textContent ?? '{}')).toMatchObject({
      seriesEventId: SPRING,
      seriesSubEventId: TEN_K,
      seriesCategoryId: MEN,
      seriesWaveId: WAVE_A,
    });
    // The form keeps showing what was applied.
    expect(select('Závod').value).toBe(TEN_K);
    expect(select('Vlna').value).toBe(WAVE_A);
  });

  it('reads a shared link once the races are loaded, and drops ids that are not of its event or race', async () => {
    renderKit(<Harness />, {
      route: `/list?seriesEventId=${SPRING}&seriesSubEventId=${TEN_K}&seriesCategoryId=${WOMEN}`,
    });
    expect(screen.getByTestId('query').textContent).toBe('waiting');
    await waitFor(() => expect(screen.getByTestId('query').textContent).not.toBe('waiting'));
    expect(JSON.parse(screen.getByTestId('query').textContent ?? '{}')).toMatchObject({
      seriesEventId: SPRING,
      seriesSubEventId: TEN_K,
      seriesCategoryId: WOMEN,
    });
    expect(select('Kategorie').value).toBe(WOMEN);
    cleanup();

    // A race of another event and a category of another race are left out.
    renderKit(<Harness />, {
      route: `/list?seriesEventId=${SPRING}&seriesSubEventId=${FIVE_K}&seriesCategoryId=${MEN}&seriesWaveId=${WAVE_A}`,
    });
    await waitFor(() => expect(screen.getByTestId('query').textContent).not.toBe('waiting'));
    const query = JSON.parse(screen.getByTestId('query').textContent ?? '{}') as Record<string, unknown>;
    expect(query.seriesSubEventId).toBe(FIVE_K);
    expect(query.seriesCategoryId).toBeUndefined();
    expect(query.seriesWaveId).toBeUndefined();
    cleanup();

    // An event the caller may not see: its races are never asked for, its race is dropped.
    call.mockClear();
    renderKit(<Harness />, {
      route: `/list?seriesEventId=${SERIES}&seriesSubEventId=${TEN_K}`,
    });
    await waitFor(() => expect(screen.getByTestId('query').textContent).not.toBe('waiting'));
    const foreign = JSON.parse(screen.getByTestId('query').textContent ?? '{}') as Record<string, unknown>;
    expect(foreign.seriesEventId).toBeUndefined();
    expect(foreign.seriesSubEventId).toBeUndefined();
    expect(racesCalls()).toEqual([]);
  });

  it('names the race, category and wave fields in English too', async () => {
    await i18n.changeLanguage('en');
    renderKit(<Harness />, { route: '/list' });
    await waitFor(() => expect(offered('Akce')).toContain('Pohár: Jaro'));
    expect(screen.getByLabelText('Race')).toBeTruthy();
    expect(screen.getByLabelText('Category')).toBeTruthy();
    expect(screen.getByLabelText('Wave')).toBeTruthy();
  });
});
