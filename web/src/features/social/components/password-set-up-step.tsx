import { Button, HStack, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  firstInvalid,
  hasProblems,
  newPasswordProblems,
  serverFieldProblems,
  type FieldProblems,
} from '../../../components/account-forms/form-errors';
import { NewPasswordFields } from '../../../components/account-forms/new-password-fields';
import { Page } from '../../../components/page';
import { ResultAlert, useFailureText } from '../../../components/result-alert';
import { setUpFirstPassword } from '../../../components/social/social-api';
import { SOCIAL_NS } from '../../../components/social/social-namespace';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

const FIELDS = ['password', 'confirmation'] as const;
type Field = (typeof FIELDS)[number];

/** After a first sign-in with a network: an optional password (users/password/set-up), or "Not now". */
export function PasswordSetUpStep({ network, onDone }: { network: string; onDone: () => void }) {
  const { t } = useTranslation(SOCIAL_NS);
  const failureText = useFailureText();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const mutation = useMutation({
    mutationFn: () => setUpFirstPassword(password, confirmation),
    meta: { silentError: true },
    onSuccess: () => {
      notify.success(t('password.saved'));
      onDone();
    },
  });
  const focusFirst = (found: FieldProblems<Field>) => {
    const first = firstInvalid(FIELDS, found);
    if (first) refs.current[first]?.focus();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = newPasswordProblems(password, confirmation);
    setProblems(found);
    if (hasProblems(found)) return focusFirst(found);
    mutation.mutate(undefined, {
      onError: (error) => {
        if (!isApiError(error) || !error.validationFailed) return;
        const server = serverFieldProblems(error.validationErrors, FIELDS, {
          passwordConfirm: 'confirmation',
        });
        if (hasProblems(server)) {
          setProblems(server);
          focusFirst(server);
        }
      },
    });
  };
  return (
    <Page title={t('password.title')} lead={t('password.lead', { network })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="5" maxW="xl">
          <NewPasswordFields
            password={password}
            confirmation={confirmation}
            onPassword={(v) => {
              setPassword(v);
              setProblems((p) => ({ ...p, password: [] }));
            }}
            onConfirmation={(v) => {
              setConfirmation(v);
              setProblems((p) => ({ ...p, confirmation: [] }));
            }}
            passwordProblems={problems.password}
            confirmationProblems={problems.confirmation}
            passwordRef={(el) => {
              refs.current.password = el;
            }}
            confirmationRef={(el) => {
              refs.current.confirmation = el;
            }}
          />
          <HStack gap="3" wrap="wrap">
            <Button type="submit" colorPalette="brand" loading={mutation.isPending}>
              {t('password.submit')}
            </Button>
            <Button variant="outline" onClick={onDone}>
              {t('password.skip')}
            </Button>
          </HStack>
          {mutation.isError && !hasProblems(problems) && (
            <ResultAlert status="error" title={t('password.failed')}>
              {failureText(mutation.error)}
            </ResultAlert>
          )}
        </Stack>
      </form>
    </Page>
  );
}
