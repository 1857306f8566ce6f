import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriesRoutes } from '@shared/api/areas/series';
import type { TeamData } from '@shared/team-management/team-management-schemas';
import { getSystem } from '../../../app/chakra-system';
import { api } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import type { TeamManagerApi } from '../api/team-management-api';
import { TeamHandOver, TeamInviteForm } from './team-manager-actions';

const wrap = (ui: ReactNode) => {
  const client = new QueryClient({
    defaultOptions: { mutations: { retry: false }, queries: { retry: false } },
  });
  return render(
    <ChakraProvider value={getSystem()}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </ChakraProvider>,
  );
};

const member = (id: string, email: string, firstName: string) => ({
  id,
  firstName,
  lastName: 'Týmová',
  email,
  categoryName: 'Open',
  waveName: null,
  startNumber: null,
  paid: true,
  founder: id === 'm1',
  dateCreated: '2027-03-01T10:00:00.000Z',
});

const team = {
  guid: 't1',
  subEventGuid: 'sub-team',
  managerEmail: 'kapitan@example.com',
  members: [member('m1', 'kapitan@example.com', 'Jana'), member('m2', 'eva@example.com', 'Eva')],
} as unknown as TeamData;

const teamApi = () =>
  ({
    sendInvitation: vi
      .fn()
      .mockResolvedValue({ email: 'pritel@example.com', validUntil: '2027-04-01T00:00:00.000Z' }),
    changeManager: vi.fn().mockResolvedValue({ managerEmail: 'eva@example.com' }),
  }) as unknown as TeamManagerApi & {
    sendInvitation: ReturnType<typeof vi.fn>;
    changeManager: ReturnType<typeof vi.fn>;
  };

const call = vi.spyOn(api, 'call');
beforeEach(async () => {
  await act(() => i18n.changeLanguage('cs'));
  call.mockReset();
  call.mockImplementation(((route: unknown) =>
    route === seriesRoutes.subeventCategories
      ? Promise.resolve([{ guid: 'cat-open', name: 'Open' }])
      : Promise.reject(new Error('unexpected'))) as unknown as typeof api.call);
});
afterEach(() => cleanup());

describe('team manager actions', () => {
  it('invites by e-mail into the race’s only category and says until when the link works', async () => {
    const apiOf = teamApi();
    wrap(<TeamInviteForm team={team} teamApi={apiOf} />);
    fireEvent.click(screen.getByRole('button', { name: 'Poslat pozvánku' }));
    expect(apiOf.sendInvitation).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/E-mail pozvaného/), {
      target: { value: ' pritel@example.com ' },
    });
    await waitFor(() => expect(call).toHaveBeenCalled());
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Poslat pozvánku' }));
    await waitFor(() =>
      expect(apiOf.sendInvitation).toHaveBeenCalledWith({
        email: 'pritel@example.com',
        subEvent: 'sub-team',
        category: 'cat-open',
      }),
    );
    expect(await screen.findByText('Pozvánka byla odeslána na pritel@example.com.')).toBeTruthy();
  });

  it('hands the team over to another member after confirmation', async () => {
    const apiOf = teamApi();
    const onHandedOver = vi.fn();
    wrap(<TeamHandOver team={team} teamApi={apiOf} onHandedOver={onHandedOver} />);
    const select = screen.getByLabelText('Nový vedoucí');
    expect(screen.queryByRole('option', { name: /kapitan@example.com/ })).toBeNull();
    fireEvent.change(select, { target: { value: 'm2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Předat tým' }));
    expect(screen.getByText(/Opravdu předat tým členovi Eva Týmová/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ano, předat tým' }));
    await waitFor(() => expect(onHandedOver).toHaveBeenCalledWith('eva@example.com'));
    expect(apiOf.changeManager).toHaveBeenCalledWith('m2');
  });
});
