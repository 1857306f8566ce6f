import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GlobalEmail } from '@shared/back-office/email-schemas';
import { deleteGlobalEmail, globalEmailsQuery } from '../api/emails-queries';
import { EMAILS_NS } from '../emails-namespace';
import { EmailsByKind } from './emails-by-kind';
import { GlobalEmailForm } from './global-email-form';

/**
 * The global e-mails (admin/emails): per trigger kind the admin's text for every series, sent when
 * an event has no e-mail of that kind; a kind without one sends the system's default text.
 */
export function GlobalEmails() {
  const { t } = useTranslation(EMAILS_NS);
  const emails = useQuery(globalEmailsQuery());
  return (
    <EmailsByKind<GlobalEmail>
      emails={emails}
      remove={(email) => deleteGlobalEmail(email.guid)}
      deleteBody={(kind) => t('global.deleteBody', { kind })}
      form={({ email, type, onDone }) => (
        <GlobalEmailForm key={email?.guid ?? `new-${type}`} email={email} type={type} onDone={onDone} />
      )}
      historyOf={(email) => ({ kind: 'global', guid: email.guid })}
      caption={t('global.caption')}
      defaultText={t('global.defaultText')}
      conditionsOf={(email) =>
        email.conditions.paymentMethods.length
          ? email.conditions.paymentMethods.map((m) => t(`fields.paymentMethod.${m}`)).join(', ')
          : t('list.always')
      }
      labels={{
        addOf: (kind) => t('global.addOf', { kind }),
        editOf: (kind, email) => t('global.editOf', { kind, subject: email.header }),
        historyOf: (kind, email) => t('global.historyOf', { kind, subject: email.header }),
        deleteOf: (kind, email) => t('global.deleteOf', { kind, subject: email.header }),
      }}
      addAfterLast
    />
  );
}
