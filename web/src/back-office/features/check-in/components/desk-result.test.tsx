import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckInAnswer } from '@shared/check-in/check-in-schemas';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { checkInTime } from './check-in-time';
import { DeskResultPanel } from './desk-result';

const answer = (status: CheckInAnswer['status'], at = '2026-05-02T06:14:00Z'): CheckInAnswer => ({
  status,
  runner: {
    orderGuid: 'o',
    itemGuid: 'i',
    name: 'Jana Nováková',
    raceName: '10 km',
    categoryName: 'Ženy',
    startNumber: 112,
    paid: true,
  },
  pickupFields: [],
  checkIn: status === 'undone' ? null : { at, by: 'u1', byName: 'Eva' },
});

beforeEach(() => i18n.changeLanguage('en'));
afterEach(cleanup);

describe('the pickup desk’s answer', () => {
  it('shows a check-in in Prague time: the clock today, the date too on another day', () => {
    const now = new Date('2026-05-02T10:00:00Z');
    expect(checkInTime('2026-05-02T06:14:00Z', now)).toBe('8:14');
    expect(checkInTime('2026-05-01T06:14:00Z', now)).toBe('1. 5. 2026 08:14');
  });

  it('says who checked the runner in first, with the runner’s facts', () => {
    const at = new Date(Date.now() - 60_000).toISOString();
    renderKit(
      <DeskResultPanel
        result={{ kind: 'answer', token: 't', answer: answer('alreadyCheckedIn', at) }}
        onUndo={() => {}}
        undoing={false}
      />,
    );
    expect(screen.getByRole('heading').textContent).toBe(`Already checked in at ${checkInTime(at)} by Eva`);
    expect(screen.getByText('Start number 112')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lists the card answers marked "show at pickup" under the runner’s facts', () => {
    renderKit(
      <DeskResultPanel
        result={{
          kind: 'answer',
          token: 't',
          answer: {
            ...answer('checkedIn'),
            pickupFields: [
              { label: 'T-shirt size', value: 'Women’s S' },
              { label: 'Club', value: 'AC Praha' },
            ],
          },
        }}
        onUndo={() => {}}
        undoing={false}
      />,
    );
    const list = screen.getByText('T-shirt size:').closest('dl');
    expect(list?.textContent).toBe('T-shirt size:Women’s SClub:AC Praha');
    expect(screen.getByText('Start number 112')).toBeTruthy();
  });

  it('offers the undo of a fresh check-in only', () => {
    const onUndo = vi.fn();
    renderKit(
      <DeskResultPanel
        result={{ kind: 'answer', token: 'tok', answer: answer('checkedIn') }}
        onUndo={onUndo}
        undoing={false}
      />,
    );
    expect(screen.getByRole('heading').textContent).toBe('Checked in');
    screen.getByRole('button', { name: 'Undo this check-in' }).click();
    expect(onUndo).toHaveBeenCalledWith('tok');
  });

  it('says "not paid" big for that refusal, with the server’s reason', () => {
    renderKit(
      <DeskResultPanel
        result={{ kind: 'refused', code: 'checkIn.notPaid', message: 'Jana Nováková has not paid.' }}
        onUndo={() => {}}
        undoing={false}
      />,
    );
    expect(screen.getByRole('heading').textContent).toBe('Not paid');
    expect(screen.getByText('Jana Nováková has not paid.')).toBeTruthy();
  });
});
