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

/** One button: what it runs, what it says when done, and (for what takes something away) what it asks first. */
interface AccountAction {
  label: string;
  run: UserChange['run'];
  done: string;
  /** Asks first; `destructive` also paints the button red. */
  ask?: { title: string; body: string; destructive?: boolean };
  /** Said when the change was made but its e-mail could not be sent. */
  emailFailed?: string;
  unavailable?: boolean;
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
  const busy = change.isPending;
  const personal = {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    language: user.language,
  };
  const update = (state: { disabled?: boolean; locked?: boolean }) => () =>
    api.call(adminUsersRoutes.update, { params: { id }, body: { ...personal, ...state } });

  const button = (action: AccountAction | false) => {
    if (!action) return null;
    const { label, run, done, ask, emailFailed, unavailable } = action;
    const onClick = async () => {
      if (ask && !(await confirm({ ...ask, confirmLabel: label }))) return;
      change.mutate({ run, done, emailFailed });
    };
    return (
      <Button
        key={label}
        variant="outline"
        colorPalette={ask?.destructive ? 'red' : undefined}
        disabled={busy || unavailable}
        onClick={() => void onClick()}
      >
        {label}
      </Button>
    );
  };

  const roleActions: AccountAction[] = [
    user.roles.includes('admin')
      ? {
          label: t('actions.removeAdmin'),
          run: () => api.call(adminUsersRoutes.removeAdminRole, { params: { id } }),
          done: t('actions.adminRemoved', { name }),
          ask: {
            title: t('actions.removeAdminTitle'),
            body: t('actions.removeAdminBody', { name }),
            destructive: true,
          },
        }
      : {
          label: t('actions.addAdmin'),
          run: () => api.call(adminUsersRoutes.addAdminRole, { params: { id } }),
          done: t('actions.adminAdded', { name }),
          ask: { title: t('actions.addAdminTitle'), body: t('actions.addAdminBody', { name }) },
        },
    user.roles.includes('event_manager')
      ? {
          label: t('actions.removeEventManager'),
          run: () => api.call(adminUsersRoutes.removeEventManagerRole, { params: { id } }),
          done: t('actions.eventManagerRemoved', { name }),
          ask: {
            title: t('actions.removeEventManagerTitle'),
            body: t('actions.removeEventManagerBody', { name }),
            destructive: true,
          },
        }
      : {
          label: t('actions.addEventManager'),
          run: () => api.call(adminUsersRoutes.addEventManagerRole, { params: { id } }),
          done: t('actions.eventManagerAdded', { name }),
        },
  ];

  return (
    <Stack gap="4">
      <ActionGroup title={t('actions.roles')}>{roleActions.map(button)}</ActionGroup>

      <ActionGroup title={t('actions.password')}>
        {button({
          label: t('actions.resetPassword'),
          run: () => api.call(adminUsersRoutes.resetPassword, { params: { id }, body: { sendEmail: true } }),
          done: t('actions.resetSent', { email: user.email }),
          ask: { title: t('actions.resetTitle'), body: t('actions.resetBody', { email: user.email }) },
          emailFailed: t('actions.emailFailed'),
          unavailable: user.disabled,
        })}
        <Button
          variant="outline"
          aria-expanded={settingPassword}
          onClick={() => setSettingPassword((open) => !open)}
        >
          {t('actions.setPassword')}
        </Button>
        {button(
          !user.emailConfirmed && {
            label: t('actions.resendActivation'),
            run: () => api.call(adminUsersRoutes.resendActivation, { params: { id } }),
            done: t('actions.activationSent', { email: user.email }),
            emailFailed: t('actions.emailFailed'),
            unavailable: user.disabled,
          },
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
        {button(
          user.disabled
            ? {
                label: t('actions.enable'),
                run: update({ disabled: false }),
                done: t('actions.enabled', { name }),
              }
            : {
                label: t('actions.disable'),
                run: update({ disabled: true }),
                done: t('actions.disabled', { name }),
                ask: {
                  title: t('actions.disableTitle'),
                  body: t('actions.disableBody', { name }),
                  destructive: true,
                },
              },
        )}
        {button(
          user.locked && {
            label: t('actions.unlock'),
            run: update({ locked: false }),
            done: t('actions.unlocked', { name }),
          },
        )}
      </ActionGroup>
    </Stack>
  );
}
