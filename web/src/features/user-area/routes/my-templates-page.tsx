import { Box, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MyTemplateRow } from '@shared/accounts/user-area-schemas';
import { formatDateTime } from '../../../lib/dates';
import { myTemplate, myTemplates } from '../api/user-area-api';
import { DetailStates, ExpandableDetail, ListCard } from '../components/list-card';
import { ListPage } from '../components/list-page';
import { USER_AREA_NS } from '../user-area-namespace';

function TemplateValues({ values }: { values: [string, string][] }) {
  const { t } = useTranslation(USER_AREA_NS);
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

function TemplateDetail({ id }: { id: string }) {
  const detail = useQuery({
    queryKey: ['user-area', 'template', id],
    queryFn: ({ signal }) => myTemplate(id, signal),
    meta: { silentError: true },
  });
  return (
    <DetailStates query={detail}>
      {(template) => (
        <TemplateValues values={Object.entries(template.values).filter(([, value]) => value.trim() !== '')} />
      )}
    </DetailStates>
  );
}

function TemplateCard({ template }: { template: MyTemplateRow }) {
  const { t } = useTranslation(USER_AREA_NS);
  return (
    <ListCard
      title={
        <>
          {template.firstName} {template.lastName}
          {template.birthYear !== null && ` (${template.birthYear})`}
        </>
      }
      summary={
        <Text fontSize="sm" color="fg.muted">
          {t('templates.created', { date: formatDateTime(template.dateCreated) })}
          {' · '}
          {t('templates.updated', { date: formatDateTime(template.dateUpdated) })}
        </Text>
      }
    >
      <ExpandableDetail>{() => <TemplateDetail id={template.id} />}</ExpandableDetail>
    </ListCard>
  );
}

/** /user/my-templates: saved registrants (list and detail); checkout fills forms from them. */
export function MyTemplatesPage() {
  const { t } = useTranslation(USER_AREA_NS);
  return (
    <ListPage
      title={t('templates.title')}
      lead={t('templates.lead')}
      name="templates"
      searchOnly
      load={(filter, page, signal) => myTemplates(filter.searchText, page, signal)}
      renderRow={(row) => <TemplateCard template={row} />}
    />
  );
}
