import { Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@shared/codelists/enums';
import { useLeaveGuard } from '../../../components/leave-guard';
import { Page } from '../../../components/page';
import { isLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { NewPasswordFields } from '../../../components/account-forms/new-password-fields';
import { useNewPassword } from '../../../components/account-forms/use-new-password';
import { FormSubmit } from '../../../components/account-forms/form-submit';
import { LanguageField } from '../../../components/account-forms/language-field';
import { AccountInput } from '../../../components/account-forms/account-input';
import { useAccountForm } from '../../../components/account-forms/use-account-fields';
import {
  emailProblems,
  hasProblems,
  newPasswordProblems,
  required,
} from '../../../components/account-forms/form-errors';
import type { AuthenticatedUser } from '../../../lib/session';
import { changeOwnPassword, changeSiteLanguage, updatePersonalData } from '../api/account-settings';
import { Section } from '../components/section';
import { SocialNetworksSection } from '../components/social-networks-section';
import { SignedInOnly } from '../components/signed-in-only';
import { USER_AREA_NS } from '../user-area-namespace';

const PERSONAL = ['firstName', 'lastName', 'email'] as const;
type PersonalField = (typeof PERSONAL)[number];

/** Tells the page whether a section holds changes not saved yet (spec §2 unsaved-changes warning). */
type OnDirty = (dirty: boolean) => void;

function useReportDirty(dirty: boolean, onDirty: OnDirty) {
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);
}

function PersonalData({ user, onDirty }: { user: AuthenticatedUser; onDirty: OnDirty }) {
  const { t } = useTranslation(USER_AREA_NS);
  const [saved, setSaved] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
  });
  const form = useAccountForm(PERSONAL, saved);
  const { values, problems } = form;
  useReportDirty(
    PERSONAL.some((name) => values[name] !== saved[name]),
    onDirty,
  );
  const mutation = useMutation({
    mutationFn: () =>
      updatePersonalData(String(user.userId), {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
      }),
    meta: { silentError: true },
    onSuccess: () => {
      setSaved(values);
      notify.success(t('personal.saved'));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      firstName: required(values.firstName),
      lastName: required(values.lastName),
      email: emailProblems(values.email),
    };
    if (form.refuse(found)) return;
    mutation.mutate(undefined, {
      onError: (error) => form.refuseFromServer(error, {}, { 'account.emailExists': 'email' }),
    });
  };

  const field = (name: PersonalField, autoComplete: string) => (
    <AccountInput
      label={t(`fields.${name}`, { ns: 'account' })}
      name={name}
      autoComplete={autoComplete}
      type={name === 'email' ? 'email' : 'text'}
      {...form.input(name)}
    />
  );

  return (
    <Section title={t('personal.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4" maxW="md">
          {field('firstName', 'given-name')}
          {field('lastName', 'family-name')}
          {field('email', 'email')}
          <FormSubmit
            label={t('personal.save')}
            call={mutation}
            failureTitle={t('personal.failed')}
            shownByFields={hasProblems(problems)}
          />
        </Stack>
      </form>
    </Section>
  );
}

const PASSWORD_FIELDS = ['oldPassword', 'password', 'confirmation'] as const;

function ChangePassword({ onDirty }: { onDirty: OnDirty }) {
  const { t } = useTranslation(USER_AREA_NS);
  const [oldPassword, setOldPassword] = useState('');
  const form = useNewPassword(PASSWORD_FIELDS);
  const { password, confirmation, problems } = form;
  useReportDirty(oldPassword !== '' || password !== '' || confirmation !== '', onDirty);
  const mutation = useMutation({ mutationFn: changeOwnPassword, meta: { silentError: true } });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const rules = newPasswordProblems(password, confirmation);
    if (form.refuse({ oldPassword: required(oldPassword), ...rules })) return;
    mutation.mutate(
      { oldPassword, newPassword: password, newPasswordConfirm: confirmation },
      {
        onSuccess: () => {
          setOldPassword('');
          form.reset();
          notify.success(t('account.passwordChanged', { ns: 'errors' }));
        },
        onError: (error) =>
          form.refuseFromServer(error, { newPassword: 'password', newPasswordConfirm: 'confirmation' }),
      },
    );
  };

  return (
    <Section title={t('password.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4" maxW="md">
          <AccountInput
            label={t('password.old')}
            name="current-password"
            autoComplete="current-password"
            type="password"
            value={oldPassword}
            onChange={(value) => {
              setOldPassword(value);
              form.clear('oldPassword');
            }}
            problems={problems.oldPassword}
            inputRef={(el) => form.setRef('oldPassword', el)}
          />
          <NewPasswordFields
            {...form.fieldProps}
            passwordLabel={t('fields.newPassword', { ns: 'account' })}
          />
          <FormSubmit
            label={t('password.save')}
            call={mutation}
            failureTitle={t('password.failed')}
            shownByFields={hasProblems(problems)}
          />
        </Stack>
      </form>
    </Section>
  );
}

function SiteSettings({ user }: { user: AuthenticatedUser }) {
  const { t } = useTranslation(USER_AREA_NS);
  const [language, setLanguage] = useState<Locale>(
    isLocale(user.language ?? '') ? (user.language as Locale) : 'cs',
  );
  const mutation = useMutation({
    mutationFn: () => changeSiteLanguage(String(user.userId), language),
    meta: { silentError: true },
    onSuccess: () => notify.success(t('settings.saved')),
  });
  return (
    <Section title={t('settings.title')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          mutation.mutate();
        }}
      >
        <Stack gap="4" maxW="md">
          <LanguageField
            label={t('fields.language', { ns: 'account' })}
            help={t('settings.languageHelp')}
            value={language}
            onChange={setLanguage}
          />
          <FormSubmit label={t('settings.save')} call={mutation} failureTitle={t('settings.failed')} />
        </Stack>
      </form>
    </Section>
  );
}

/** /user/manage-account: personal data, social networks, password, site settings (spec §8 Account). */
export function ManageAccountPage() {
  const { t } = useTranslation(USER_AREA_NS);
  const [personalDirty, setPersonalDirty] = useState(false);
  const [passwordDirty, setPasswordDirty] = useState(false);
  const leaveGuard = useLeaveGuard(personalDirty || passwordDirty);
  return (
    <SignedInOnly>
      {(user) => (
        <Page title={t('manage.title')}>
          {leaveGuard.dialog}
          <Stack gap="6">
            <PersonalData key={`${user.userId}-${user.email}`} user={user} onDirty={setPersonalDirty} />
            <SocialNetworksSection userId={String(user.userId)} />
            <ChangePassword onDirty={setPasswordDirty} />
            <SiteSettings user={user} />
          </Stack>
        </Page>
      )}
    </SignedInOnly>
  );
}
