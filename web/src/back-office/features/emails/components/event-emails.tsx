import { Alert, Button, Heading, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_TYPE_VALUES, type EventEmail } from '@shared/back-office/email-schemas';
import { formatDateTime } from '../../../../lib/dates';
import { errorMessage, notify } from '../../../../lib/notify';
import { useConfirm } from '../../../kit';
import { deleteEventEmail, emailsChanged, eventEmailsQuery } from '../api/emails-queries';
import { EMAILS_NS } from '../emails-namespace';
import { EmailForm } from './email-form';
import { EmailHistory } from './email-history';

type Mode =
  | { kind: 'list' }
  | { kind: 'edit'; email?: EventEmail; type?: number }
  | { kind: 'history'; email: EventEmail };

/**
 * The e-mails of one event: one per trigger kind (or several with different conditions); a kind
 * without one sends the global e-mail of the kind, else the product's default text. Add, edit with preview, delete, history.
 */
export function EventEmails({ eventGuid }: { eventGuid: string }) {
  const { t } = useTranslation(EMAILS_NS);
  const emails = useQuery(eventEmailsQuery(eventGuid));
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [newType, setNewType] = useState<number>(EMAIL_TYPE_VALUES[0]);
  const selectId = useId();
  const confirm = useConfirm();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: (email: EventEmail) => deleteEventEmail(eventGuid, email.guid),
    onSuccess: async () => {
      notify.success(t('list.deleted'));
      await emailsChanged(client);
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  const ask = async (email: EventEmail) => {
    const yes = await confirm({
      title: t('list.deleteTitle'),
      body: t('list.deleteBody', { kind: t(`types.${email.type}`) }),
      confirmLabel: t('list.delete'),
      destructive: true,
    });
    if (yes) remove.mutate(email);
  };

  if (mode.kind === 'edit')
    return (
      <EmailForm
        key={mode.email?.guid ?? `new-${mode.type}`}
        eventGuid={eventGuid}
        email={mode.email}
        type={mode.type}
        onDone={() => setMode({ kind: 'list' })}
      />
    );
  if (mode.kind === 'history')
    return (
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h3" size="md">
            {t('history.title', { kind: t(`types.${mode.email.type}`) })}
          </Heading>
          <Button variant="outline" onClick={() => setMode({ kind: 'list' })}>
            {t('form.back')}
          </Button>
        </HStack>
        <EmailHistory
          of={{ kind: 'email', eventGuid, guid: mode.email.guid }}
          caption={t('history.caption')}
        />
      </Stack>
    );

  const rows = emails.data ?? [];
  const defined = new Set(rows.map((e) => e.type));
  return (
    <Stack gap="3">
      {emails.isError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{errorMessage(emails.error)}</Alert.Description>
        </Alert.Root>
      )}
      <HStack gap="2" wrap="wrap" align="end">
        <Stack gap="1">
          <label htmlFor={selectId}>{t('list.newKind')}</label>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe} width="auto">
            <NativeSelect.Field
              id={selectId}
              value={newType}
              onChange={(e) => setNewType(Number(e.target.value))}
            >
              {EMAIL_TYPE_VALUES.map((v) => (
                <option key={v} value={v}>
                  {t(`types.${v}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
        <Button colorPalette="brand" onClick={() => setMode({ kind: 'edit', type: newType })}>
          {t('list.add')}
        </Button>
      </HStack>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm">
          <Table.Caption>{t('list.caption')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('list.kind')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('list.subject')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('list.conditions')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('list.updated')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('list.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {EMAIL_TYPE_VALUES.flatMap((type) => {
              const ofType = rows.filter((e) => e.type === type);
              if (!ofType.length)
                return [
                  <Table.Row key={`default-${type}`}>
                    <Table.Cell>
                      <Text as="span" fontWeight="semibold">
                        {t(`types.${type}`)}
                      </Text>
                    </Table.Cell>
                    <Table.Cell colSpan={3}>
                      <Text as="span" color="fg.muted">
                        {t('list.defaultText')}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t('list.addOf', { kind: t(`types.${type}`) })}
                        onClick={() => setMode({ kind: 'edit', type })}
                      >
                        {t('list.add')}
                      </Button>
                    </Table.Cell>
                  </Table.Row>,
                ];
              return ofType.map((email) => (
                <Table.Row key={email.guid}>
                  <Table.Cell>
                    <Text as="span" fontWeight="semibold">
                      {t(`types.${type}`)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{email.header}</Table.Cell>
                  <Table.Cell>{conditionsText(t, email)}</Table.Cell>
                  <Table.Cell>{email.dateUpdated ? formatDateTime(email.dateUpdated) : ''}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" wrap="wrap">
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t('list.editOf', { kind: t(`types.${type}`) })}
                        onClick={() => setMode({ kind: 'edit', email })}
                      >
                        {t('list.edit')}
                      </Button>
                      <Button size="xs" variant="outline" onClick={() => setMode({ kind: 'history', email })}>
                        {t('list.history')}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t('list.deleteOf', { kind: t(`types.${type}`) })}
                        onClick={() => void ask(email)}
                      >
                        {t('list.delete')}
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ));
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {defined.size === 0 && !emails.isPending && <Text fontSize="sm">{t('list.noneYet')}</Text>}
    </Stack>
  );
}

function conditionsText(t: (key: string, o?: Record<string, unknown>) => string, email: EventEmail): string {
  const parts: string[] = [];
  const { paymentMethods, subEventGuids, categoryGuids } = email.conditions;
  if (paymentMethods.length) parts.push(paymentMethods.map((m) => t(`fields.paymentMethod.${m}`)).join(', '));
  if (subEventGuids.length) parts.push(t('list.races', { count: subEventGuids.length }));
  if (categoryGuids.length) parts.push(t('list.categories', { count: categoryGuids.length }));
  return parts.length ? parts.join(' · ') : t('list.always');
}
