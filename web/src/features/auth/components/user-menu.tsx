import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { UserIcon } from '../../../components/icons';
import { LazyMenu } from '../../../components/lazy-menu';
import { useSession } from '../../../lib/session';

const loadPopover = () => import('./user-menu-popover');
const UserMenuPopover = lazy(loadPopover);

/**
 * User dropdown of the top bar (spec §2): "Login" with the inline login form for visitors, the
 * user's name with the account links and log out for signed-in users; 320 px wide (spec §9).
 * The dropdown's code loads on first hover, focus or click.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const label = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : t('auth.login');

  return (
    <LazyMenu
      load={loadPopover}
      icon={<UserIcon />}
      label={label}
      menu={<UserMenuPopover label={label} openOnMount />}
    />
  );
}
