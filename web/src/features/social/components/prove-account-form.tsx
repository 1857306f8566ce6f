import { Input, Link, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialSignInAnswer } from '@shared/social/social-schemas';
// The field rules' texts (form.required) are in the account namespace.
import '../../../components/account-forms/account-namespace';
import { required, type FieldProblem } from '../../../components/account-forms/form-errors';
import { FormField } from '../../../components/account-forms/form-field';
import { FormSubmit } from '../../../components/account-forms/form-submit';
import { Page } from '../../../components/page';
import { RouterLink } from '../../../components/router-link';
import { applySocialSignIn, proveSocialAccount } from '../../../components/social/social-api';
import { SOCIAL_NS } from '../../../components/social/social-namespace';
import { notify } from '../../../lib/notify';

type ProveAccount = Extract<SocialSignInAnswer, { outcome: 'proveAccount' }>;

/**
 * An account with the provider's verified e-mail exists: it is never linked silently. Its owner
 * gives the password (the usual login checks and limits), then the network is linked and they are
 * signed in.
 */
export function ProveAccountForm({
  answer,
  remember,
  onDone,
}: {
  answer: ProveAccount;
  remember: boolean;
  onDone: (returnTo: string) => void;
}) {
  const { t } = useTranslation(SOCIAL_NS);
  const network = t(`networks.${answer.network}`);
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const mutation = useMutation({
    mutationFn: async () => {
      const signedIn = await proveSocialAccount({ ticket: answer.ticket, password, remember });
      await applySocialSignIn(signedIn, remember);
      return signedIn;
    },
    meta: { silentError: true },
    onSuccess: (signedIn) => {
      notify.success(t('linked', { network }));
      onDone(signedIn.returnTo);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = required(password);
    setProblems(found);
    if (found.length === 0) mutation.mutate();
  };
  return (
    <Page title={t('prove.title')} lead={t('prove.lead', { email: answer.email, network })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="5" maxW="md">
          <FormField label={t('prove.password')} required problems={problems}>
            <Input
              type="password"
              name="password"
              autoComplete="current-password"
              aria-required
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setProblems([]);
              }}
            />
          </FormField>
          <FormSubmit label={t('prove.submit')} call={mutation} failureTitle={t('prove.failed')} />
          <Link asChild color="brand.fg" fontSize="sm">
            <RouterLink to="/forgot-password">{t('prove.forgot')}</RouterLink>
          </Link>
        </Stack>
      </form>
    </Page>
  );
}
