import { Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_TYPE_VALUES, type EventEmail } from '@shared/back-office/email-schemas';
import { deleteEventEmail, eventEmailsQuery } from '../api/emails-queries';
import { EMAILS_NS } from '../emails-namespace';
import { EmailForm } from './email-form';
import { EmailsByKind } from './emails-by-kind';

/**
 * The e-mails of one event: one per trigger kind (or several with different conditions); a kind
 * without one sends the global e-mail of the kind, else the product's default text. Add, edit with preview, delete, history.
 */
export function EventEmails({ eventGuid }: { eventGuid: string }) {
  const { t } = useTranslation(EMAILS_NS);
  const emails = useQuery(eventEmailsQuery(eventGuid));
  return (
    <EmailsByKind<EventEmail>
      emails={emails}
      remove={(email) => deleteEventEmail(eventGuid, email.guid)}
      deleteBody={(kind) => t('list.deleteBody', { kind })}
      form={({ email, type, onDone }) => (
        <EmailForm
          key={email?.guid ?? `new-${type}`}
          eventGuid={eventGuid}
          email={email}
          type={type}
          onDone={onDone}
        />
      )}
      historyOf={(email) => ({ kind: 'email', eventGuid, guid: email.guid })}
      caption={t('list.caption')}
      defaultText={t('list.defaultText')}
      conditionsOf={(email) => conditionsText(t, email)}
      labels={{
        addOf: (kind) => t('list.addOf', { kind }),
        editOf: (kind) => t('list.editOf', { kind }),
        deleteOf: (kind) => t('list.deleteOf', { kind }),
      }}
      toolbar={(add) => <NewKind onAdd={add} />}
      footer={
        (emails.data ?? []).length === 0 &&
        !emails.isPending && <Text fontSize="sm">{t('list.noneYet')}</Text>
      }
    />
  );
}

/** A kind to add an e-mail of, chosen before the table (the table's rows offer it per kind too). */
function NewKind({ onAdd }: { onAdd: (type: number) => void }) {
  const { t } = useTranslation(EMAILS_NS);
  const [newType, setNewType] = useState<number>(EMAIL_TYPE_VALUES[0]);
  const selectId = useId();
  return (
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
      <Button colorPalette="brand" onClick={() => onAdd(newType)}>
        {t('list.add')}
      </Button>
    </HStack>
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
