import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { FilterForm } from './filter-form';
import {
  booleanFilter,
  dateRangeFilter,
  listQuery,
  readListState,
  selectFilter,
  textFilter,
  writeListState,
} from './list-filters';
import { renderKit } from './test-support';
import { useListFilters } from './use-list-filters';

const definitions = {
  searchText: textFilter(),
  paid: booleanFilter(),
  deleted: booleanFilter(false),
  date: dateRangeFilter(),
  status: selectFilter(['sent', 'failed']),
};
const sorting = { sortable: ['id', 'created'], defaultSort: { id: 'id', desc: true } };

function Screen() {
  const filters = useListFilters(definitions, sorting);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <FilterForm
        filters={filters}
        fields={[
          { key: 'searchText', label: 'Hledat' },
          { key: 'paid', label: 'Zaplaceno' },
          { key: 'deleted', label: 'Smazané' },
          { key: 'date', label: 'Vytvořeno' },
          { key: 'status', label: 'Stav', optionLabels: { sent: 'Odesláno', failed: 'Chyba' } },
        ]}
      />
      <output data-testid="query">{JSON.stringify(filters.query)}</output>
      <output data-testid="search">{location.search}</output>
      <button onClick={() => filters.setPage(filters.page + 1)}>Další strana</button>
      <button onClick={() => filters.setSort({ id: 'created', desc: false })}>Řadit</button>
      <button onClick={() => navigate(-1)}>Zpět</button>
      <button onClick={() => navigate('/admin/other')}>Jinam</button>
      <button onClick={() => navigate('/admin/list?searchText=odkaz')}>Odkaz</button>
    </>
  );
}

const query = () => JSON.parse(screen.getByTestId('query').textContent ?? '{}') as Record<string, unknown>;
const search = () => screen.getByTestId('search').textContent;
const form = () => screen.getByRole('search', { name: 'Filtr seznamu' });

beforeEach(() => i18n.changeLanguage('cs'));
afterEach(() => cleanup());

