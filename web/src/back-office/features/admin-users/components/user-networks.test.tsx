import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUsersRoutes } from '@shared/api/areas/admin-users';
import { formatMessage } from '@shared/errors/messages';
import { api, ApiError } from '../../../../lib/api-client';
import { i18n } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notify';
import { renderKit } from '../../../kit/test-support';
import { UserNetworks } from './user-networks';

const USER_ID = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const call = vi.spyOn(api, 'call');

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  call.mockReset();
});
afterEach(() => cleanup());

describe("admin user's social networks", () => {
  it('links a network by its subject; an empty subject is refused before sending', async () => {
    call.mockResolvedValue({ userId: USER_ID, networks: [] });
    const success = vi.spyOn(notify, 'success');
    renderKit(<UserNetworks userId={USER_ID} networks={[]} />);
    expect(screen.getByText('Žádná síť není propojená.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Síť/), { target: { value: 'strava' } });
    fireEvent.click(screen.getByRole('button', { name: 'Propojit síť' }));
    await screen.findByText(/Identifikátor uživatele v síti/);
    expect(call).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Identifikátor uživatele v síti/), {
      target: { value: '424242' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Propojit síť' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(adminUsersRoutes.assignNetwork, {
        body: { userId: USER_ID, network: 'strava', networkId: '424242' },
      }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Síť Strava byla uživateli propojena.'));
  });

  it('asks before removing a network and shows the server refusal (the last way to sign in)', async () => {
    const last = formatMessage('social.lastSignInMethod', 'cs') as string;
    call.mockRejectedValue(
      new ApiError('http', last, 409, 'POST admin/user/assign-network', {
        code: 'social.lastSignInMethod',
        message: last,
      }),
    );
    const error = vi.spyOn(notify, 'error');
    renderKit(
      <UserNetworks
        userId={USER_ID}
        networks={[{ network: 'google', linkedAt: '2026-11-29T07:00:00.000Z' }]}
      />,
    );
    expect(screen.getByText(/^propojeno /)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Odebrat Google' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Odebrat Google' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Odebrat Google' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(adminUsersRoutes.assignNetwork, {
        body: { userId: USER_ID, network: 'google', remove: true },
      }),
    );
    await waitFor(() => expect(error).toHaveBeenCalledWith(last));
  });
});
