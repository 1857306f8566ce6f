import { Badge, Button, Checkbox, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  waitingListSettingsFormSchema,
  type EntryView,
  type WaitingListAdmin,
  type WaitingListSettingsForm,
} from '@shared/waiting-list/waiting-list-schemas';
import { formatDateTime } from '../../../../lib/dates';
import { errorMessage, notify } from '../../../../lib/notify';
import { BackOfficeForm, FormField, QueryProblem, useBackOfficeForm, useConfirm } from '../../../kit';
import { waitingListAdminQuery, useWaitingListActions, type EntryAction } from '../api/waiting-list-queries';
import { WAITING_LIST_ADMIN_NS } from '../waiting-list-namespace';

const formValues = (s: WaitingListAdmin['settings']): WaitingListSettingsForm => ({
  enabled: s.enabled,
  limit: s.limit === null ? '' : String(s.limit),
  holdHours: String(s.holdHours),
});

function EnabledField() {
  const { t } = useTranslation(WAITING_LIST_ADMIN_NS);
  const { control } = useFormContext<WaitingListSettingsForm>();
  return (
    <Controller
      control={control}
      name="enabled"
      render={({ field }) => (
        <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
          <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{t('enabled')}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}

function NumberField({ name }: { name: 'limit' | 'holdHours' }) {
  const { t } = useTranslation(WAITING_LIST_ADMIN_NS);
  const { register } = useFormContext<WaitingListSettingsForm>();
  return (
    <FormField name={name} label={t(name)} help={t(`${name}Help`)} required={name === 'holdHours'}>
      <Input inputMode="numeric" maxW="40" {...register(name)} />
    </FormField>
  );
}

function Submit() {
  const { t } = useTranslation(WAITING_LIST_ADMIN_NS);
  const { isSubmitting } = useFormState();
  return (
    <div>
      <Button type="submit" loading={isSubmitting}>
        {t('save')}
      </Button>
    </div>
  );
}

function Settings({ subEventGuid, data }: { subEventGuid: string; data: WaitingListAdmin }) {
  const { t } = useTranslation(WAITING_LIST_ADMIN_NS);
  const { save } = useWaitingListActions(subEventGuid);
  const form = useBackOfficeForm({
    schema: waitingListSettingsFormSchema,
    defaultValues: formValues(data.settings),
  });
  return (
    <BackOfficeForm
      form={form}
      aria-label={t('formLabel')}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        notify.success(t('saved'));
      }}
    >
      <EnabledField />
      <HStack gap="4" align="flex-start" wrap="wrap">
        <NumberField name="limit" />
        <NumberField name="holdHours" />
      </HStack>
      <Submit />
    </BackOfficeForm>
  );
}

function Entries({ subEventGuid, entries }: { subEventGuid: string; entries: EntryView[] }) {
  const { t } = useTranslation(WAITING_LIST_ADMIN_NS);
  const confirm = useConfirm();
  const { act } = useWaitingListActions(subEventGuid);
  const run = async (action: EntryAction, entry: EntryView) => {
    if (action === 'remove' && !(await confirm({ title: t('removeConfirm', { email: entry.email }) })))
      return;
    act.mutate(
      { action, entryGuid: entry.guid },
      {
        onSuccess: () => notify.success(t(`done.${action}`, { email: entry.email })),
        onError: (e) => notify.error(errorMessage(e)),
      },
    );
  };
  if (entries.length === 0) return <Text color="fg.muted">{t('empty')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Caption>{t('caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('position')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('person')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('state')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('joinedAt')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((e) => (
            <Table.Row key={e.guid} data-testid="waiting-entry">
              <Table.Cell>{e.position ?? '–'}</Table.Cell>
              <Table.Cell>
                {e.firstName} {e.lastName}
                <Text color="fg.muted" fontSize="xs">
                  {e.email}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Badge>{t(`states.${e.state}`)}</Badge>
                {e.holdUntil && (
                  <Text fontSize="xs">{t('heldUntil', { date: formatDateTime(e.holdUntil) })}</Text>
                )}
              </Table.Cell>
              <Table.Cell>{formatDateTime(e.dateCreated)}</Table.Cell>
              <Table.Cell>
                <HStack gap="1" wrap="wrap">
                  {e.state === 'waiting' && (
                    <>
                      <Button size="xs" variant="outline" onClick={() => void run('offerNow', e)}>
                        {t('offerNow')}
                      </Button>
                      {e.position !== 1 && (
                        <Button size="xs" variant="outline" onClick={() => void run('moveUp', e)}>
                          {t('moveUp')}
                        </Button>
                      )}
                    </>
                  )}
                  {e.state !== 'offered' && (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => void run('remove', e)}
                    >
                      {t('remove')}
                    </Button>
                  )}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * The race's waiting list in the race editor (issue 27): switch it on with a limit and offer hold
 * time, the list with position and state, and remove / move up / send offer now. Counts and the
 * history (who did what, when) head and close the section.
 */
export function WaitingListPanel({ subEventGuid }: { subEventGuid: string }) {
  const { t } = useTranslation(WAITING_LIST_ADMIN_NS);
  const query = useQuery(waitingListAdminQuery(subEventGuid));
  const data = query.data;
  return (
    <Stack as="section" gap="3" aria-labelledby="waiting-list-title" data-testid="waiting-list-panel">
      <Heading as="h3" size="md" id="waiting-list-title">
        {t('title')}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('help')}
      </Text>
      <QueryProblem query={query} loadingLabel={t('loading')} />
      {data && (
        <>
          <Settings key={JSON.stringify(data.settings)} subEventGuid={subEventGuid} data={data} />
          <Text fontWeight="semibold" data-testid="waiting-list-counts">
            {t('counts', data.counts)}
          </Text>
          <Entries subEventGuid={subEventGuid} entries={data.entries} />
          {data.history.length > 0 && (
            <details>
              <summary>{t('history')}</summary>
              <Stack as="ul" gap="1" mt="2" fontSize="sm" listStyleType="none">
                {data.history.map((h) => (
                  <li key={`${h.date}-${h.action}-${h.email}`}>
                    {formatDateTime(h.date)} ·{' '}
                    {h.by === 'runner' || h.by === 'system' ? t(`by.${h.by}`) : h.by} ·{' '}
                    {t(`historyActions.${h.action}`)}
                    {h.email && ` · ${h.email}`}
                  </li>
                ))}
              </Stack>
            </details>
          )}
        </>
      )}
    </Stack>
  );
}
