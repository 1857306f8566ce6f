import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { useSession, type AuthenticatedUser } from '../../../lib/session';
import { USER_AREA_NS } from '../user-area-namespace';

/** The user area is for signed-in users: visitors see where to sign in instead. */
export function SignedInOnly({ children }: { children: (user: AuthenticatedUser) => ReactNode }) {
  const { t } = useTranslation(USER_AREA_NS);
  const { user } = useSession();
  if (!user)
    return (
      <Page title={t('signInRequired.title')}>
        <Text>{t('signInRequired.text')}</Text>
      </Page>
    );
  return <>{children(user)}</>;
}
