import { Alert, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_TYPE_VALUES } from '@shared/back-office/email-schemas';
import { formatDateTime } from '../../../../lib/dates';
import { errorMessage, notify } from '../../../../lib/notify';
import { CaptionedTable, useConfirm } from '../../../kit';
import { emailsChanged } from '../api/emails-queries';
import { EMAILS_NS } from '../emails-namespace';
import { EmailHistory } from './email-history';

/** What the list shows of an e-mail, event or global. */
interface ListedEmail {
  guid: string;
  type: number;
  header: string;
  dateUpdated: string | null;
}

/** The screen-reader names of a row's buttons (`kind` is the trigger kind's name). */
export interface EmailRowLabels<E> {
  addOf: (kind: string) => string;
  editOf: (kind: string, email: E) => string;
  /** Left out where the button's own text is enough. */
  historyOf?: (kind: string, email: E) => string;
  deleteOf: (kind: string, email: E) => string;
}

type Mode<E> = { kind: 'list' } | { kind: 'edit'; email?: E; type?: number } | { kind: 'history'; email: E };

/**
 * The e-mails of every trigger kind (spec: one or several per kind, each with its conditions): a
 * kind without one names the text sent instead. Add, edit, history and delete after a confirmation;
 * the event and the global e-mails differ only in their form, history, texts and conditions.
 */
export function EmailsByKind<E extends ListedEmail>({
  emails,
  remove,
  deleteBody,
  form,
  historyOf,
  caption,
  defaultText,
  conditionsOf,
  labels,
  addAfterLast = false,
  toolbar,
  footer,
}: {
  emails: UseQueryResult<E[]>;
  remove: (email: E) => Promise<unknown>;
  deleteBody: (kind: string) => string;
  form: (edit: { email?: E; type?: number; onDone: () => void }) => ReactNode;
  historyOf: (email: E) => Parameters<typeof EmailHistory>[0]['of'];
  caption: string;
  defaultText: string;
  conditionsOf: (email: E) => string;
  labels: EmailRowLabels<E>;
  /** Also offer "add" after a kind's last e-mail (global e-mails: one per payment method). */
  addAfterLast?: boolean;
  /** Above the table, given the way to open a new e-mail of a kind. */
  toolbar?: (add: (type: number) => void) => ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation(EMAILS_NS);
  const [mode, setMode] = useState<Mode<E>>({ kind: 'list' });
  const confirm = useConfirm();
  const client = useQueryClient();
  const removal = useMutation({
    mutationFn: remove,
    onSuccess: async () => {
      notify.success(t('list.deleted'));
      await emailsChanged(client);
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  const ask = async (email: E) => {
    const yes = await confirm({
      title: t('list.deleteTitle'),
      body: deleteBody(t(`types.${email.type}`)),
      confirmLabel: t('list.delete'),
      destructive: true,
    });
    if (yes) removal.mutate(email);
  };
  const toList = () => setMode({ kind: 'list' });
  const add = (type: number) => setMode({ kind: 'edit', type });

  if (mode.kind === 'edit') return form({ email: mode.email, type: mode.type, onDone: toList });
  if (mode.kind === 'history')
    return (
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h3" size="md">
            {t('history.title', { kind: t(`types.${mode.email.type}`) })}
          </Heading>
          <Button variant="outline" onClick={toList}>
            {t('form.back')}
          </Button>
        </HStack>
        <EmailHistory of={historyOf(mode.email)} caption={t('history.caption')} />
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
      {toolbar?.(add)}
      <CaptionedTable
        caption={caption}
        headers={[
          t('list.kind'),
          t('list.subject'),
          t('list.conditions'),
          t('list.updated'),
          t('list.actions'),
        ]}
      >
        {EMAIL_TYPE_VALUES.flatMap((type) => {
          const kind = t(`types.${type}`);
          const ofType = rows.filter((e) => e.type === type);
          const addButton = (
            <Button size="xs" variant="outline" aria-label={labels.addOf(kind)} onClick={() => add(type)}>
              {t('list.add')}
            </Button>
          );
          const kindCell = (
            <Table.Cell>
              <Text as="span" fontWeight="semibold">
                {kind}
              </Text>
            </Table.Cell>
          );
          if (!ofType.length)
            return [
              <Table.Row key={`default-${type}`}>
                {kindCell}
                <Table.Cell colSpan={3}>
                  <Text as="span" color="fg.muted">
                    {defaultText}
                  </Text>
                </Table.Cell>
                <Table.Cell>{addButton}</Table.Cell>
              </Table.Row>,
            ];
          return ofType.map((email, i) => (
            <Table.Row key={email.guid}>
              {kindCell}
              <Table.Cell>{email.header}</Table.Cell>
              <Table.Cell>{conditionsOf(email)}</Table.Cell>
              <Table.Cell>{email.dateUpdated ? formatDateTime(email.dateUpdated) : ''}</Table.Cell>
              <Table.Cell>
                <HStack gap="1" wrap="wrap">
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={labels.editOf(kind, email)}
                    onClick={() => setMode({ kind: 'edit', email })}
                  >
                    {t('list.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={labels.historyOf?.(kind, email)}
                    onClick={() => setMode({ kind: 'history', email })}
                  >
                    {t('list.history')}
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    aria-label={labels.deleteOf(kind, email)}
                    onClick={() => void ask(email)}
                  >
                    {t('list.delete')}
                  </Button>
                  {addAfterLast && i === ofType.length - 1 && addButton}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ));
        })}
      </CaptionedTable>
      {footer}
    </Stack>
  );
}
