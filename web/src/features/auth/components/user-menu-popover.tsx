import { Link, Popover, Portal, Separator, Stack, Text, Button } from '@chakra-ui/react';
import { popoverSlotRecipe } from '@chakra-recipes/popover';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RouterLink } from '../../../components/router-link';
import { UserIcon } from '../../../components/icons';
import { MenuTriggerButton } from '../../../components/menu-trigger-button';
import { notify } from '../../../lib/notify';
import { logout } from '../api/login';
import { useSession } from '../../../lib/session';
import { addNamespace } from '../../../lib/i18n';
import csMenu from '../../../locales/cs/user-menu.json';
import enMenu from '../../../locales/en/user-menu.json';
import { LoginForm } from './login-form';

// Back-office entries travel with the dropdown's chunk, not with every public page.
addNamespace('user-menu', { cs: csMenu, en: enMenu });

const USER_LINKS = [
  { to: '/user/manage-account', key: 'auth.menu.manageAccount' },
  { to: '/user/my-orders', key: 'auth.menu.myOrders' },
  { to: '/user/my-registrations', key: 'auth.menu.myRegistrations' },
  { to: '/user/my-teams', key: 'auth.menu.myTeams' },
  { to: '/user/my-templates', key: 'auth.menu.myTemplates' },
] as const;

/** The back-office areas a signed-in user may open (spec §2), by role. */
const AREA_LINKS = [
  { to: '/admin', key: 'admin', role: 'admin' },
  { to: '/event-manager', key: 'eventManager', role: 'event_manager' },
] as const;

/** The user dropdown itself (loaded on first use, see user-menu.tsx). */
export default function UserMenuPopover({ label, openOnMount }: { label: string; openOnMount: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  // Opened right after mounting (not mounted open) so the popover runs its normal opening:
  // focus moves into the dropdown and returns to the trigger when it closes.
  useEffect(() => {
    if (!openOnMount) return;
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, [openOnMount]);
  const emailRef = useRef<HTMLInputElement>(null);
  const close = () => setOpen(false);

  const signOut = () => {
    close();
    logout().then(
      () => {
        notify.success(t('auth.loggedOut'));
        void navigate('/');
      },
      () => notify.error(t('logoutFailed', { ns: 'user-menu' })),
    );
  };

  return (
    <Popover.Root
      // The recipe travels with this chunk, not in the design system (app/chakra-system.ts).
      recipe={popoverSlotRecipe}
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      positioning={{ placement: 'bottom-end', gutter: 6 }}
      initialFocusEl={() => emailRef.current}
    >
      <Popover.Trigger asChild>
        <MenuTriggerButton icon={<UserIcon />} label={label} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="320px" maxW="calc(100vw - 16px)">
            <Popover.Body p="4">
              <Popover.Title fontWeight="semibold" fontSize="md" mb="3">
                {user ? label : t('auth.loginTitle')}
              </Popover.Title>
              {user ? (
                <Stack gap="1">
                  <Text fontSize="sm" color="fg.muted" mb="2" truncate>
                    {user.email}
                  </Text>
                  {USER_LINKS.map((link) => (
                    <Link key={link.to} asChild py="1" color="brand.fg">
                      <RouterLink to={link.to} onClick={close}>
                        {t(link.key)}
                      </RouterLink>
                    </Link>
                  ))}
                  {AREA_LINKS.filter((area) => user.roles.includes(area.role)).map((area) => (
                    <Link key={area.to} asChild py="1" color="brand.fg" fontWeight="semibold">
                      <RouterLink to={area.to} onClick={close}>
                        {t(area.key, { ns: 'user-menu' })}
                      </RouterLink>
                    </Link>
                  ))}
                  <Separator my="2" />
                  <Button variant="outline" size="sm" onClick={signOut}>
                    {t('auth.logout')}
                  </Button>
                </Stack>
              ) : (
                <LoginForm onDone={close} emailRef={emailRef} />
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
