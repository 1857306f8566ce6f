import { Box, Button, Code, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/notify';
import { useAppReady } from './app-ready';

/** Startup failure (spec §2/§8): heading, description, the error message and a hint to refresh. */
export function CriticalErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  // Startup failed: this is the app's first page (it replaced a prerendered one, if any).
  useAppReady();
  useEffect(() => {
    document.title = `${t('startup.errorTitle')} | ${t('app.name')}`;
  }, [t]);

  return (
    <Container as="main" maxW="2xl" py={{ base: '12', lg: '20' }}>
      <Stack gap="5">
        <Heading as="h1" size="2xl">
          {t('startup.errorTitle')}
        </Heading>
        <Text fontSize="lg">{t('startup.errorDescription')}</Text>
        <Box>
          <Text fontWeight="semibold" mb="1">
            {t('startup.errorDetail')}
          </Text>
          <Code
            display="block"
            whiteSpace="pre-wrap"
            wordBreak="break-word"
            p="3"
            borderRadius="md"
            data-testid="critical-error-message"
          >
            {errorMessage(error)}
          </Code>
        </Box>
        <Text color="fg.muted">{t('startup.refreshHint')}</Text>
        <Box>
          <Button colorPalette="brand" onClick={() => window.location.reload()}>
            {t('startup.refresh')}
          </Button>
        </Box>
      </Stack>
    </Container>
  );
}
