import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAppReady } from './app-ready';

/** Shown when a route fails to render or its code cannot be loaded (e.g. after a deployment). */
export function RouteError() {
  const { t } = useTranslation();
  // A page that failed is the app's first page too: its refresh button must answer.
  useAppReady();
  return (
    <Container maxW="2xl" py="16">
      <Stack gap="4" role="alert">
        <Heading as="h1" size="2xl">
          {t('routeError.title')}
        </Heading>
        <Text>{t('routeError.description')}</Text>
        <Button alignSelf="flex-start" colorPalette="brand" onClick={() => window.location.reload()}>
          {t('startup.refresh')}
        </Button>
      </Stack>
    </Container>
  );
}
