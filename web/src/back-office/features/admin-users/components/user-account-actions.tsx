import { Box, Button, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@shared/accounts/admin-user-schemas';
import { adminUsersRoutes } from '@shared/api/areas/admin-users';
import { api } from '../../../../lib/api-client';
import { useConfirm } from '../../../kit';
import { ADMIN_USERS_NS } from '../admin-users-namespace';
import { useUserChange, type UserChange } from '../api/use-user-change';
import { SetPasswordForm } from './set-password-form';

function ActionGroup({ title, status, children }: { title: string; status?: string; children: ReactNode }) {
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {status && <Text color="fg.muted">{status}</Text>}
      <Wrap gap="2">{children}</Wrap>
    </Stack>
  );
}

/**
 * The user actions of spec §3 (roles, password, activation) and the account state (disable /
 * enable, unlock). What takes something away asks first; the server has the last word (the last
 * active admin can neither lose the role nor be disabled: its message is shown).
 */
export function UserAccountActions({ user }: { user: AdminUser }) {
  const { t } = useTranslation(ADMIN_USERS_NS);
  const confirm = useConfirm();
  const change = useUserChange();
  const [settingPassword, setSettingPassword] = useState(false);
  const id = user.userId;
  const name = `${user.firstName} ${user.lastName}`;
  const isAdmin = user.roles.includes('admin');
  const isEventManager = user.roles.includes('event_manager');
  const busy = change.isPending;

  /** Asks (when `ask` is given), then runs the change. */
  const act = async (
    run: UserChange['run'],
    done: string,
    ask?: { title: string; body: string; confirmLabel: string; destructive?: boolean },
    emailFailed?: string,
  ) => {
    if (ask && !(await confirm(ask))) return;
    change.mutate({ run, done, emailFailed });
  };

  const personal = {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    language: user.language,
  };

  return (
    <Stack gap="4">
      <ActionGroup title={t('actions.roles')}>
        {isAdmin ? (
          <Button
            variant="outline"
            colorPalette="red"
            disabled={busy}
            onClick={() =>
              void act(
                () => api.call(adminUsersRoutes.removeAdminRole, { params: { id } }),
                t('actions.adminRemoved', { name }),
                {
                  title: t('actions.removeAdminTitle'),
                  body: t('actions.removeAdminBody', { name }),
                  confirmLabel: t('actions.removeAdmin'),
                  destructive: true,
                },
              )
            }
          >
            {t('actions.removeAdmin')}
          </Button>
        ) : (
          <Button
            variant="outline"
            disabled={busy}
            onClick={() =>
              void act(
                () => api.call(adminUsersRoutes.addAdminRole, { params: { id } }),
                t('actions.adminAdded', { name }),
                {
                  title: t('actions.addAdminTitle'),
                  body: t('actions.addAdminBody', { name }),
                  confirmLabel: t('actions.addAdmin'),
                },
              )
            }
          >
            {t('actions.addAdmin')}
          </Button>
        )}
        {isEventManager ? (
          <Button
            variant="outline"
            colorPalette="red"
            disabled={busy}
            onClick={() =>
              void act(
                () => api.call(adminUsersRoutes.removeEventManagerRole, { params: { id } }),
                t('actions.eventManagerRemoved', { name }),
                {
                  title: t('actions.removeEventManagerTitle'),
                  body: t('actions.removeEventManagerBody', { name }),
                  confirmLabel: t('actions.removeEventManager'),
                  destructive: true,
                },
              )
            }
          >
            {t('actions.removeEventManager')}
          </Button>
        ) : (
          <Button
            variant="outline"
            disabled={busy}
            onClick={() =>
              void act(
                () => api.call(adminUsersRoutes.addEventManagerRole, { params: { id } }),
                t('actions.eventManagerAdded', { name }),
              )
            }
          >
            {t('actions.addEventManager')}
          </Button>
        )}
      </ActionGroup>

      <ActionGroup title={t('actions.password')}>
        <Button
          variant="outline"
          disabled={busy || user.disabled}
          onClick={() =>
            void act(
              () => api.call(adminUsersRoutes.resetPassword, { params: { id }, body: { sendEmail: true } }),
              t('actions.resetSent', { email: user.email }),
              {
                title: t('actions.resetTitle'),
                body: t('actions.resetBody', { email: user.email }),
                confirmLabel: t('actions.resetPassword'),
              },
              t('actions.emailFailed'),
            )
          }
        >
          {t('actions.resetPassword')}
        </Button>
        <Button
          variant="outline"
          aria-expanded={settingPassword}
          onClick={() => setSettingPassword((open) => !open)}
        >
          {t('actions.setPassword')}
        </Button>
        {!user.emailConfirmed && (
          <Button
            variant="outline"
            disabled={busy || user.disabled}
            onClick={() =>
              void act(
                () => api.call(adminUsersRoutes.resendActivation, { params: { id } }),
                t('actions.activationSent', { email: user.email }),
                undefined,
                t('actions.emailFailed'),
              )
            }
          >
            {t('actions.resendActivation')}
          </Button>
        )}
      </ActionGroup>
      {settingPassword && (
        <Box borderWidth="1px" borderRadius="md" p="4">
          <SetPasswordForm userId={id} onDone={() => setSettingPassword(false)} />
        </Box>
      )}

      <ActionGroup
        title={t('actions.account')}
        status={[
          user.disabled ? t('state.disabledLong') : t('state.enabledLong'),
          user.locked ? t('state.lockedLong') : '',
        ]
          .filter(Boolean)
          .join(' ')}
      >
        {user.disabled ? (
          <Button
            variant="outline"
            disabled={busy}
            onClick={() =>
              void act(
                () =>
                  api.call(adminUsersRoutes.update, {
                    params: { id },
                    body: { ...personal, disabled: false },
                  }),
                t('actions.enabled', { name }),
              )
            }
          >
            {t('actions.enable')}
          </Button>
        ) : (
          <Button
            variant="outline"
            colorPalette="red"
            disabled={busy}
            onClick={() =>
              void act(
                () =>
                  api.call(adminUsersRoutes.update, {
                    params: { id },
                    body: { ...personal, disabled: true },
                  }),
                t('actions.disabled', { name }),
                {
                  title: t('actions.disableTitle'),
                  body: t('actions.disableBody', { name }),
                  confirmLabel: t('actions.disable'),
                  destructive: true,
                },
              )
            }
          >
            {t('actions.disable')}
          </Button>
        )}
        {user.locked && (
          <Button
            variant="outline"
            disabled={busy}
            onClick={() =>
              void act(
                () =>
                  api.call(adminUsersRoutes.update, { params: { id }, body: { ...personal, locked: false } }),
                t('actions.unlocked', { name }),
              )
            }
          >
            {t('actions.unlock')}
          </Button>
        )}
      </ActionGroup>
    </Stack>
  );
}
