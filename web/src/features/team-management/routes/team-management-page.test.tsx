import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicTeam, TeamData } from '@shared/team-management/team-management-schemas';
import { getSystem } from '../../../app/chakra-system';
import type { TokenStore } from '../../../lib/auth-token';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { TeamManagementPage } from './team-management-page';

const GUID = '0b5d3c1e-2f4a-4b6c-8d9e-0f1a2b3c4d5e';

const mocks = vi.hoisted(() => ({
  loadPublicTeam: vi.fn(),
  authenticate: vi.fn(),
  data: vi.fn(),
  tokens: undefined as TokenStore | undefined,
}));
vi.mock('../api/team-management-api', () => ({
  loadPublicTeam: mocks.loadPublicTeam,
  teamManagerApi: (_guid: string, tokens: TokenStore) => {
    mocks.tokens = tokens;
    return { authenticate: mocks.authenticate, data: mocks.data };
  },
}));

const publicTeam: PublicTeam = {
  guid: GUID,
  name: 'Kancl Runners',
  kind: 'team',
  seriesEventGuid: 'ev',
  eventName: 'Jarní běh',
  subEventGuid: 'sub',
  subEventName: 'Firemní běh týmů',
  membersFrom: 3,
  membersTo: 5,
  placesTaken: 2,
  placesFree: 3,
  membersMissing: 1,
  complete: false,
};

const member = (id: string, paid: boolean, founder: boolean) => ({
  id,
  firstName: founder ? 'Jana' : 'Petr',
  lastName: founder ? 'Kapitánová' : 'Nový',
  email: `${id}@example.com`,
  categoryName: 'Týmy',
  waveName: null,
  startNumber: null,
  paid,
  founder,
  dateCreated: '2027-04-01T10:00:00.000Z',
});

const teamData: TeamData = {
  ...publicTeam,
  managerEmail: 'kapitan@example.com',
  pin: '123456',
  dateCreated: '2027-04-01T10:00:00.000Z',
  relay: null,
  members: [member('m1', true, true), member('m2', false, false)],
  paidMembers: 1,
  unpaidMembers: 1,
  allPaid: false,
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ChakraProvider value={getSystem()}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/team-management/${GUID}`]}>
          <Routes>
            <Route path="team-management/:teamGuid" element={<TeamManagementPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

async function signIn() {
  fireEvent.change(await screen.findByLabelText(/E-mail vedoucího týmu/), {
    target: { value: 'kapitan@example.com' },
  });
  fireEvent.change(screen.getByLabelText(/PIN týmu/), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));
}

beforeEach(async () => {
  await act(() => i18n.changeLanguage('cs'));
  sessionStorage.clear();
  mocks.loadPublicTeam.mockResolvedValue(publicTeam);
  mocks.authenticate.mockResolvedValue({ accessToken: 'team-token', expiresIn: 3600, teamGuid: GUID });
  mocks.data.mockResolvedValue(teamData);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('team management page', () => {
  it('shows the team and its race, then after sign-in the overview with missing members and paid state', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kancl Runners' })).toBeTruthy();
    expect(screen.getByText('Tým · Jarní běh – Firemní běh týmů')).toBeTruthy();
    expect(mocks.data).not.toHaveBeenCalled();

    await signIn();
    expect(await screen.findByRole('heading', { level: 2, name: 'Přehled týmu' })).toBeTruthy();
    expect(mocks.authenticate).toHaveBeenCalledWith('kapitan@example.com', '123456');
    expect(screen.getByText('Chybí ještě 1 člen (nejméně 3 členů).')).toBeTruthy();
    expect(screen.getByText('1 z 2')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Členové (2)' });
    const [founder, joined] = within(list).getAllByRole('listitem');
    expect(founder?.textContent).toContain('Jana Kapitánová');
    expect(founder?.textContent).toContain('Zakladatel');
    expect(founder?.textContent).toContain('Zaplaceno');
    expect(joined?.textContent).toContain('Nezaplaceno');
    // The token is kept for this team only, apart from the user's sign-in.
    expect(sessionStorage.getItem(`teamManagerToken:${GUID}`)).toBe('team-token');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('signs out back to the form, and asks to sign in again when the token is refused', async () => {
    renderPage();
    await signIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Odhlásit se ze správy týmu' }));
    expect(await screen.findByRole('button', { name: 'Přihlásit se' })).toBeTruthy();
    expect(screen.queryByText('Přihlášení ke správě týmu vypršelo. Přihlaste se prosím znovu.')).toBeNull();
    expect(sessionStorage.getItem(`teamManagerToken:${GUID}`)).toBeNull();

    // The api client clears a refused token (as after the token expired).
    mocks.data.mockImplementation(async () => {
      mocks.tokens?.clear();
      throw new ApiError('auth', 'expired', 401, 'GET x', { code: 'common.invalidToken', message: 'x' });
    });
    await signIn();
    expect(
      await screen.findByText('Přihlášení ke správě týmu vypršelo. Přihlaste se prosím znovu.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Přihlásit se' })).toBeTruthy();
  });

  it('says when there is no team at the address', async () => {
    mocks.loadPublicTeam.mockRejectedValue(
      new ApiError('notFound', 'missing', 404, 'GET x', {
        code: 'teamManagement.teamNotFound',
        message: 'x',
      }),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Tým nebyl nalezen');
    await waitFor(() => expect(screen.queryByLabelText(/PIN týmu/)).toBeNull());
  });
});
