import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '../../../components/router-link';
import { Page } from '../../../components/page';

/** Any path the app does not know (spec §2), including areas not built yet. */
export function PageNotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Page title={t('notFound.title')} lead={t('notFound.description')}>
      <Stack gap="6" align="flex-start">
        <Text color="fg.muted" wordBreak="break-all">
          {t('notFound.code')} · <code>{pathname}</code>
        </Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/">{t('notFound.home')}</RouterLink>
        </Button>
      </Stack>
    </Page>
  );
}
