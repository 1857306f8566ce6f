import { Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link';
import type { RegisterUserAnswer } from '@shared/accounts/account-schemas';
import type { Locale } from '@shared/codelists/enums';
import { Page } from '../../../components/page';
import { isApiError } from '../../../lib/api-client';
import { isLocale } from '../../../lib/i18n';
import { ACCOUNT_NS } from '../../../components/account-forms/account-namespace';
import { emailExists, registerUser } from '../api/account-api';
import { AnonymousOnly } from '../components/anonymous-only';
import { NewPasswordFields } from '../../../components/account-forms/new-password-fields';
import { FormSubmit } from '../../../components/account-forms/form-submit';
import { LanguageField } from '../../../components/account-forms/language-field';
import { AccountInput } from '../../../components/account-forms/account-input';
import { useAccountForm } from '../../../components/account-forms/use-account-fields';
import { ResultAlert } from '../../../components/result-alert';
import { SocialButtons } from '../../../components/social/social-buttons';
import {
  emailProblems,
  hasProblems,
  newPasswordProblems,
  required,
  type FieldProblem,
  type FieldProblems,
} from '../../../components/account-forms/form-errors';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmation'] as const;
type RegisterField = (typeof FIELDS)[number];

const EMAIL_EXISTS = 'account.emailExists';
const EMAIL_TAKEN: FieldProblem = { code: EMAIL_EXISTS, ns: 'errors' };

function RegisterForm({ onDone }: { onDone: (answer: RegisterUserAnswer, email: string) => void }) {
  const { t, i18n } = useTranslation(ACCOUNT_NS);
  const form = useAccountForm(FIELDS, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmation: '',
  });
  const { values, problems, setProblems } = form;
  const [language, setLanguage] = useState<Locale>(isLocale(i18n.language) ? i18n.language : 'cs');
  const checkedEmail = useRef('');
  const mutation = useMutation({ mutationFn: registerUser, meta: { silentError: true } });

  // Uniqueness check when the e-mail field is left (spec: e-mail uniqueness check).
  const checkEmail = () => {
    const email = values.email.trim();
    if (emailProblems(email).length > 0 || checkedEmail.current === email) return;
    checkedEmail.current = email;
    emailExists(email)
      .then((exists) => {
        if (exists && checkedEmail.current === email) setProblems((p) => ({ ...p, email: [EMAIL_TAKEN] }));
      })
      .catch(() => undefined); // the sign-up itself refuses a taken e-mail
  };

  const validate = (): FieldProblems<RegisterField> => {
    const passwords = newPasswordProblems(values.password, values.confirmation);
    const taken = problems.email?.some((p) => 'code' in p && p.code === EMAIL_EXISTS);
    return {
      firstName: required(values.firstName),
      lastName: required(values.lastName),
      email: taken ? [EMAIL_TAKEN] : emailProblems(values.email),
      password: passwords.password,
      confirmation: passwords.confirmation,
    };
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.refuse(validate())) return;
    const email = values.email.trim();
    mutation.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email,
        password: values.password,
        passwordConfirm: values.confirmation,
        language,
      },
      {
        onSuccess: (answer) => onDone(answer, email),
        onError: (error) =>
          form.refuseFromServer(error, { passwordConfirm: 'confirmation' }, { [EMAIL_EXISTS]: 'email' }),
      },
    );
  };

  const failureShownByFields =
    isApiError(mutation.error) && mutation.error.validationFailed && hasProblems(problems);

  const text = (field: 'firstName' | 'lastName' | 'email', autoComplete: string, type?: 'email') => (
    <AccountInput
      label={t(`fields.${field}`)}
      name={field}
      autoComplete={autoComplete}
      type={type}
      onBlur={field === 'email' ? checkEmail : undefined}
      {...form.input(field)}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5" maxW="xl">
        <SocialButtons returnTo="/" />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          {text('firstName', 'given-name')}
          {text('lastName', 'family-name')}
        </SimpleGrid>
        {text('email', 'email', 'email')}
        <NewPasswordFields
          password={values.password}
          confirmation={values.confirmation}
          onPassword={(v) => form.set('password', v)}
          onConfirmation={(v) => form.set('confirmation', v)}
          passwordProblems={problems.password}
          confirmationProblems={problems.confirmation}
          passwordRef={(el) => form.setRef('password', el)}
          confirmationRef={(el) => form.setRef('confirmation', el)}
        />
        <LanguageField
          label={t('fields.language')}
          help={t('register.languageHelp')}
          value={language}
          onChange={setLanguage}
        />
        <FormSubmit
          label={t('register.submit')}
          call={mutation}
          failureTitle={t('register.failedTitle')}
          shownByFields={failureShownByFields}
        />
        <Text fontSize="sm">
          {t('register.haveAccount')}{' '}
          <Link asChild color="brand.fg">
            <RouterLink to="/forgot-password">{t('register.forgotPassword')}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </form>
  );
}

function RegisterDone({ answer, email }: { answer: RegisterUserAnswer; email: string }) {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <Stack gap="4" maxW="xl">
      <ResultAlert status="success" title={t('register.doneTitle')}>
        {t('register.doneText', { email })} {t('emailRequest.deliveryHint')}
      </ResultAlert>
      {answer.emailError && (
        <ResultAlert status="warning" title={t('register.emailErrorTitle')}>
          {t('account.activationEmailNotSent', { ns: 'errors' })}{' '}
          <Link asChild color="brand.fg">
            <RouterLink to="/resend-activation-email">{t('register.resendLink')}</RouterLink>
          </Link>
        </ResultAlert>
      )}
    </Stack>
  );
}

/** /register: sign-up with the fields of the registration payload (spec §3/§5). */
export function RegisterPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const [done, setDone] = useState<{ answer: RegisterUserAnswer; email: string } | null>(null);
  return (
    <AnonymousOnly>
      <Page title={t('register.title')} lead={done ? undefined : t('register.lead')}>
        {done ? (
          <RegisterDone answer={done.answer} email={done.email} />
        ) : (
          <RegisterForm onDone={(answer, email) => setDone({ answer, email })} />
        )}
      </Page>
    </AnonymousOnly>
  );
}
