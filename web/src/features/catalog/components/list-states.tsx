import { Box, Button, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/notify';

/** Placeholder cards while a list loads (announced once as loading). */
export function CardsLoading({ count = 3, height = '40' }: { count?: number; height?: string }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-live="polite">
      <VisuallyHidden>{t('a11y.loading')}</VisuallyHidden>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <Box key={i} h={height} borderRadius="l3" bg="bg.muted" animation="pulse" />
        ))}
      </SimpleGrid>
    </Box>
  );
}

/**
 * A failed load: what failed, the message, and a retry button. (Plain boxes rather than Chakra's
 * Alert keep the alert component out of the home page's code.)
 */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
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
          {t('home.retry')}
        </Button>
      </Box>
    </Stack>
  );
}
