import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGES } from '@shared/errors/messages';
import { isApiError } from '../lib/api-client';

/** Text of a failed call: its code's message in the interface language, else the API's own words. */
export function useFailureText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (!isApiError(error)) return t('toast.unexpectedError', { ns: 'common' });
    const code = error.code;
    if (code && code in ERROR_MESSAGES) {
      const params = (error.body as { params?: Record<string, unknown> } | undefined)?.params ?? {};
      return t(code, { ns: 'errors', ...params });
    }
    return error.message;
  };
}

/** A status alert announced to screen readers (role alert for errors, status otherwise). */
export function ResultAlert({
  status,
  title,
  children,
  id,
}: {
  status: 'success' | 'error' | 'info' | 'warning';
  title: string;
  children?: ReactNode;
  id?: string;
}) {
  return (
    <Alert.Root status={status} id={id} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {children && <Alert.Description wordBreak="break-word">{children}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
