import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultAlert, useFailureText } from '../../../components/result-alert';
import type { Envelope } from '../model/list-filter';
import { USER_AREA_NS } from '../user-area-namespace';

/** Loading / error / empty / loaded states of a list, with paging under the rows. */
export function ListStates<T>({
  query,
  page,
  onPage,
  children,
}: {
  query: UseQueryResult<Envelope<T>>;
  page: number;
  onPage: (page: number) => void;
  children: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation(USER_AREA_NS);
  const failureText = useFailureText();
  if (query.isPending)
    return (
      <HStack gap="3" role="status">
        <Spinner size="sm" />
        <Text>{t('list.loading')}</Text>
      </HStack>
    );
  if (query.isError)
    return (
      <Stack gap="3" align="flex-start">
        <ResultAlert status="error" title={t('list.failed')}>
          {failureText(query.error)}
        </ResultAlert>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </Stack>
    );
  const data = query.data;
  if (data.rows.length === 0)
    return (
      <Text role="status" color="fg.muted">
        {t('list.empty')}
      </Text>
    );
  return (
    <Stack gap="4" aria-busy={query.isFetching || undefined}>
      <Text role="status" fontSize="sm" color="fg.muted">
        {t('list.total', { count: data.total })}
      </Text>
      {children(data.rows)}
      {data.maxPage > 0 && (
        <HStack as="nav" aria-label={t('list.paging')} gap="3" justify="center" wrap="wrap">
          <Button variant="outline" size="sm" disabled={page <= 0} onClick={() => onPage(page - 1)}>
            {t('list.previous')}
          </Button>
          <Text>{t('list.page', { page: data.page + 1, pages: data.maxPage + 1 })}</Text>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= data.maxPage}
            onClick={() => onPage(page + 1)}
          >
            {t('list.next')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
