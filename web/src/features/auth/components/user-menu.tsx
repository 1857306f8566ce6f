import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { UserIcon } from '../../../components/icons';
import { useLazyActivation } from '../../../components/lazy-activation';
import { MenuTriggerButton } from '../../../components/menu-trigger-button';
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
  const { activated, preload, activate } = useLazyActivation(loadPopover);
  const label = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : t('auth.login');

  const placeholder = (
    <MenuTriggerButton
      icon={<UserIcon />}
      label={label}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={activate}
    />
  );
  if (!activated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <UserMenuPopover label={label} openOnMount />
    </Suspense>
  );
}
