import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser, AdminUserDetail } from '@shared/accounts/admin-user-schemas';
import { adminUsersRoutes } from '@shared/api/areas/admin-users';
import { formatMessage } from '@shared/errors/messages';
import { api, ApiError } from '../../../../lib/api-client';
import { i18n } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notify';
import { renderKit } from '../../../kit/test-support';
import { UserAccountActions } from './user-account-actions';
import UsersScreen from '../routes/users-screen';
import { UsersList } from './users-list';

const USER_ID = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const admin: AdminUser = {
  userId: USER_ID,
  firstName: 'Jana',
  lastName: 'Nováková',
  email: 'jana@example.com',
  language: 'cs',
  disabled: false,
  locked: false,
  emailConfirmed: true,
  roles: ['user', 'admin'],
  dateCreated: '2026-01-01T10:00:00Z',
  dateUpdated: null,
  lastLogin: null,
};
const detailOf = (user: AdminUser): AdminUserDetail & { emailError: boolean } => ({
  userData: user,
  permissions: [],
  emailError: false,
});

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

const call = vi.spyOn(api, 'call');
const field = (name: RegExp) => screen.getByLabelText(name);
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  call.mockReset();
});
afterEach(() => cleanup());

describe('users list', () => {
  it('loads again only on "Apply", from page 0, with the filter in the URL', async () => {
    call.mockResolvedValue({ page: 0, maxPage: 0, total: 0, rows: [] });
    renderKit(
      <>
        <Routes>
          <Route path="/admin/users" element={<UsersList />} />
        </Routes>
        <Location />
      </>,
      { route: '/admin/users?page=2' },
    );
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    type(/^Hledat/, 'novák');
    fireEvent.change(screen.getByRole('combobox', { name: 'Zablokovaný' }), { target: { value: 'yes' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(call).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Použít filtr' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(call.mock.calls[1]?.[0]).toBe(adminUsersRoutes.list);
    expect(call.mock.calls[1]?.[1]).toMatchObject({
      query: { searchText: 'novák', disabled: 'true', lockedOut: undefined, skip: 0, take: 30 },
    });
    const url = new URL(screen.getByTestId('location').textContent ?? '', 'http://x');
    expect(url.searchParams.get('searchText')).toBe('novák');
    expect(url.searchParams.get('disabled')).toBe('true');
    expect(url.searchParams.get('page')).toBeNull();
  });
});

describe('create user', () => {
  it('without e-mail requires a valid password, then sends it and opens the new user', async () => {
    const created = detailOf({
      ...admin,
      firstName: 'Petr',
      lastName: 'Správce',
      roles: ['user', 'event_manager'],
    });
    // The create call, then the new user's detail, history (and the list refresh) it opens.
    call.mockImplementation(
      (route) =>
        Promise.resolve(
          route === adminUsersRoutes.history ? { page: 0, maxPage: 0, total: 0, rows: [] } : created,
        ) as never,
    );
    renderKit(
      <>
        <Routes>
          <Route path="/admin/users/*" element={<UsersScreen area="admin" />} />
        </Routes>
        <Location />
      </>,
      { route: '/admin/users/new' },
    );
    expect(screen.queryByLabelText(/^Heslo$/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Bez e-mailu/ }));
    type(/^Jméno/, 'Petr');
    type(/^Příjmení/, 'Správce');
    type(/^E-mail/, 'petr@example.com');
    fireEvent.click(screen.getByRole('checkbox', { name: /Správce akcí/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Vytvořit uživatele' }));
    expect(await screen.findByText('Pole nesmí být prázdné.')).toBeTruthy();
    expect(field(/^Heslo\*?$/).getAttribute('aria-invalid')).toBe('true');
    expect(call).not.toHaveBeenCalled();

    type(/^Heslo\*?$/, 'Běžec2026a');
    type(/^Heslo znovu/, 'Běžec2026a');
    fireEvent.click(screen.getByRole('button', { name: 'Vytvořit uživatele' }));
    await waitFor(() => expect(call).toHaveBeenCalled());
    expect(call.mock.calls[0]?.[0]).toBe(adminUsersRoutes.create);
    expect(call.mock.calls[0]?.[1]).toEqual({
      body: {
        sendEmail: false,
        firstName: 'Petr',
        lastName: 'Správce',
        email: 'petr@example.com',
        language: 'cs',
        admin: false,
        eventManager: true,
        password: 'Běžec2026a',
        passwordConfirm: 'Běžec2026a',
      },
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/admin/users/${USER_ID}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Petr Správce' })).toBeTruthy();
  });
});

describe('user actions', () => {
  it('asks before removing the admin role and shows the server refusal', async () => {
    const lastAdmin = formatMessage('adminUsers.lastAdmin', 'cs') as string;
    call.mockRejectedValue(
      new ApiError('http', lastAdmin, 409, 'POST admin/users/x/remove-from-admin-role', {
        code: 'adminUsers.lastAdmin',
        message: lastAdmin,
      }),
    );
    const error = vi.spyOn(notify, 'error');
    renderKit(<UserAccountActions user={admin} />);

    fireEvent.click(screen.getByRole('button', { name: 'Odebrat roli administrátora' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Odebrat roli administrátora?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(call).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Odebrat roli administrátora' }));
    const again = await screen.findByRole('alertdialog', { name: 'Odebrat roli administrátora?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Odebrat roli administrátora' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(adminUsersRoutes.removeAdminRole, { params: { id: USER_ID } }),
    );
    await waitFor(() => expect(error).toHaveBeenCalledWith(lastAdmin));
  });
});
