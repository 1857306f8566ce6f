import { Alert, Box, Button, HStack, Spinner, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import {
  columnVisibilityFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Header,
  type RowData,
} from '@tanstack/react-table';
import { useId, useMemo, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BACK_OFFICE_NS } from './back-office-namespace';
import { ColumnChooser } from './column-chooser';
import { useColumnVisibility } from './column-visibility';
import { SortAscendingIcon, SortDescendingIcon, SortableIcon } from './icons';
import { ListPager } from './list-pager';
import type { DataListColumn, ListEnvelope, ListSort } from './list-types';
import { tableSlotRecipe } from './recipes';

const features = tableFeatures({ columnVisibilityFeature });
type Features = typeof features;

const ACTIONS_COLUMN = '__actions';
const EMPTY_ROWS: never[] = [];

export interface DataListProps<T extends RowData> {
  /** Stable id of the list: the user's column choice is remembered under it. */
  listId: string;
  /** What the table shows (its caption, read out when entering it). */
  caption: string;
  columns: readonly DataListColumn<T>[];
  /** The loaded page; while the next one loads the previous stays on screen. */
  data: ListEnvelope<T> | undefined;
  getRowId: (row: T) => string;
  /** Nothing to show yet (first load). */
  loading?: boolean;
  /** A reload is under way while `data` is shown. */
  fetching?: boolean;
  /** The load failed: shown with a retry button (unless data is still on screen). */
  error?: unknown;
  onRetry?: () => void;
  sort: ListSort | null;
  onSortChange: (sort: ListSort) => void;
  onPageChange: (page: number) => void;
  /** Buttons or a menu per row, in a last column that is always shown. */
  rowActions?: (row: T) => ReactNode;
  /** Opens the row (mouse click anywhere on it, Enter on the focused row). */
  onRowClick?: (row: T) => void;
  /** Text of an empty result (default: "Nothing found"). */
  emptyText?: string;
}

function ariaSort(column: DataListColumn<unknown>, sort: ListSort | null) {
  if (!column.sortable) return undefined;
  if (sort?.id !== column.id) return 'none' as const;
  return sort.desc ? ('descending' as const) : ('ascending' as const);
}

/** A click on a control inside the row (actions, links) is that control's, not the row's. */
function fromControl(event: MouseEvent | KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  return (
    target !== event.currentTarget &&
    !!target.closest('a, button, input, select, textarea, [role="menuitem"]')
  );
}

/**
 * A back-office list (spec §2/§3): server-side pages of 30 rows and sort, loading / error / empty
 * states, the total and paging, the user's column choice, optional row actions and row click.
 * The table scrolls sideways in its own region on narrow screens instead of squeezing columns.
 */
export function DataList<T extends RowData>(props: DataListProps<T>) {
  const { listId, caption, columns, data, getRowId, sort, onSortChange, rowActions, onRowClick } = props;
  const { t } = useTranslation(BACK_OFFICE_NS);
  const captionId = useId();
  const { visibility, setVisible, reset } = useColumnVisibility(listId, columns);

  const columnDefs = useMemo<ColumnDef<Features, T>[]>(() => {
    const defs: ColumnDef<Features, T>[] = columns.map((column) => ({
      id: column.id,
      header: column.header,
      cell: ({ row }) => column.cell(row.original),
      enableHiding: column.hideable !== false,
      meta: column,
    }));
    if (rowActions)
      defs.push({
        id: ACTIONS_COLUMN,
        header: t('list.actions'),
        cell: ({ row }) => rowActions(row.original),
        enableHiding: false,
      });
    return defs;
  }, [columns, rowActions, t]);

  const table = useTable({
    features,
    columns: columnDefs,
    data: data?.rows ?? EMPTY_ROWS,
    getRowId: (row) => getRowId(row),
    state: { columnVisibility: visibility },
  });

  const toolbar = (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Text role="status" fontSize="sm" color="fg.muted">
        {data && !props.loading ? t('list.total', { count: data.total }) : ''}
      </Text>
      <ColumnChooser columns={columns} visibility={visibility} onChange={setVisible} onReset={reset} />
    </HStack>
  );

  if (props.error && !data)
    return (
      <Stack gap="3" align="flex-start">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('list.failed')}</Alert.Title>
            {props.error instanceof Error && <Alert.Description>{props.error.message}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
        {props.onRetry && (
          <Button variant="outline" onClick={props.onRetry}>
            {t('list.retry')}
          </Button>
        )}
      </Stack>
    );

  if (props.loading || !data)
    return (
      <HStack gap="3" role="status" py="6">
        <Spinner size="sm" />
        <Text>{t('list.loading')}</Text>
      </HStack>
    );

  const headerCell = (header: Header<Features, T, unknown>) => {
    const column = header.column.columnDef.meta as DataListColumn<T> | undefined;
    const isActions = header.column.id === ACTIONS_COLUMN;
    const label = isActions ? <VisuallyHidden>{t('list.actions')}</VisuallyHidden> : column?.header;
    const state = column ? ariaSort(column as DataListColumn<unknown>, sort) : undefined;
    return (
      <Table.ColumnHeader
        key={header.id}
        scope="col"
        aria-sort={state}
        whiteSpace="nowrap"
        textAlign={column?.align === 'end' ? 'end' : 'start'}
        w={isActions ? '1%' : undefined}
      >
        {column?.sortable ? (
          <Button
            variant="ghost"
            size="xs"
            mx="-2"
            fontWeight="semibold"
            onClick={() => onSortChange({ id: column.id, desc: sort?.id === column.id ? !sort.desc : false })}
          >
            {label}
            {state === 'ascending' ? (
              <SortAscendingIcon />
            ) : state === 'descending' ? (
              <SortDescendingIcon />
            ) : (
              <SortableIcon color="fg.subtle" />
            )}
          </Button>
        ) : (
          label
        )}
      </Table.ColumnHeader>
    );
  };

  const rows = table.getRowModel().rows;
  return (
    <Stack gap="3">
      {toolbar}
      {props.error ? (
        <HStack gap="3" role="alert" color="fg.error" wrap="wrap">
          <Text>{t('list.reloadFailed')}</Text>
          {props.onRetry && (
            <Button variant="outline" size="xs" onClick={props.onRetry}>
              {t('list.retry')}
            </Button>
          )}
        </HStack>
      ) : null}
      {rows.length === 0 ? (
        <Text role="status" color="fg.muted" py="6">
          {props.emptyText ?? t('list.empty')}
        </Text>
      ) : (
        <Box
          role="region"
          aria-labelledby={captionId}
          tabIndex={0}
          overflowX="auto"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l2"
          bg="bg.panel"
          focusRing="outside"
        >
          <Table.Root
            recipe={tableSlotRecipe}
            size="sm"
            variant="line"
            interactive={!!onRowClick}
            aria-busy={props.fetching || undefined}
          >
            <Table.Caption
              id={captionId}
              captionSide="top"
              textAlign="start"
              px="3"
              py="2"
              fontWeight="semibold"
            >
              {caption}
              {props.fetching && <Spinner size="xs" ms="2" aria-hidden />}
            </Table.Caption>
            <Table.Header>
              {table.getHeaderGroups().map((group) => (
                <Table.Row key={group.id} bg="bg.muted">
                  {group.headers.map(headerCell)}
                </Table.Row>
              ))}
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row
                  key={row.id}
                  cursor={onRowClick ? 'pointer' : undefined}
                  tabIndex={onRowClick ? 0 : undefined}
                  focusRing={onRowClick ? 'inside' : undefined}
                  onClick={
                    onRowClick
                      ? (event: MouseEvent) => {
                          if (!fromControl(event)) onRowClick(row.original);
                        }
                      : undefined
                  }
                  onKeyDown={
                    onRowClick
                      ? (event: KeyboardEvent) => {
                          if (event.key === 'Enter' && !fromControl(event)) onRowClick(row.original);
                        }
                      : undefined
                  }
                >
                  {row.getVisibleCells().map((cell) => {
                    const column = cell.column.columnDef.meta as DataListColumn<T> | undefined;
                    return (
                      <Table.Cell
                        key={cell.id}
                        as={column?.rowHeader ? 'th' : 'td'}
                        scope={column?.rowHeader ? 'row' : undefined}
                        fontWeight={column?.rowHeader ? 'semibold' : undefined}
                        textAlign={column?.align === 'end' ? 'end' : 'start'}
                        fontVariantNumeric={column?.align === 'end' ? 'tabular-nums' : undefined}
                        whiteSpace={cell.column.id === ACTIONS_COLUMN ? 'nowrap' : undefined}
                      >
                        <table.FlexRender cell={cell} />
                      </Table.Cell>
                    );
                  })}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <ListPager
        page={data.page}
        maxPage={data.maxPage}
        onPageChange={props.onPageChange}
        disabled={props.fetching}
      />
    </Stack>
  );
}
