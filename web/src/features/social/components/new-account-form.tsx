import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@shared/codelists/enums';
import type { SocialSignInAnswer } from '@shared/social/social-schemas';
import { ACCOUNT_NS } from '../../../components/account-forms/account-namespace';
import { AccountInput } from '../../../components/account-forms/account-input';
import { emailProblems, hasProblems, required } from '../../../components/account-forms/form-errors';
import { useAccountForm } from '../../../components/account-forms/use-account-fields';
import { FormSubmit } from '../../../components/account-forms/form-submit';
import { LanguageField } from '../../../components/account-forms/language-field';
import { Page } from '../../../components/page';
import { ResultAlert } from '../../../components/result-alert';
import { activateSocialAccount, applySocialSignIn } from '../../../components/social/social-api';
import { SOCIAL_NS } from '../../../components/social/social-namespace';
import { isLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { PasswordSetUpStep } from './password-set-up-step';

type NewAccount = Extract<SocialSignInAnswer, { outcome: 'newAccount' }>;
const FIELDS = ['firstName', 'lastName', 'email'] as const;
type Field = (typeof FIELDS)[number];

type Done = { kind: 'signedIn' } | { kind: 'activationSent'; email: string; emailError: boolean };

/**
 * The first sign-in with a network: the new account (users/activate/social) from the provider's
 * names; the e-mail is asked only when the provider gave no verified one (then a link confirms it).
 * Signed in at once with a verified e-mail, then an optional first password.
 */
export function NewAccountForm({
  answer,
  remember,
  onDone,
}: {
  answer: NewAccount;
  remember: boolean;
  onDone: (returnTo: string) => void;
}) {
  const { t, i18n } = useTranslation(SOCIAL_NS);
  const network = t(`networks.${answer.network}`);
  const askEmail = !answer.email || !answer.emailVerified;
  const form = useAccountForm(FIELDS, {
    firstName: answer.firstName,
    lastName: answer.lastName,
    email: answer.email ?? '',
  });
  const { values, problems } = form;
  const [language, setLanguage] = useState<Locale>(isLocale(i18n.language) ? i18n.language : 'cs');
  const [done, setDone] = useState<Done | null>(null);
  const mutation = useMutation({
    mutationFn: async () => {
      const email = values.email.trim();
      const result = await activateSocialAccount({
        ticket: answer.ticket,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        language,
        remember,
        ...(askEmail ? { email } : {}),
      });
      if (result.outcome === 'signedIn') {
        await applySocialSignIn(result, remember);
        return { kind: 'signedIn' } as const;
      }
      return { kind: 'activationSent', email, emailError: result.emailError } as const;
    },
    meta: { silentError: true },
    onSuccess: (result) => {
      if (result.kind === 'signedIn') notify.success(t('auth.loggedIn', { ns: 'common' }));
      setDone(result);
    },
  });

  if (done?.kind === 'signedIn')
    return <PasswordSetUpStep network={network} onDone={() => onDone(answer.returnTo)} />;
  if (done?.kind === 'activationSent')
    return (
      <Page title={t('newAccount.sentTitle')}>
        <Stack gap="4" maxW="xl">
          <ResultAlert status="success" title={t('newAccount.sentTitle')}>
            {t('newAccount.sentText', { email: done.email, network })}
          </ResultAlert>
          {done.emailError && (
            <ResultAlert status="warning" title={t('newAccount.failed')}>
              {t('newAccount.emailError')}
            </ResultAlert>
          )}
        </Stack>
      </Page>
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      firstName: required(values.firstName),
      lastName: required(values.lastName),
      email: askEmail ? emailProblems(values.email) : [],
    };
    if (form.refuse(found)) return;
    mutation.mutate(undefined, { onError: (error) => form.refuseFromServer(error) });
  };

  const text = (field: Field, autoComplete: string, type?: 'email') => (
    <AccountInput
      label={t(`fields.${field}`, { ns: ACCOUNT_NS })}
      name={field}
      autoComplete={autoComplete}
      type={type}
      {...form.input(field)}
    />
  );

  return (
    <Page title={t('newAccount.title')} lead={t('newAccount.lead', { network })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="5" maxW="xl">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            {text('firstName', 'given-name')}
            {text('lastName', 'family-name')}
          </SimpleGrid>
          {askEmail && (
            <>
              <ResultAlert status="info" title={t('newAccount.emailMissing', { network })} />
              {text('email', 'email', 'email')}
            </>
          )}
          <LanguageField
            label={t('fields.language', { ns: ACCOUNT_NS })}
            value={language}
            onChange={setLanguage}
          />
          <FormSubmit
            label={t('newAccount.submit')}
            call={mutation}
            failureTitle={t('newAccount.failed')}
            shownByFields={hasProblems(problems)}
          />
        </Stack>
      </form>
    </Page>
  );
}
