import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link';
import { ACCOUNT_NS } from '../../../components/account-forms/account-namespace';

/** Where to sign in: the login form lives in the user dropdown of the top bar. */
export function SignInHint() {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <Stack gap="3" align="flex-start">
      <Text>{t('signIn.hint')}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">{t('signIn.home')}</RouterLink>
      </Button>
    </Stack>
  );
}
