import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { EventRefunds } from './event-refunds';

const call = vi.hoisted(() => vi.fn());
const download = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/api-client', () => ({ api: { call, download } }));

const EVENT = '6fa459ea-ee8a-4ca4-894e-db77e160355e';
const JOB = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const job = (over: Record<string, unknown>) => ({
  id: JOB,
  kind: 'cardRefunds',
  state: 'finished',
  done: 3,
  total: 3,
  result: { refunded: 2, failed: 1, skipped: 0, amount: 90000 },
  error: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  createdBy: 'admin',
  createdByName: 'Admin',
  finishedAt: '2026-11-29T10:00:05.000Z',
  ...over,
});

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  call.mockReset();
  download.mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:refunds');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => cleanup());

describe("an event's refunds", () => {
  it('starts the card refund job after a confirmation and shows its progress and result', async () => {
    call.mockImplementation(async (route: { id: string }) =>
      route.id === 'adminRegistrations.refundEventCards' ? { jobId: JOB } : job({}),
    );
    renderKit(<EventRefunds eventGuid={EVENT} />);
    fireEvent.click(screen.getByRole('button', { name: 'Vrátit všechny platby kartou' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vrátit všechny platby kartou' }));
    expect(await screen.findByText(/Vráceno objednávek: 2, nepovedlo se: 1/)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Vracení plateb kartou za akci' })).toBeTruthy();
    const start = call.mock.calls.find(([route]) =>
      (route as { id: string }).id.endsWith('refundEventCards'),
    );
    expect(start?.[1]).toEqual({ body: { eventGuid: EVENT } });
  });

  it('downloads the refund list as CSV and, in English, the ABO batch with the form values', async () => {
    await i18n.changeLanguage('en');
    download.mockResolvedValue({ blob: new Blob(['x'], { type: 'text/csv' }), fileName: 'refunds.csv' });
    renderKit(<EventRefunds eventGuid={EVENT} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download refund list (CSV)' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(download.mock.calls[0]?.[1]).toEqual({ query: { eventGuid: EVENT } });

    const form = screen.getByRole('form', { name: 'Bank batch file in the ABO format' });
    fireEvent.change(within(form).getByLabelText(/Account the refunds are paid from/), {
      target: { value: '19-2000145399/0800' },
    });
    fireEvent.change(within(form).getByLabelText(/Due date/), { target: { value: '2026-12-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Download bank batch (ABO)' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(2));
    const [route, input] = download.mock.calls[1] as [{ id: string }, unknown];
    expect(route.id).toBe('adminRegistrations.transferRefundsAbo');
    expect(input).toEqual({
      query: { eventGuid: EVENT, account: '19-2000145399/0800', dueDate: '2026-12-01' },
    });
  });
});
