import { Button, Input, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailRequestAnswer } from '@shared/accounts/account-schemas';
import { isApiError } from '../../../lib/api-client';
import { ACCOUNT_NS } from '../../../components/account-forms/account-namespace';
import {
  emailProblems,
  serverFieldProblems,
  type FieldProblem,
} from '../../../components/account-forms/form-errors';
import { FormField } from '../../../components/account-forms/form-field';
import { ResultAlert, useFailureText } from '../../../components/result-alert';

/**
 * One e-mail field that asks for an e-mail (activation again, password reset). The answer is
 * neutral (the same whether an account exists); a second request within the wait answers with the
 * minutes left.
 */
export function EmailRequestForm({
  request,
  submitLabel,
}: {
  request: (email: string) => Promise<EmailRequestAnswer>;
  submitLabel: string;
}) {
  const { t } = useTranslation(ACCOUNT_NS);
  const failureText = useFailureText();
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const mutation = useMutation({ mutationFn: request, meta: { silentError: true } });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = emailProblems(email);
    setProblems(found);
    if (found.length > 0) {
      inputRef.current?.focus();
      return;
    }
    mutation.mutate(email.trim(), {
      onError: (error) => {
        if (isApiError(error) && error.validationFailed) {
          const fieldProblems = serverFieldProblems(error.validationErrors, ['email'] as const).email ?? [];
          if (fieldProblems.length > 0) {
            setProblems(fieldProblems);
            inputRef.current?.focus();
          }
        }
      },
    });
  };

  const failed = mutation.isError && problems.length === 0;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5" maxW="md">
        <FormField label={t('fields.email')} required problems={problems}>
          <Input
            ref={inputRef}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            aria-required
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setProblems([]);
              mutation.reset();
            }}
          />
        </FormField>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={mutation.isPending}>
          {submitLabel}
        </Button>
        {mutation.isSuccess && (
          <ResultAlert status="success" title={t('emailRequest.sentTitle')}>
            {t('account.emailAccepted', { ns: 'errors' })} {t('emailRequest.checkSpam')}{' '}
            {t('emailRequest.deliveryHint')}
          </ResultAlert>
        )}
        {failed && (
          <ResultAlert status="error" title={t('emailRequest.failedTitle')}>
            {failureText(mutation.error)}
          </ResultAlert>
        )}
      </Stack>
    </form>
  );
}
