import { Button, Input, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamTokenAnswer } from '@shared/team-management/team-management-schemas';
import { isApiError } from '../../../lib/api-client';
import {
  emailProblems,
  required,
  serverFieldProblems,
  type FieldProblems,
} from '../../../components/account-forms/form-errors';
import { FormField } from '../../../components/account-forms/form-field';
import { ResultAlert, useFailureText } from '../../../components/result-alert';
import { TEAM_MANAGEMENT_NS } from '../team-management-namespace';

type Field = 'email' | 'pin';

/**
 * Sign-in of a team's manager (spec §2, §8 "Team authentication failed: e-mail or pin invalid"):
 * the manager's e-mail and the team PIN. Empty or malformed fields are named before sending; a
 * refusal or the wait after too many wrong PINs is shown in an alert under the form.
 */
export function TeamSignInForm({
  authenticate,
  onSignedIn,
}: {
  authenticate: (email: string, pin: string) => Promise<TeamTokenAnswer>;
  onSignedIn: (answer: TeamTokenAnswer) => void;
}) {
  const { t } = useTranslation(TEAM_MANAGEMENT_NS);
  const failureText = useFailureText();
  const [email, setEmail] = useState('');
  const [pin, setPin] = useState('');
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const pinRef = useRef<HTMLInputElement>(null);
  const mutation = useMutation({
    mutationFn: (input: { email: string; pin: string }) => authenticate(input.email, input.pin),
    meta: { silentError: true },
  });

  const focus = (field: Field) => (field === 'email' ? emailRef : pinRef).current?.focus();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldProblems<Field> = { email: emailProblems(email), pin: required(pin) };
    setProblems(found);
    const invalid = (['email', 'pin'] as const).find((f) => (found[f]?.length ?? 0) > 0);
    if (invalid) {
      focus(invalid);
      return;
    }
    mutation.mutate(
      { email: email.trim(), pin: pin.trim() },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          if (isApiError(error) && error.validationFailed) {
            const server = serverFieldProblems(error.validationErrors, ['email', 'pin'] as const);
            setProblems(server);
            const first = (['email', 'pin'] as const).find((f) => (server[f]?.length ?? 0) > 0);
            if (first) focus(first);
          }
        },
      },
    );
  };

  const fieldErrors = (problems.email?.length ?? 0) + (problems.pin?.length ?? 0) > 0;
  const failed = mutation.isError && !fieldErrors;

  return (
    <form onSubmit={submit} noValidate aria-label={t('signIn.title')}>
      <Stack gap="5" maxW="md">
        <FormField label={t('signIn.email')} required problems={problems.email}>
          <Input
            ref={emailRef}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setProblems((p) => ({ ...p, email: [] }));
              mutation.reset();
            }}
          />
        </FormField>
        <FormField label={t('signIn.pin')} required problems={problems.pin} help={t('signIn.pinHelp')}>
          <Input
            ref={pinRef}
            type="password"
            name="pin"
            autoComplete="off"
            inputMode="numeric"
            value={pin}
            onChange={(e) => {
              setPin(e.target.value);
              setProblems((p) => ({ ...p, pin: [] }));
              mutation.reset();
            }}
          />
        </FormField>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={mutation.isPending}>
          {t('signIn.submit')}
        </Button>
        {failed && (
          <ResultAlert status="error" title={t('signIn.failedTitle')}>
            {failureText(mutation.error)}
          </ResultAlert>
        )}
      </Stack>
    </form>
  );
}
