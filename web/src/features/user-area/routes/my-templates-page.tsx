import { Box, Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyTemplateRow } from '../../../../../shared/accounts/user-area-schemas';
import { Page } from '../../../components/page';
import { formatDateTime } from '../../../lib/dates';
import { ResultAlert, useFailureText } from '../../account/components/result-alert';
import { myTemplate, myTemplates } from '../api/user-area-api';
import { ListFilterForm } from '../components/list-filter-form';
import { ListStates } from '../components/list-states';
import { SignedInOnly } from '../components/signed-in-only';
import { useListState } from '../components/use-list-state';
import { USER_AREA_NS } from '../user-area-namespace';

function TemplateDetail({ id }: { id: string }) {
  const { t } = useTranslation(USER_AREA_NS);
  const failureText = useFailureText();
  const detail = useQuery({
    queryKey: ['user-area', 'template', id],
    queryFn: ({ signal }) => myTemplate(id, signal),
    meta: { silentError: true },
  });
  if (detail.isPending)
    return (
      <Flex gap="2" align="center" role="status">
        <Spinner size="sm" />
        <Text>{t('list.loading')}</Text>
      </Flex>
    );
  if (detail.isError)
    return (
      <ResultAlert status="error" title={t('list.failed')}>
        {failureText(detail.error)}
      </ResultAlert>
    );
  const values = Object.entries(detail.data.values).filter(([, value]) => value.trim() !== '');
  if (values.length === 0) return <Text color="fg.muted">{t('templates.noValues')}</Text>;
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'auto 1fr' }}
      columnGap="4"
      rowGap="1"
    >
      {values.map(([name, value]) => (
        <Box key={name} display="contents">
          <Box as="dt" fontWeight="semibold" fontSize="sm">
            {t(`templates.field.${name}`, { defaultValue: name })}
          </Box>
          <Box as="dd" fontSize="sm" wordBreak="break-word" mb={{ base: '2', sm: '0' }}>
            {name === 'gender' ? t(`templates.gender.${value}`, { defaultValue: value }) : value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function TemplateCard({ template }: { template: MyTemplateRow }) {
  const { t } = useTranslation(USER_AREA_NS);
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const headingId = useId();
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="4" aria-labelledby={headingId}>
      <Text as="h2" id={headingId} fontWeight="semibold" fontSize="md">
        {template.firstName} {template.lastName}
        {template.birthYear !== null && ` (${template.birthYear})`}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('templates.updated', { date: formatDateTime(template.dateUpdated) })}
      </Text>
      <Button
        mt="3"
        size="sm"
        variant="outline"
        aria-expanded={open}
        aria-controls={detailId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t('orders.hideDetail') : t('orders.showDetail')}
      </Button>
      <Box id={detailId} hidden={!open} mt="3">
        {open && <TemplateDetail id={template.id} />}
      </Box>
    </Box>
  );
}

function MyTemplates() {
  const { t } = useTranslation(USER_AREA_NS);
  const { filter, page, apply, goTo } = useListState();
  const query = useQuery({
    queryKey: ['user-area', 'templates', filter.searchText, page],
    queryFn: ({ signal }) => myTemplates(filter.searchText, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silentError: true },
  });
  return (
    <Page title={t('templates.title')} lead={t('templates.lead')}>
      <ListFilterForm applied={filter} onApply={apply} searchOnly />
      <ListStates query={query} page={page} onPage={goTo}>
        {(rows) => (
          <Stack as="ul" listStyleType="none" gap="3">
            {rows.map((row) => (
              <TemplateCard key={row.id} template={row} />
            ))}
          </Stack>
        )}
      </ListStates>
    </Page>
  );
}

/** /user/my-templates: saved registrants (list and detail); checkout fills forms from them. */
export function MyTemplatesPage() {
  return <SignedInOnly>{() => <MyTemplates />}</SignedInOnly>;
}
