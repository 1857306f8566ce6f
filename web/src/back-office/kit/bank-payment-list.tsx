import { Box, Button, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { RouterLink } from '../../components/router-link';
import type { CurrencyCode } from '@shared/codelists/enums';
import { formatDate } from '../../lib/dates';
import { DataList } from './data-list';
import { DateInput } from './date-input';
import { listQueryProps } from './list-query-props';
import type { DataListColumn, ListEnvelope } from './list-types';

/** The bank-payment filter as typed (spec §3 payment-detail filter): amounts in crowns as text. */
export interface BankPaymentFilter {
  searchText: string;
  dateFrom: string;
  dateTo: string;
  amountFrom: string;
  amountTo: string;
  withMatch: '' | 'true' | 'false';
}

export const EMPTY_BANK_PAYMENT_FILTER: BankPaymentFilter = {
  searchText: '',
  dateFrom: '',
  dateTo: '',
  amountFrom: '',
  amountTo: '',
  withMatch: '',
};

/** Crowns typed by the admin → minor units (empty or unreadable: no bound). */
export const crownsToMinor = (crowns: string): number | undefined => {
  const n = Number(crowns.replace(/\s/g, '').replace(',', '.'));
  return crowns.trim() && Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : undefined;
};

/** The query a bank-payment list call takes: only the bounds given, then the page. */
export function bankPaymentQuery(f: BankPaymentFilter, page: number, pageSize: number) {
  const amountFrom = crownsToMinor(f.amountFrom);
  const amountTo = crownsToMinor(f.amountTo);
  return {
    ...(f.searchText.trim() ? { searchText: f.searchText.trim() } : {}),
    ...(f.dateFrom ? { dateFrom: f.dateFrom } : {}),
    ...(f.dateTo ? { dateTo: f.dateTo } : {}),
    ...(amountFrom !== undefined ? { amountFrom } : {}),
    ...(amountTo !== undefined ? { amountTo } : {}),
    ...(f.withMatch ? { withMatch: f.withMatch } : {}),
    take: pageSize,
    skip: page * pageSize,
  } as const;
}
export type BankPaymentQuery = ReturnType<typeof bankPaymentQuery>;

/** The texts a bank-payment list shows; each screen words them in its own namespace. */
export type BankPaymentListText =
  | 'heading'
  | 'filter'
  | 'searchText'
  | 'dateFrom'
  | 'dateTo'
  | 'amountFrom'
  | 'amountTo'
  | 'withMatch'
  | 'both'
  | 'matchedOnly'
  | 'unmatchedOnly'
  | 'apply'
  | 'clear'
  | 'caption'
  | 'empty'
  | 'date'
  | 'amount'
  | 'variableSymbol'
  | 'from';

/** What every bank-payment row carries that the common columns show. */
export interface BankPaymentBasics {
  id: string;
  date: string;
  amount: number;
  currency: string;
  variableSymbol: string;
  originAccountName: string;
}

/**
 * The columns every bank-payment list starts with: date, amount, variable symbol, sender.
 * `fromId` keeps the id each list has always remembered its column choice under.
 */
export function bankPaymentColumns<Row extends BankPaymentBasics>(
  text: (key: BankPaymentListText) => string,
  money: (amount: number, currency: CurrencyCode) => string,
  fromId = 'from',
): DataListColumn<Row>[] {
  return [
    { id: 'date', header: text('date'), cell: (p) => formatDate(p.date), rowHeader: true },
    {
      id: 'amount',
      header: text('amount'),
      cell: (p) => money(p.amount, p.currency as CurrencyCode),
      align: 'end',
    },
    { id: 'variableSymbol', header: text('variableSymbol'), cell: (p) => p.variableSymbol },
    { id: fromId, header: text('from'), cell: (p) => p.originAccountName },
  ];
}

export interface BankPaymentListProps<Row extends { id: string }> {
  /** The screen's wording of each text. */
  text: (key: BankPaymentListText) => string;
  /** Remembers the column choice (DataList listId). */
  listId: string;
  /** The list's react-query key; the applied filter and the page are appended. */
  queryKey: readonly unknown[];
  /** Loads one page for the filter (the call and its params are the screen's). */
  fetchPage: (query: BankPaymentQuery, signal: AbortSignal) => Promise<ListEnvelope<Row>>;
  pageSize: number;
  columns: readonly DataListColumn<Row>[];
  rowActions?: (row: Row) => ReactNode;
  /** The heading's level where the list stands (a section of its own or part of a form). */
  headingLevel?: 'h2' | 'h3';
  /** Set the list apart from what stands above it with a rule. */
  ruled?: boolean;
}

/**
 * Bank payments with their filter (spec §3 payment-detail filter, §9 page 5): search text, date
 * and amount ranges (crowns, sent in minor units), matched or not; the filter applies on submit and
 * returns to the first page. Used by the order detail and by a payment detail of the series editor.
 */
export function BankPaymentList<Row extends { id: string }>({
  text,
  listId,
  queryKey,
  fetchPage,
  pageSize,
  columns,
  rowActions,
  headingLevel = 'h2',
  ruled = false,
}: BankPaymentListProps<Row>) {
  const headingId = useId();
  const [draft, setDraft] = useState<BankPaymentFilter>(EMPTY_BANK_PAYMENT_FILTER);
  const [applied, setApplied] = useState<BankPaymentFilter>(EMPTY_BANK_PAYMENT_FILTER);
  const [page, setPage] = useState(0);
  const list = useQuery({
    queryKey: [...queryKey, applied, page],
    queryFn: ({ signal }) => fetchPage(bankPaymentQuery(applied, page, pageSize), signal),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
  const field = (key: keyof BankPaymentFilter) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  });
  const show = (filter: BankPaymentFilter) => {
    setApplied(filter);
    setPage(0);
  };
  return (
    <Box as="section" aria-labelledby={headingId} {...(ruled ? { borderTopWidth: '1px', pt: '4' } : {})}>
      <Stack gap="3">
        <Heading as={headingLevel} size={headingLevel === 'h2' ? 'lg' : 'sm'} id={headingId}>
          {text('heading')}
        </Heading>
        <form
          aria-label={text('filter')}
          onSubmit={(e) => {
            e.preventDefault();
            show(draft);
          }}
        >
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <label>
              {text('searchText')}
              <Input size="sm" {...field('searchText')} />
            </label>
            <label>
              {text('dateFrom')}
              <DateInput value={draft.dateFrom} onChange={(v) => setDraft((d) => ({ ...d, dateFrom: v }))} />
            </label>
            <label>
              {text('dateTo')}
              <DateInput value={draft.dateTo} onChange={(v) => setDraft((d) => ({ ...d, dateTo: v }))} />
            </label>
            <label>
              {text('amountFrom')}
              <Input size="sm" inputMode="decimal" {...field('amountFrom')} />
            </label>
            <label>
              {text('amountTo')}
              <Input size="sm" inputMode="decimal" {...field('amountTo')} />
            </label>
            <label>
              {text('withMatch')}
              <NativeSelect.Root size="sm" recipe={nativeSelectSlotRecipe}>
                <NativeSelect.Field {...field('withMatch')}>
                  <option value="">{text('both')}</option>
                  <option value="true">{text('matchedOnly')}</option>
                  <option value="false">{text('unmatchedOnly')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </label>
          </SimpleGrid>
          <HStack mt="3" gap="2">
            <Button size="sm" type="submit">
              {text('apply')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setDraft(EMPTY_BANK_PAYMENT_FILTER);
                show(EMPTY_BANK_PAYMENT_FILTER);
              }}
            >
              {text('clear')}
            </Button>
          </HStack>
        </form>
        <DataList
          listId={listId}
          caption={text('caption')}
          columns={columns}
          {...listQueryProps(list, { sort: null, setSort: () => undefined, setPage })}
          getRowId={(p) => p.id}
          emptyText={text('empty')}
          rowActions={rowActions}
        />
      </Stack>
    </Box>
  );
}

/** A row's way to the payment's detail on the bank payments screen (where it can be matched). */
export function BankPaymentLink({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Button asChild size="xs" variant="outline">
      <RouterLink to={`/admin/payments/bank-payments/${id}`} aria-label={label}>
        {children}
      </RouterLink>
    </Button>
  );
}
