import {
  Alert,
  Box,
  Button,
  Container,
  Flex,
  Heading,
  Input,
  Link,
  NativeSelect,
  Spinner,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { tableSlotRecipe } from '@chakra-recipes/table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { RouterLink } from '../../../components/router-link';
import type { StartList, StartListSort } from '@shared/catalog/catalog-schemas';
import { PageSpinner } from '../../../components/page-spinner';
import { usePageTitle } from '../../../components/page-title';
import { formatDateTime } from '../../../lib/dates';
import { startListQuery, subeventStylingsQuery, type StartListParams } from '../api/catalog-queries';
import { START_LIST_NS } from '../start-list-namespace';
import { eventPath } from '../components/event-card';
import { LoadError } from '../../../components/load-error';
import { isMissingRecord } from '../model/missing-record';
import { isRenderedStartList, seedStartListFromDocument } from '../model/rendered-start-list';
import { SORTS, useListParams } from '../model/start-list-params';
import { SeriesPageFrame } from '../components/series-page-frame';

/** Shown only for an unknown guid: loaded then. */
const RecordNotFound = lazy(async () => ({
  default: (await import('../components/record-not-found')).RecordNotFound,
}));

const SEARCH_DEBOUNCE_MS = 300;

function StateMessage({ list }: { list: StartList }) {
  const { t } = useTranslation(START_LIST_NS);
  if (list.state === 'open') return null;
  const text =
    list.state === 'notOpenYet'
      ? t('startList.notOpenYet', { date: formatDateTime(list.startListFrom) })
      : t('startList.closed', { date: formatDateTime(list.startListTo) });
  return (
    <Alert.Root status="info" data-testid="start-list-state">
      <Alert.Indicator aria-hidden="true" />
      <Alert.Description>{text}</Alert.Description>
    </Alert.Root>
  );
}

function RelayWarnings({ list }: { list: StartList }) {
  const { t } = useTranslation(START_LIST_NS);
  if (list.relayWarnings.length === 0) return null;
  return (
    <Alert.Root status="warning" alignItems="flex-start" data-testid="relay-warnings">
      <Alert.Indicator aria-hidden="true" />
      <Alert.Content>
        <Alert.Title>{t('startList.relayWarningTitle')}</Alert.Title>
        <Alert.Description>
          <Stack as="ul" listStyleType="disc" ps="5" gap="1" mt="1">
            {list.relayWarnings.map((w) => (
              <li key={w.teamName}>
                {t('startList.relayWarning', { team: w.teamName, members: w.members, count: w.required })}
              </li>
            ))}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Team races: the teams that may still fill up, so a runner looking for a team knows whom to ask. */
function OpenTeams({ list }: { list: StartList }) {
  const { t } = useTranslation(START_LIST_NS);
  if (list.openTeams.length === 0) return null;
  return (
    <Alert.Root status="info" alignItems="flex-start" data-testid="open-teams">
      <Alert.Indicator aria-hidden="true" />
      <Alert.Content>
        <Alert.Title>{t('startList.openTeamsTitle')}</Alert.Title>
        <Alert.Description>
          <Text>{t('startList.openTeamsHint')}</Text>
          <Stack as="ul" listStyleType="disc" ps="5" gap="1" mt="1">
            {list.openTeams.map((team) => (
              <li key={team.teamName}>
                {t('startList.openTeam', {
                  team: team.teamName,
                  count: team.open,
                  members: team.members,
                  capacity: team.capacity,
                })}
              </li>
            ))}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

const SORT_COLUMN: Record<StartListSort, string> = {
  startNumber: 'startNumber',
  lastName: 'name',
  club: 'club',
  category: 'category',
};

function StartListTable({
  list,
  params,
  busy,
  captionId,
}: {
  list: StartList;
  params: StartListParams;
  busy: boolean;
  captionId: string;
}) {
  const { t } = useTranslation(START_LIST_NS);
  const showTeam = list.rows.some((r) => r.teamName);
  const showWave = list.rows.some((r) => r.waveName);
  const sortedColumn = SORT_COLUMN[params.sort];
  const ariaSort = (column: string) =>
    column === sortedColumn ? (params.descending ? 'descending' : 'ascending') : undefined;
  const header = (column: string, label: string, props: Table.ColumnHeaderProps = {}) => (
    <Table.ColumnHeader scope="col" aria-sort={ariaSort(column)} whiteSpace="nowrap" {...props}>
      {label}
    </Table.ColumnHeader>
  );

  return (
    <Box
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      overflowX="auto"
      borderWidth="1px"
      borderRadius="l2"
      focusRing="outside"
    >
      <Table.Root recipe={tableSlotRecipe} size="sm" variant="line" aria-busy={busy} minW="2xl">
        <Table.Caption id={captionId} captionSide="top" textAlign="start" px="3" py="2" fontWeight="semibold">
          {t('startList.caption', { name: list.subEventName, page: list.page + 1, pages: list.maxPage + 1 })}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {header('startNumber', t('startList.columns.startNumber'), { textAlign: 'end', w: '1%' })}
            {header('name', t('startList.columns.name'))}
            {header('birthYear', t('startList.columns.birthYear'))}
            {header('club', t('startList.columns.club'))}
            {header('category', t('startList.columns.category'))}
            {showWave && header('wave', t('startList.columns.wave'))}
            {showTeam && header('team', t('startList.columns.team'))}
            {header('paid', t('startList.columns.paid'))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.rows.map((row, index) => (
            <Table.Row key={`${list.page}-${index}`}>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {row.startNumber ?? '–'}
              </Table.Cell>
              <Table.Cell as="th" scope="row" fontWeight="semibold">
                {row.lastName} {row.firstName}
              </Table.Cell>
              <Table.Cell fontVariantNumeric="tabular-nums">{row.birthYear ?? '–'}</Table.Cell>
              <Table.Cell>{row.club ?? '–'}</Table.Cell>
              <Table.Cell>{row.categoryName}</Table.Cell>
              {showWave && <Table.Cell>{row.waveName ?? '–'}</Table.Cell>}
              {showTeam && <Table.Cell>{row.teamName ?? '–'}</Table.Cell>}
              <Table.Cell>{row.paid ? t('startList.paidYes') : t('startList.paidNo')}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation(START_LIST_NS);
  const id = useId();
  const [text, setText] = useState(value);
  const search = useEffectEvent((next: string) => {
    if (next !== value) onSearch(next);
  });
  // Debounced: the list is asked for once the visitor pauses typing.
  useEffect(() => {
    const timer = setTimeout(() => search(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <Stack gap="1" flex="1" minW={{ base: 'full', md: '64' }}>
      <Text asChild fontSize="sm" fontWeight="medium">
        <label htmlFor={id}>{t('startList.search')}</label>
      </Text>
      <Input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('startList.searchPlaceholder')}
        autoComplete="off"
      />
    </Stack>
  );
}

function SortControls({
  params,
  onChange,
}: {
  params: StartListParams;
  onChange: (patch: Partial<StartListParams>) => void;
}) {
  const { t } = useTranslation(START_LIST_NS);
  const id = useId();
  return (
    <Flex gap="2" align="flex-end">
      <Stack gap="1">
        <Text asChild fontSize="sm" fontWeight="medium">
          <label htmlFor={id}>{t('startList.sort')}</label>
        </Text>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe} minW="44">
          <NativeSelect.Field
            id={id}
            value={params.sort}
            onChange={(e) => onChange({ sort: e.target.value as StartListSort, page: 0 })}
          >
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`startList.sorts.${sort}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Stack>
      <Button
        variant={params.descending ? 'solid' : 'outline'}
        aria-pressed={params.descending}
        onClick={() => onChange({ descending: !params.descending, page: 0 })}
      >
        {t('startList.descending')}
      </Button>
    </Flex>
  );
}

function Pager({ list, onPage, busy }: { list: StartList; onPage: (page: number) => void; busy: boolean }) {
  const { t } = useTranslation(START_LIST_NS);
  if (list.maxPage <= 0) return null;
  return (
    <Flex
      as="nav"
      aria-label={t('startList.pages')}
      gap="3"
      align="center"
      justify="space-between"
      wrap="wrap"
    >
      <Button
        variant="outline"
        size="sm"
        disabled={list.page <= 0 || busy}
        onClick={() => onPage(list.page - 1)}
      >
        {t('startList.previous')}
      </Button>
      <Text fontSize="sm">{t('startList.pageOf', { page: list.page + 1, pages: list.maxPage + 1 })}</Text>
      <Button
        variant="outline"
        size="sm"
        disabled={list.page >= list.maxPage || busy}
        onClick={() => onPage(list.page + 1)}
      >
        {t('startList.next')}
      </Button>
    </Flex>
  );
}

/** Start list (/detail/startlist/:subEventGuid): search, sort and paging of a subevent's runners. */
export function StartListPage() {
  const { t } = useTranslation(START_LIST_NS);
  const { subEventGuid = '' } = useParams();
  const queryClient = useQueryClient();
  // Before the list's query reads the cache: a rendered page's list from its data block.
  useState(() => seedStartListFromDocument(queryClient));
  const [params, update] = useListParams();
  // The rendered list's exemption from the busy state below holds only until the visitor pages,
  // sorts or searches: a placeholder's dataUpdatedAt is 0, which would pass for "rendered".
  const [renderedParams] = useState(() => JSON.stringify(params));
  const captionId = useId();
  const list = useQuery(startListQuery(subEventGuid, params));
  const stylings = useQuery(subeventStylingsQuery(subEventGuid));
  const data = list.data;
  usePageTitle(data ? t('startList.title', { name: data.subEventName }) : undefined);

  if (list.isPending) return <PageSpinner />;
  if (!data) {
    if (isMissingRecord(list.error))
      return (
        <RecordNotFound
          title={t('startList.notFoundTitle')}
          description={t('startList.notFoundDescription')}
          error={list.error}
        />
      );
    return (
      <Container maxW="4xl" py="12">
        <Heading as="h1" size="2xl" mb="6">
          {t('startList.errorTitle')}
        </Heading>
        <LoadError title={t('startList.errorTitle')} error={list.error} onRetry={() => void list.refetch()} />
      </Container>
    );
  }

  // The rendered list is fetched again at once: no spinner for that (the HTML has none either).
  const showingRendered =
    JSON.stringify(params) === renderedParams && isRenderedStartList(list.dataUpdatedAt);
  const busy = (list.isPlaceholderData || list.isFetching) && !showingRendered;

  return (
    <SeriesPageFrame stylings={stylings.data} area="startList">
      <Container maxW="6xl" py={{ base: '6', lg: '10' }}>
        <Stack gap="5">
          <Link asChild color="brand.fg" fontSize="sm" alignSelf="flex-start">
            <RouterLink to={eventPath(data.seriesEventGuid)}>← {t('startList.backToEvent')}</RouterLink>
          </Link>
          <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
            {t('startList.title', { name: data.subEventName })}
          </Heading>
          <StateMessage list={data} />
          {data.state === 'open' && (
            <>
              <RelayWarnings list={data} />
              <OpenTeams list={data} />
              <Flex gap="4" wrap="wrap" align="flex-end" role="search">
                <SearchBox
                  value={params.searchText}
                  onSearch={(searchText) => update({ searchText, page: 0 })}
                />
                <SortControls params={params} onChange={update} />
              </Flex>
              <Flex justify="space-between" align="center" gap="3" minH="6">
                <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="start-list-total">
                  {params.searchText
                    ? t('startList.found', { count: data.total })
                    : t('startList.total', { count: data.total })}
                </Text>
                {busy && <Spinner size="sm" color="brand.fg" aria-hidden="true" />}
              </Flex>
              {data.rows.length === 0 ? (
                <Text>{params.searchText ? t('startList.noMatch') : t('startList.empty')}</Text>
              ) : (
                <StartListTable list={data} params={params} busy={busy} captionId={captionId} />
              )}
              <Pager list={data} busy={busy} onPage={(page) => update({ page })} />
            </>
          )}
        </Stack>
      </Container>
    </SeriesPageFrame>
  );
}

export default StartListPage;

/** Before hydrating a prerendered start list page: its series' colours (model/rendered-styling.ts). */
export { beforeHydration } from '../model/rendered-styling';
