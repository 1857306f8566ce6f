import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/router-link';
import { Page } from '../../components/page';
import type { BackOfficeArea } from './screens';
import { SHELL_NS } from './shell-namespace';

/** A visitor who is not signed in: where to sign in (the login form is in the top bar's user menu). */
export function SignInPrompt({ area }: { area: BackOfficeArea }) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Page title={t('signIn.title')} lead={t(`signIn.lead.${area}`)}>
      <Text>{t('signIn.where')}</Text>
    </Page>
  );
}

/** A signed-in user without the area's role. */
export function NoAccessPage({ area }: { area: BackOfficeArea }) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Page title={t('noAccess.title')} lead={t(`noAccess.lead.${area}`)}>
      <Stack gap="4" align="flex-start">
        <Text>{t('noAccess.ask')}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/">{t('noAccess.home')}</RouterLink>
        </Button>
      </Stack>
    </Page>
  );
}
