import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubEventType } from '@shared/codelists/enums';
import { getSystem } from '../../../app/chakra-system';
import { i18n } from '../../../lib/i18n';
import { item } from '../model/test-fixtures';
import { TeamSection, type TeamSectionProps } from './team-section';

function renderSection(over: Partial<TeamSectionProps> = {}) {
  const props: TeamSectionProps = {
    index: 0,
    item: item({ subEventType: SubEventType.TEAM }),
    joinsTeam: false,
    teamName: null,
    value: 'Rychlí Šneci',
    errors: undefined,
    reservation: undefined,
    busy: false,
    onTeamName: vi.fn(),
    onBlur: vi.fn(),
    onReserve: vi.fn(),
    onJoin: vi.fn(async () => null),
    onLeaveTeam: vi.fn(),
    ...over,
  };
  render(
    <ChakraProvider value={getSystem()}>
      <TeamSection {...props} />
    </ChakraProvider>,
  );
  return props;
}

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});
afterEach(cleanup);

describe('TeamSection', () => {
  it('reserves the typed name and then shows until when, with the PIN to share', () => {
    const props = renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Reserve the name' }));
    expect(props.onReserve).toHaveBeenCalledWith(0);
    cleanup();
    renderSection({
      reservation: {
        guid: 'r1',
        name: 'Rychlí Šneci',
        subEventGuid: 's1',
        validUntil: '2030-05-01T10:00:00Z',
        pin: '123456',
      },
    });
    expect(screen.getByText(/reserved until .*123456/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reserve the name' })).toBeNull();
  });

  it('joins an existing team with its name and PIN and shows why it failed', async () => {
    const onJoin = vi.fn(async () => 'The team PIN is not correct.');
    renderSection({ onJoin });
    fireEvent.click(screen.getByRole('button', { name: 'Join an existing team with its PIN' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Team name/ }), { target: { value: 'Sokoli' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Team PIN/ }), { target: { value: '000000' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    });
    expect(onJoin).toHaveBeenCalledWith(0, 'Sokoli', '000000');
    expect(screen.getByTestId('team-join-error').textContent).toBe('The team PIN is not correct.');
  });

  it('offers no joining for a relay and names the team a line joins', () => {
    renderSection({ item: item({ subEventType: SubEventType.RELAY }) });
    expect(screen.queryByRole('button', { name: 'Join an existing team with its PIN' })).toBeNull();
    cleanup();
    const props = renderSection({ joinsTeam: true, teamName: 'Sokoli' });
    expect(screen.getByText('You are joining the team Sokoli.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Found my own team' }));
    expect(props.onLeaveTeam).toHaveBeenCalledWith(0);
  });
});
