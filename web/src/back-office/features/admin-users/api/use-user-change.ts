import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail } from '@shared/accounts/admin-user-schemas';
import { errorMessage, notify } from '../../../../lib/notify';
import { userChanged } from './admin-users-queries';

export interface UserChange {
  run: () => Promise<AdminUserDetail & { emailError?: boolean }>;
  /** The success message. */
  done: string;
  /** The message when the change was made but its e-mail could not be queued. */
  emailFailed?: string;
}

/**
 * One change of a user (role, state, password, permission): the answer replaces the detail, the
 * history reloads, a toast says what happened. A refusal (e.g. the last-admin guard) shows the
 * server's message in an error toast.
 */
export function useUserChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ run }: UserChange) => run(),
    onSuccess: (detail, { done, emailFailed }) => {
      userChanged(client, detail);
      if (detail.emailError && emailFailed) notify.warning(emailFailed);
      else notify.success(done);
    },
    onError: (error) => notify.error(errorMessage(error)),
    meta: { silentError: true },
  });
}
