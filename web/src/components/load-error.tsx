import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/notify';

/**
 * A failed load of a public page (home, event, start list, checkout): what failed, the message,
 * and a retry button. (Plain boxes rather than Chakra's Alert keep the alert component out of the
 * home page's code.)
 */
export function LoadError({
  title,
  error,
  onRetry,
  retryLabel,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  /** The retry button's text (default: the home page's). */
  retryLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      role="alert"
      gap="2"
      px="4"
      py="3"
      borderRadius="l3"
      borderWidth="1px"
      borderColor="border.error"
      bg="bg.error"
      color="fg.error"
    >
      <Text fontWeight="semibold">{title}</Text>
      <Text>{errorMessage(error)}</Text>
      <Box>
        <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
          {retryLabel ?? t('home.retry')}
        </Button>
      </Box>
    </Stack>
  );
}
