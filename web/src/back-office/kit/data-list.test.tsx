import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { readColumnVisibility } from './column-visibility';
import { DataList, type DataListProps } from './data-list';
import type { DataListColumn, ListEnvelope, ListSort } from './list-types';
import { renderKit } from './test-support';

interface Email {
  id: number;
  subject: string;
  series: string;
  ipAddress: string;
}

const columns: DataListColumn<Email>[] = [
  { id: 'id', header: 'ID', cell: (row) => row.id, sortable: true, align: 'end', hideable: false },
  { id: 'subject', header: 'Předmět', cell: (row) => row.subject, sortable: true, rowHeader: true },
  { id: 'series', header: 'Série', cell: (row) => row.series },
  { id: 'ipAddress', header: 'IP adresa', cell: (row) => row.ipAddress, defaultVisible: false },
];

const rows: Email[] = [
  { id: 1, subject: 'Startovní čísla', series: 'Jarní běhy', ipAddress: '10.0.0.1' },
  { id: 2, subject: 'Změna trasy', series: 'Podzimní běhy', ipAddress: '10.0.0.2' },
];
const envelope = (over: Partial<ListEnvelope<Email>> = {}): ListEnvelope<Email> => ({
  page: 0,
  maxPage: 2,
  total: 75,
  rows,
  ...over,
});

function List(props: Partial<DataListProps<Email>>) {
  const [sort, setSort] = useState<ListSort | null>({ id: 'id', desc: true });
  return (
    <DataList<Email>
      listId="sent-group-emails"
      caption="Odeslané hromadné e-maily"
      columns={columns}
      data={envelope()}
      getRowId={(row) => String(row.id)}
      sort={sort}
      onSortChange={setSort}
      onPageChange={() => undefined}
      {...props}
    />
  );
}

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('cs');
});
afterEach(() => cleanup());

