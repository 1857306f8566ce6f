import { Button, Input } from '@chakra-ui/react';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18n } from '../../lib/i18n';
import {
  BackOfficeForm,
  booleanFilter,
  DataList,
  DateInput,
  dateRangeFilter,
  FileUpload,
  FilterForm,
  FormField,
  JobProgress,
  RemoteSelect,
  selectFilter,
  textFilter,
  Typeahead,
  useBackOfficeForm,
  useListFilters,
  type DataListColumn,
} from './index';
import { renderKit } from './test-support';

interface Row {
  id: string;
  subject: string;
}
const columns: DataListColumn<Row>[] = [
  { id: 'id', header: 'ID', cell: (row) => row.id, sortable: true, rowHeader: true },
  { id: 'subject', header: 'Předmět', cell: (row) => row.subject, sortable: true },
];
const definitions = {
  searchText: textFilter(),
  paid: booleanFilter(),
  date: dateRangeFilter(),
  status: selectFilter(['sent']),
};
const sorting = { sortable: ['id', 'subject'], defaultSort: { id: 'id', desc: true } };
const schema = z.object({
  name: z.string().min(1),
  start: z.string(),
  series: z.string().nullable(),
  club: z.string().nullable(),
});

function Screen() {
  const filters = useListFilters(definitions, sorting);
  const form = useBackOfficeForm({
    schema,
    defaultValues: { name: '', start: '', series: null, club: null },
  });
  const [series, setSeries] = useState<string | null>('s1');
  const [club, setClub] = useState<string | null>(null);
  const [start, setStart] = useState('2026-05-01');
  return (
    <main>
      <h1>Odeslané e-maily</h1>
      <FilterForm
        filters={filters}
        fields={[
          { key: 'searchText', label: 'Hledat' },
          { key: 'paid', label: 'Zaplaceno' },
          { key: 'date', label: 'Vytvořeno' },
          { key: 'status', label: 'Stav' },
        ]}
      />
      <DataList<Row>
        listId="a11y"
        caption="E-maily"
        columns={columns}
        data={{ page: 0, maxPage: 1, total: 31, rows: [{ id: '1', subject: 'Start' }] }}
        getRowId={(row) => row.id}
        sort={filters.sort}
        onSortChange={filters.setSort}
        onPageChange={filters.setPage}
        rowActions={(row) => <Button size="xs">Detail {row.id}</Button>}
      />
      <BackOfficeForm form={form} onSubmit={() => undefined} aria-label="Série">
        <FormField name="name" label="Název" required help="Jak se série jmenuje">
          <Input {...form.register('name')} />
        </FormField>
        <FormField name="start" label="Začátek">
          <DateInput value={start} onChange={setStart} />
        </FormField>
        <FormField name="series" label="Série">
          <RemoteSelect<{ id: string; name: string }>
            value={series}
            onChange={setSeries}
            loadOne={async (id) => ({ id, name: 'Jarní běhy' })}
            search={async () => []}
            itemToValue={(s) => s.id}
            itemToLabel={(s) => s.name}
            clearable
          />
        </FormField>
        <FormField name="club" label="Klub">
          <Typeahead options={[{ value: 'c1', label: 'SK Brno' }]} value={club} onChange={setClub} />
        </FormField>
        <Button type="submit">Uložit</Button>
      </BackOfficeForm>
      <FileUpload
        label="Výpis"
        accept={['.csv']}
        maxBytes={1_000_000}
        upload={() => new Promise(() => undefined)}
      />
      <JobProgress label="Import" job={{ status: 'running', done: 3, total: 10 }} />
    </main>
  );
}

async function violations() {
  const result = await axe.run(document.body, {
    rules: {
      // jsdom has no layout: contrast is checked by the browser tests.
      'color-contrast': { enabled: false },
      // Open popups live in a portal at the end of <body>, outside the landmarks, as in the whole
      // app (a moderate best-practice rule; the e2e scans block serious and critical ones).
      region: { enabled: false },
    },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

beforeEach(() => i18n.changeLanguage('cs'));
afterEach(() => cleanup());

describe('back-office kit markup', () => {
  it('has no axe violations, closed and with a select open and errors shown', async () => {
    renderKit(<Screen />, { route: '/admin/sent-group-emails' });
    await screen.findByDisplayValue('Jarní běhy');
    expect(await violations()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    await screen.findByText('Pole nesmí být prázdné.');
    await act(async () => {
      fireEvent.click(screen.getByRole('combobox', { name: 'Klub' }));
      fireEvent.change(screen.getByRole('combobox', { name: 'Klub' }), { target: { value: 'br' } });
    });
    await screen.findByRole('option', { name: 'SK Brno' });
    expect(await violations()).toEqual([]);
  });
});