describe('useListFilters + FilterForm', () => {
  it('reloads nothing until applied; applying resets the page; the URL keeps it all', () => {
    renderKit(<Screen />, { route: '/admin/sent-group-emails?page=2' });
    expect(query()).toMatchObject({ skip: 60, take: 30, sortBy: 'id', descending: 'true', deleted: 'false' });

    fireEvent.change(within(form()).getByRole('searchbox', { name: 'Hledat' }), {
      target: { value: ' Jarní ' },
    });
    fireEvent.change(within(form()).getByRole('combobox', { name: 'Zaplaceno' }), {
      target: { value: 'yes' },
    });
    fireEvent.change(within(form()).getByRole('combobox', { name: 'Stav' }), { target: { value: 'failed' } });
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Od' }), {
      target: { value: '01/03/2026' },
    });
    expect(query().searchText).toBeUndefined();
    expect(search()).toBe('?page=2');

    fireEvent.click(screen.getByRole('button', { name: 'Použít filtr' }));
    expect(query()).toMatchObject({
      searchText: 'Jarní',
      paid: 'true',
      status: 'failed',
      dateFrom: '2026-03-01',
      skip: 0,
    });
    expect(query().dateTo).toBeUndefined();
    const url = new URLSearchParams(search() ?? '');
    expect(url.get('page')).toBeNull();
    expect(url.get('searchText')).toBe('Jarní');
    expect(url.get('dateFrom')).toBe('2026-03-01');
  });

  it('clear restores the defaults and applies them', () => {
    renderKit(<Screen />, { route: '/admin/list?searchText=x&paid=false&deleted=any&page=3' });
    expect(query()).toMatchObject({ searchText: 'x', paid: 'false', skip: 90 });
    expect(query().deleted).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Vymazat filtr' }));
    expect(query()).toMatchObject({ deleted: 'false', skip: 0 });
    expect(query().searchText).toBeUndefined();
    expect(query().paid).toBeUndefined();
    expect(search()).toBe('');
    expect((within(form()).getByRole('searchbox', { name: 'Hledat' }) as HTMLInputElement).value).toBe('');
  });

  it('back and forward restore the applied filter into the form; leaving the list drops it', async () => {
    renderKit(<Screen />, { route: '/admin/list' });
    const box = () => within(form()).getByRole('searchbox', { name: 'Hledat' }) as HTMLInputElement;
    fireEvent.change(box(), { target: { value: 'první' } });
    fireEvent.click(screen.getByRole('button', { name: 'Použít filtr' }));
    fireEvent.change(box(), { target: { value: 'druhý' } });
    fireEvent.click(screen.getByRole('button', { name: 'Použít filtr' }));
    expect(query().searchText).toBe('druhý');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zpět' }));
    });
    expect(query().searchText).toBe('první');
    expect(box().value).toBe('první');
    fireEvent.click(screen.getByRole('button', { name: 'Jinam' }));
    expect(search()).toBe('');
  });

  it('what is typed survives a page change and a clear; a link to the list puts its filter in the form', () => {
    renderKit(<Screen />, { route: '/admin/list?searchText=x' });
    const box = () => within(form()).getByRole('searchbox', { name: 'Hledat' }) as HTMLInputElement;
    fireEvent.change(box(), { target: { value: 'rozepsané' } });
    fireEvent.click(screen.getByRole('button', { name: 'Další strana' }));
    expect(query()).toMatchObject({ searchText: 'x', skip: 30 });
    expect(box().value).toBe('rozepsané');
    fireEvent.click(screen.getByRole('button', { name: 'Vymazat filtr' }));
    fireEvent.change(box(), { target: { value: 'nové' } });
    expect(search()).toBe('');
    expect(box().value).toBe('nové');
    fireEvent.click(screen.getByRole('button', { name: 'Odkaz' }));
    expect(query().searchText).toBe('odkaz');
    expect(box().value).toBe('odkaz');
  });

  it('paging and sorting are history entries; a new sort starts on page 0', () => {
    renderKit(<Screen />, { route: '/admin/list' });
    fireEvent.click(screen.getByRole('button', { name: 'Další strana' }));
    fireEvent.click(screen.getByRole('button', { name: 'Další strana' }));
    expect(query().skip).toBe(60);
    fireEvent.click(screen.getByRole('button', { name: 'Řadit' }));
    expect(query()).toMatchObject({ sortBy: 'created', descending: 'false', skip: 0 });
    expect(search()).toBe('?sort=created');
  });
});

describe('list state in the URL', () => {
  it('ignores what makes no sense in a hand-edited link', () => {
    const state = readListState(
      definitions,
      new URLSearchParams(
        'page=-4&sort=-password&paid=maybe&status=hacked&dateFrom=31.02.2026&dateTo=2026-02-01',
      ),
      sorting,
    );
    expect(state).toEqual({
      filter: {
        searchText: '',
        paid: null,
        deleted: false,
        date: { from: '', to: '2026-02-01' },
        status: '',
      },
      page: 0,
      sort: { id: 'id', desc: true },
    });
  });

  it('round-trips, keeps foreign parameters and leaves defaults out', () => {
    const state = {
      filter: {
        searchText: 'a b',
        paid: false,
        deleted: null,
        date: { from: '2026-01-01', to: '' },
        status: 'sent',
      },
      page: 4,
      sort: { id: 'created', desc: true },
    };
    const search = writeListState(
      definitions,
      state,
      new URLSearchParams('tab=emails&page=9'),
      sorting.defaultSort,
    );
    expect(search.toString()).toBe(
      'tab=emails&searchText=a+b&paid=false&deleted=any&dateFrom=2026-01-01&status=sent&page=4&sort=-created',
    );
    expect(readListState(definitions, search, sorting)).toEqual(state);
    expect(listQuery(definitions, state)).toEqual({
      searchText: 'a b',
      paid: 'false',
      deleted: undefined,
      dateFrom: '2026-01-01',
      dateTo: undefined,
      status: 'sent',
      sortBy: 'created',
      descending: 'true',
      take: 30,
      skip: 120,
    });
  });
});
