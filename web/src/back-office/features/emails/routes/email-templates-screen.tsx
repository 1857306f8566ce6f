import { Alert, Button, Heading, HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-recipes/textarea';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { RouterLink } from '../../../../components/router-link';
import {
  layoutBodySchema,
  type EmailLayout,
  type LayoutBody,
  type LayoutBodyInput,
} from '@shared/back-office/email-schemas';
import { formatDateTime } from '../../../../lib/dates';
import { errorMessage, notify } from '../../../../lib/notify';
import {
  BackOfficeForm,
  DataList,
  DeleteAndLeave,
  FilterForm,
  FormField,
  textFilter,
  useBackOfficeForm,
  useListFilters,
  type DataListColumn,
  listQueryProps,
} from '../../../kit';
import { ScreenPage } from '../../../shell/screen-page';
import type { ScreenProps } from '../../../shell/screens';
import {
  deleteLayout,
  emailsChanged,
  layoutQuery,
  layoutsQuery,
  previewLayout,
  saveLayout,
} from '../api/emails-queries';
import { EmailHistory } from '../components/email-history';
import { EmailPreview } from '../components/email-preview';
import { VariableChips } from '../components/variable-chips';
import { EMAILS_NS } from '../emails-namespace';

/** /admin/email-templates (spec §2): the series' e-mail layouts, with the sender's preview. */
export default function EmailTemplatesScreen(_props: ScreenProps) {
  return (
    <Routes>
      <Route index element={<LayoutList />} />
      <Route path="new" element={<NewLayout />} />
      <Route path=":id" element={<EditLayout />} />
    </Routes>
  );
}

const FILTERS = { searchText: textFilter() };
/** The texts name the layout's own `{{content}}` placeholder literally. */
const CONTENT_TOKEN = { content: '{{content}}', interpolation: { escapeValue: false } };
type LayoutRow = Omit<EmailLayout, 'content'>;

function LayoutList() {
  const { t } = useTranslation(EMAILS_NS);
  const filters = useListFilters(FILTERS);
  const list = useQuery(layoutsQuery(filters.query));
  const columns = useMemo<DataListColumn<LayoutRow>[]>(
    () => [
      { id: 'name', header: t('layouts.name'), cell: (l) => l.name, rowHeader: true, hideable: false },
      {
        id: 'dateUpdated',
        header: t('layouts.dateUpdated'),
        cell: (l) => (l.dateUpdated ? formatDateTime(l.dateUpdated) : ''),
      },
    ],
    [t],
  );
  return (
    <ScreenPage
      title={t('layouts.title')}
      lead={t('layouts.lead')}
      actions={
        <Button asChild>
          <RouterLink to="new">{t('layouts.new')}</RouterLink>
        </Button>
      }
    >
      <FilterForm filters={filters} fields={[{ key: 'searchText', label: t('layouts.searchText') }]} />
      <DataList
        listId="emails.layouts"
        caption={t('layouts.caption')}
        columns={columns}
        {...listQueryProps(list, filters)}
        getRowId={(l) => l.guid}
        emptyText={t('layouts.empty')}
        rowActions={(l) => (
          <Button asChild size="xs" variant="outline">
            <RouterLink to={l.guid} aria-label={t('layouts.editOf', { name: l.name })}>
              {t('layouts.edit')}
            </RouterLink>
          </Button>
        )}
      />
    </ScreenPage>
  );
}

const STARTER =
  '<div style="font-family:Arial,Helvetica,sans-serif;max-width:600px;margin:0 auto;">\n<h1>{{seriesName}}</h1>\n{{content}}\n</div>';

function NewLayout() {
  const { t } = useTranslation(EMAILS_NS);
  const navigate = useNavigate();
  return (
    <ScreenPage
      title={t('layouts.newTitle')}
      actions={
        <Button asChild variant="outline">
          <RouterLink to="..">{t('form.back')}</RouterLink>
        </Button>
      }
    >
      <LayoutForm
        defaultValues={{ name: '', content: STARTER }}
        onSaved={(saved) => setTimeout(() => navigate(`../${saved.guid}`, { replace: true }), 0)}
      />
    </ScreenPage>
  );
}

function EditLayout() {
  const { t } = useTranslation(EMAILS_NS);
  const id = useParams().id ?? '';
  const layout = useQuery(layoutQuery(id));
  const data = layout.data;
  return (
    <ScreenPage
      title={data ? t('layouts.editTitle', { name: data.name }) : t('layouts.title')}
      actions={
        <HStack gap="2">
          {data && <DeleteLayout layout={data} />}
          <Button asChild variant="outline">
            <RouterLink to="..">{t('form.back')}</RouterLink>
          </Button>
        </HStack>
      }
    >
      {layout.isError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{errorMessage(layout.error)}</Alert.Description>
        </Alert.Root>
      )}
      {data && (
        <Stack gap="6">
          <LayoutForm
            key={data.dateUpdated ?? ''}
            layout={data}
            defaultValues={{ name: data.name, content: data.content }}
          />
          <Heading as="h2" size="md">
            {t('history.layoutTitle')}
          </Heading>
          <EmailHistory of={{ kind: 'layout', guid: data.guid }} caption={t('history.layoutCaption')} />
        </Stack>
      )}
    </ScreenPage>
  );
}

