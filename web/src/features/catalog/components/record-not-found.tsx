import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link';
import { Page } from '../../../components/page';
import { isApiError } from '../../../lib/api-client';

/** The message the server gave (without the transport's status and URL suffix). */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : undefined;
}

/**
 * Not-found state of a detail page: our heading, the server's message, a way home. Pages load it
 * lazily (it is shown only for an unknown guid); model/missing-record.ts tells when.
 */
export function RecordNotFound({
  title,
  description,
  error,
}: {
  title: string;
  description: string;
  error: unknown;
}) {
  const { t } = useTranslation();
  const message = serverMessage(error);
  return (
    <Page title={title} lead={description}>
      <Stack gap="6" align="flex-start">
        {message && (
          <Text color="fg.muted" data-testid="server-message">
            {message}
          </Text>
        )}
        <Button asChild colorPalette="brand">
          <RouterLink to="/">{t('notFound.home')}</RouterLink>
        </Button>
      </Stack>
    </Page>
  );
}
