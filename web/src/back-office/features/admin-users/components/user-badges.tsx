import { Badge, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@shared/accounts/admin-user-schemas';
import { ADMIN_USERS_NS } from '../admin-users-namespace';

/** The roles of a user as badges (admin, event manager; plain users get "user"). */
export function RoleBadges({ roles }: { roles: AdminUser['roles'] }) {
  const { t } = useTranslation(ADMIN_USERS_NS);
  return (
    <Wrap gap="1">
      {roles.map((role) => (
        <Badge
          key={role}
          colorPalette={role === 'admin' ? 'purple' : role === 'event_manager' ? 'blue' : 'gray'}
        >
          {t(`roles.${role}`)}
        </Badge>
      ))}
    </Wrap>
  );
}

/** The state of an account: disabled, locked, not activated – or active. */
export function AccountStateBadges({
  user,
}: {
  user: Pick<AdminUser, 'disabled' | 'locked' | 'emailConfirmed'>;
}) {
  const { t } = useTranslation(ADMIN_USERS_NS);
  const states = [
    user.disabled && { key: 'disabled', palette: 'red' },
    user.locked && { key: 'locked', palette: 'orange' },
    !user.emailConfirmed && { key: 'notActivated', palette: 'yellow' },
  ].filter((s): s is { key: string; palette: string } => Boolean(s));
  return (
    <Wrap gap="1">
      {states.length === 0 ? (
        <Badge colorPalette="green">{t('state.active')}</Badge>
      ) : (
        states.map((s) => (
          <Badge key={s.key} colorPalette={s.palette}>
            {t(`state.${s.key}`)}
          </Badge>
        ))
      )}
    </Wrap>
  );
}