function LayoutForm({
  layout,
  defaultValues,
  onSaved,
}: {
  layout?: EmailLayout;
  defaultValues: LayoutBodyInput;
  onSaved?: (saved: EmailLayout) => void;
}) {
  const { t } = useTranslation(EMAILS_NS);
  const client = useQueryClient();
  const form = useBackOfficeForm<LayoutBodyInput, LayoutBody>({ schema: layoutBodySchema, defaultValues });
  const content = useWatch({ control: form.control, name: 'content' }) ?? '';
  const save = async (values: LayoutBody) => {
    const saved = await saveLayout(values, layout?.guid);
    client.setQueryData(layoutQuery(saved.guid).queryKey, saved);
    await emailsChanged(client);
    notify.success(t(layout ? 'layouts.updated' : 'layouts.created'));
    onSaved?.(saved);
  };
  const insert = (token: string) => {
    const el = document.querySelector<HTMLTextAreaElement>('textarea[name="content"]');
    const current = form.getValues('content') ?? '';
    const start = el?.selectionStart ?? current.length;
    const end = el?.selectionEnd ?? current.length;
    form.setValue('content', current.slice(0, start) + token + current.slice(end), {
      shouldDirty: true,
      shouldValidate: true,
    });
  };
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
      <BackOfficeForm form={form} onSubmit={save} aria-label={t('layouts.formLabel')}>
        <FormField name="name" label={t('layouts.name')} required>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <VariableChips onInsert={insert} names={['content', 'seriesName']} />
        <FormField
          name="content"
          label={t('layouts.content')}
          required
          help={t('layouts.contentHelp', CONTENT_TOKEN)}
        >
          <Textarea
            recipe={textareaRecipe}
            rows={18}
            fontFamily="mono"
            fontSize="sm"
            {...form.register('content')}
          />
        </FormField>
        <HStack gap="3">
          <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
            {t('form.save')}
          </Button>
        </HStack>
      </BackOfficeForm>
      <EmailPreview
        previewKey={content}
        render={(value, signal) =>
          value.includes('{{content}}')
            ? previewLayout(value, signal)
            : Promise.reject(new Error(t('layouts.needsContent', CONTENT_TOKEN)))
        }
      />
    </SimpleGrid>
  );
}

function DeleteLayout({ layout }: { layout: EmailLayout }) {
  const { t } = useTranslation(EMAILS_NS);
  const client = useQueryClient();
  return (
    <DeleteAndLeave
      label={t('list.delete')}
      question={{ title: t('layouts.deleteTitle'), body: t('layouts.deleteBody', { name: layout.name }) }}
      deletedText={t('layouts.deleted')}
      remove={() => deleteLayout(layout.guid)}
      refresh={() => emailsChanged(client)}
    />
  );
}
