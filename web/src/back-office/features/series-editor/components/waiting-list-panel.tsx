import { Badge, Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  waitingListSettingsFormSchema,
  type EntryView,
  type ListPart,
  type WaitingListAdmin,
  type WaitingListSettingsForm,
} from '@shared/waiting-list/waiting-list-schemas';
import { formatDateTime } from '../../../../lib/dates';
import { errorMessage, notify } from '../../../../lib/notify';
import { CaptionedTable, CheckboxField, FormField, useConfirm } from '../../../kit';
import { waitingListAdminQuery, useWaitingListActions, type EntryAction } from '../api/waiting-list-queries';
import { WAITING_LIST_ADMIN_NS } from '../waiting-list-namespace';
import { RulesForm, RulesSection } from './rules-panel';
import { PartPicker } from './waiting-list-part-picker';

const formValues = (s: WaitingListAdmin['settings']): WaitingListSettingsForm => ({
  enabled: s.enabled,
  limit: s.limit === null ? '' : String(s.limit),
  holdHours: String(s.holdHours),
});

function NumberField({ name }: { name: 'limit' | 'holdHours' }) {
  const { t } = useTranslation(WAITING_LIST_ADMIN_NS);
  const { register } = useFormContext<WaitingListSettingsForm>();
  return (
    <FormField name={name} label={t(name)} help={t(`${name}Help`)} required={name === 'holdHours'}>
      <Input inputMode="numeric" maxW="40" {...register(name)} />
    </FormField>
  );
}

function Settings({
  subEventGuid,
  part,
  data,
}: {
  subEventGuid: string;
  part?: ListPart;
  data: WaitingListAdmin;
}) {
  const { t } = useTranslation(WAITING_LIST_ADMIN_NS);
  const { save } = useWaitingListActions(subEventGuid, part);
  return (
    <RulesForm
      schema={waitingListSettingsFormSchema}
      defaultValues={formValues(data.settings)}
      label={t('formLabel')}
      saveLabel={t('save')}
      savedText={t('saved')}
      onSave={(values) => save.mutateAsync(values)}
    >
      <CheckboxField<WaitingListSettingsForm> name="enabled" label={t(part ? 'enabledPart' : 'enabled')} />
      <HStack gap="4" align="flex-start" wrap="wrap">
        <NumberField name="limit" />
        <NumberField name="holdHours" />
      </HStack>
    </RulesForm>
  );
}

function Entries({
  subEventGuid,
  part,
  entries,
}: {
  subEventGuid: string;
  part?: ListPart;
  entries: EntryView[];
}) {
  const { t } = useTranslation(WAITING_LIST_ADMIN_NS);
  const confirm = useConfirm();
  const { act } = useWaitingListActions(subEventGuid, part);
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
    <CaptionedTable
      caption={t('caption')}
      headers={[t('position'), t('person'), t('state'), t('joinedAt'), t('actions')]}
    >
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
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => void run('remove', e)}>
                  {t('remove')}
                </Button>
              )}
            </HStack>
          </Table.Cell>
        </Table.Row>
      ))}
    </CaptionedTable>
  );
}

/**
 * The race's waiting lists in the race editor (issue 27): the race's own, or one of its categories'
 * or waves' (picked at the top); switch it on with a limit and offer hold time, the list with
 * position and state, and remove / move up / send offer now. Counts and the history (who did
 * what, when) head and close the section.
 */
export function WaitingListPanel({ subEventGuid }: { subEventGuid: string }) {
  const { t } = useTranslation(WAITING_LIST_ADMIN_NS);
  const [part, setPart] = useState<ListPart | undefined>();
  const query = useQuery(waitingListAdminQuery(subEventGuid, part));
  return (
    <RulesSection
      id="waiting-list-title"
      title={t('title')}
      help={t('help')}
      query={query}
      loadingLabel={t('loading')}
      testId="waiting-list-panel"
      before={<PartPicker subEventGuid={subEventGuid} part={part} onChange={setPart} />}
    >
      {(data) => (
        <>
          <Settings
            key={`${part?.guid ?? ''}${JSON.stringify(data.settings)}`}
            subEventGuid={subEventGuid}
            part={part}
            data={data}
          />
          <Text fontWeight="semibold" data-testid="waiting-list-counts">
            {t('counts', data.counts)}
          </Text>
          <Entries subEventGuid={subEventGuid} part={part} entries={data.entries} />
          <History data={data} />
        </>
      )}
    </RulesSection>
  );
}

function History({ data }: { data: WaitingListAdmin }) {
  const { t } = useTranslation(WAITING_LIST_ADMIN_NS);
  if (data.history.length === 0) return null;
  return (
    <details>
      <summary>{t('history')}</summary>
      <Stack as="ul" gap="1" mt="2" fontSize="sm" listStyleType="none">
        {data.history.map((h) => (
          <li key={`${h.date}-${h.action}-${h.email}`}>
            {formatDateTime(h.date)} · {h.by === 'runner' || h.by === 'system' ? t(`by.${h.by}`) : h.by} ·{' '}
            {t(`historyActions.${h.action}`)}
            {h.email && ` · ${h.email}`}
          </li>
        ))}
      </Stack>
    </details>
  );
}
