import { Alert, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_TYPE_VALUES, type GlobalEmail } from '@shared/back-office/email-schemas';
import { formatDateTime } from '../../../../lib/dates';
import { errorMessage, notify } from '../../../../lib/notify';
import { useConfirm } from '../../../kit';
import { deleteGlobalEmail, emailsChanged, globalEmailsQuery } from '../api/emails-queries';
import { EMAILS_NS } from '../emails-namespace';
import { EmailHistory } from './email-history';
import { GlobalEmailForm } from './global-email-form';

type Mode =
  | { kind: 'list' }
  | { kind: 'edit'; email?: GlobalEmail; type?: number }
  | { kind: 'history'; email: GlobalEmail };

/**
 * The global e-mails (admin/emails): per trigger kind the admin's text for every series, sent when
 * an event has no e-mail of that kind; a kind without one sends the system's default text.
 */
export function GlobalEmails() {
  const { t } = useTranslation(EMAILS_NS);
  const emails = useQuery(globalEmailsQuery());
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const confirm = useConfirm();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: (email: GlobalEmail) => deleteGlobalEmail(email.guid),
    onSuccess: async () => {
      notify.success(t('list.deleted'));
      await emailsChanged(client);
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  const ask = async (email: GlobalEmail) => {
    const yes = await confirm({
      title: t('list.deleteTitle'),
      body: t('global.deleteBody', { kind: t(`types.${email.type}`) }),
      confirmLabel: t('list.delete'),
      destructive: true,
    });
    if (yes) remove.mutate(email);
  };

  if (mode.kind === 'edit')
    return (
      <GlobalEmailForm
        key={mode.email?.guid ?? `new-${mode.type}`}
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
        <EmailHistory of={{ kind: 'global', guid: mode.email.guid }} caption={t('history.caption')} />
      </Stack>
    );

  const rows = emails.data ?? [];
  return (
    <Stack gap="3">
      {emails.isError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{errorMessage(emails.error)}</Alert.Description>
        </Alert.Root>
      )}
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm">
          <Table.Caption>{t('global.caption')}</Table.Caption>
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
              const kind = t(`types.${type}`);
              const ofType = rows.filter((e) => e.type === type);
              const addButton = (
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={t('global.addOf', { kind })}
                  onClick={() => setMode({ kind: 'edit', type })}
                >
                  {t('list.add')}
                </Button>
              );
              if (!ofType.length)
                return [
                  <Table.Row key={`default-${type}`}>
                    <Table.Cell>
                      <Text as="span" fontWeight="semibold">
                        {kind}
                      </Text>
                    </Table.Cell>
                    <Table.Cell colSpan={3}>
                      <Text as="span" color="fg.muted">
                        {t('global.defaultText')}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>{addButton}</Table.Cell>
                  </Table.Row>,
                ];
              return ofType.map((email, i) => (
                <Table.Row key={email.guid}>
                  <Table.Cell>
                    <Text as="span" fontWeight="semibold">
                      {kind}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{email.header}</Table.Cell>
                  <Table.Cell>
                    {email.conditions.paymentMethods.length
                      ? email.conditions.paymentMethods.map((m) => t(`fields.paymentMethod.${m}`)).join(', ')
                      : t('list.always')}
                  </Table.Cell>
                  <Table.Cell>{email.dateUpdated ? formatDateTime(email.dateUpdated) : ''}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" wrap="wrap">
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t('global.editOf', { kind, subject: email.header })}
                        onClick={() => setMode({ kind: 'edit', email })}
                      >
                        {t('list.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t('global.historyOf', { kind, subject: email.header })}
                        onClick={() => setMode({ kind: 'history', email })}
                      >
                        {t('list.history')}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t('global.deleteOf', { kind, subject: email.header })}
                        onClick={() => void ask(email)}
                      >
                        {t('list.delete')}
                      </Button>
                      {i === ofType.length - 1 && addButton}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ));
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