describe('DataList states', () => {
  it('shows loading, then an error with retry, then an empty result', () => {
    const { rerender } = renderKit(<List data={undefined} loading />);
    expect(screen.getByRole('status').textContent).toBe('Načítání…');

    const retry = vi.fn();
    rerender(<List data={undefined} error={new Error('Služba je nedostupná.')} onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('Seznam se nepodařilo načíst');
    expect(screen.getByRole('alert').textContent).toContain('Služba je nedostupná.');
    fireEvent.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(retry).toHaveBeenCalledOnce();

    rerender(<List data={envelope({ rows: [], total: 0, maxPage: 0 })} />);
    expect(screen.getByText('Nic nenalezeno.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the rows with the total, in a captioned table that scrolls in its own region', () => {
    renderKit(<List />);
    const table = screen.getByRole('table', { name: 'Odeslané hromadné e-maily' });
    expect(screen.getByText('Celkem 75 záznamů')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Odeslané hromadné e-maily' }).tabIndex).toBe(0);
    expect(within(table).getByRole('rowheader', { name: 'Startovní čísla' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });
});

describe('DataList sort and paging', () => {
  it('sorts on the server through header buttons that announce the sort', () => {
    const onSortChange = vi.fn();
    renderKit(<List sort={{ id: 'id', desc: true }} onSortChange={onSortChange} />);
    const [idHeader, subjectHeader, seriesHeader] = screen.getAllByRole('columnheader');
    expect(idHeader?.getAttribute('aria-sort')).toBe('descending');
    expect(subjectHeader?.getAttribute('aria-sort')).toBe('none');
    expect(seriesHeader?.hasAttribute('aria-sort')).toBe(false);
    expect(within(seriesHeader as HTMLElement).queryByRole('button')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Předmět' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'subject', desc: false });
    fireEvent.click(screen.getByRole('button', { name: 'ID' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'id', desc: false });
  });

  it('toggles the direction of the sorted column', () => {
    renderKit(<List />);
    fireEvent.click(screen.getByRole('button', { name: 'Předmět' }));
    expect(screen.getAllByRole('columnheader')[1]?.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Předmět' }));
    expect(screen.getAllByRole('columnheader')[1]?.getAttribute('aria-sort')).toBe('descending');
  });

  it('pages with previous / next and says which page it is on', () => {
    const onPageChange = vi.fn();
    const { rerender } = renderKit(<List onPageChange={onPageChange} />);
    const paging = screen.getByRole('navigation', { name: 'Stránkování' });
    expect(paging.textContent).toContain('Strana 1 z 3');
    expect(within(paging).getByRole('button', { name: 'Předchozí' })).toHaveProperty('disabled', true);
    fireEvent.click(within(paging).getByRole('button', { name: 'Další' }));
    expect(onPageChange).toHaveBeenCalledWith(1);

    rerender(<List data={envelope({ page: 2 })} onPageChange={onPageChange} />);
    expect(screen.getByText('Strana 3 z 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Další' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Předchozí' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });
});

describe('DataList rows', () => {
  it('opens a row on click and on Enter, but not from its action buttons', () => {
    const onRowClick = vi.fn();
    const remove = vi.fn();
    renderKit(
      <List
        onRowClick={onRowClick}
        rowActions={(row) => <button onClick={() => remove(row.id)}>Smazat {row.id}</button>}
      />,
    );
    expect(headers()).toContain('Možnosti');
    const [first, second] = screen.getAllByRole('row').slice(1);
    fireEvent.click(within(first as HTMLElement).getByText('Jarní běhy'));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
    fireEvent.keyDown(second as HTMLElement, { key: 'Enter' });
    expect(onRowClick).toHaveBeenLastCalledWith(rows[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Smazat 1' }));
    expect(remove).toHaveBeenCalledWith(1);
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });
});

describe('column chooser', () => {
  const openChooser = async () => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sloupce' }));
    });
    return screen.findByRole('menu');
  };

  it('shows the default set and remembers the choice per list', async () => {
    const { unmount } = renderKit(<List />);
    expect(headers()).toEqual(['ID', 'Předmět', 'Série']);
    const menu = await openChooser();
    const ip = within(menu).getByRole('menuitemcheckbox', { name: 'IP adresa' });
    expect(ip.getAttribute('aria-checked')).toBe('false');
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'ID' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await act(async () => {
      fireEvent.click(ip);
    });
    await act(async () => {
      fireEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Série' }));
    });
    await waitFor(() => expect(headers()).toEqual(['ID', 'Předmět', 'IP adresa']));
    unmount();

    renderKit(<List />);
    expect(headers()).toEqual(['ID', 'Předmět', 'IP adresa']);
    cleanup();
    renderKit(<List listId="other-list" />);
    expect(headers()).toEqual(['ID', 'Předmět', 'Série']);
  });

  it('restores the default columns', async () => {
    localStorage.setItem('back-office.columns.sent-group-emails', JSON.stringify({ series: false }));
    renderKit(<List />);
    expect(headers()).toEqual(['ID', 'Předmět']);
    const menu = await openChooser();
    expect(within(menu).getByRole('menuitem', { name: 'Výchozí sloupce' })).toBeTruthy();
    // By keyboard: End highlights the last item, Enter chooses it.
    await act(async () => {
      fireEvent.keyDown(menu, { key: 'End' });
    });
    await act(async () => {
      fireEvent.keyDown(menu, { key: 'Enter' });
    });
    await waitFor(() => expect(headers()).toEqual(['ID', 'Předmět', 'Série']));
    expect(localStorage.getItem('back-office.columns.sent-group-emails')).toBeNull();
  });

  it('tolerates broken stored data and unknown column ids', () => {
    const storage = (value: string) => ({ getItem: () => value }) as unknown as Storage;
    const defaults = { id: true, subject: true, series: true, ipAddress: false };
    expect(readColumnVisibility('x', columns, storage('{not json'))).toEqual(defaults);
    expect(readColumnVisibility('x', columns, storage('[1,2]'))).toEqual(defaults);
    expect(readColumnVisibility('x', columns, storage('"text"'))).toEqual(defaults);
    expect(
      readColumnVisibility(
        'x',
        columns,
        storage(JSON.stringify({ removed: true, ipAddress: true, series: 'no', id: false })),
      ),
    ).toEqual({ id: true, subject: true, series: true, ipAddress: true });
  });
});
