import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckInAnswer } from '@shared/check-in/check-in-schemas';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { sendCheckIn } from '../api/check-in-calls';
import { EventDesk } from '../components/event-desk';
import { createFrameDecoder } from './frame-decoder';

vi.mock('./frame-decoder', () => ({ createFrameDecoder: vi.fn() }));
vi.mock('../api/check-in-calls', async (original) => ({
  ...(await original<typeof import('../api/check-in-calls')>()),
  sendCheckIn: vi.fn(),
  countsQuery: (eventGuid: string) => ({
    queryKey: ['back-office', 'check-in', 'counts', eventGuid],
    queryFn: async () => ({ races: [] }),
  }),
}));

const EVENT = '11111111-1111-4111-8111-111111111111';
const TICKET = 'A'.repeat(40) + 'bcdef_';

const answer: CheckInAnswer = {
  status: 'checkedIn',
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
  checkIn: { at: new Date().toISOString(), by: 'u1', byName: 'Eva' },
};

/** The decoder reads the given codes from successive frames, then nothing. */
function framesRead(...codes: string[]) {
  const decode = vi.fn(async () => codes.shift() ?? null);
  vi.mocked(createFrameDecoder).mockResolvedValue({ decode });
  return decode;
}

function camera(result: Promise<unknown>) {
  const getUserMedia = vi.fn(() => result);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  return getUserMedia;
}

const stream = (stop = vi.fn()) => ({ getTracks: () => [{ stop }] });

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.mocked(sendCheckIn).mockReset();
  vi.mocked(createFrameDecoder).mockReset();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('camera scanning at the pickup desk', () => {
  it('opens the back camera and checks in the ticket it reads, like a typed code', async () => {
    const getUserMedia = camera(Promise.resolve(stream()));
    framesRead(TICKET);
    vi.mocked(sendCheckIn).mockResolvedValue(answer);
    renderKit(<EventDesk eventGuid={EVENT} />);

    fireEvent.click(screen.getByRole('button', { name: 'Scan with camera' }));

    expect(await screen.findByText('Checked in')).toBeTruthy();
    expect(screen.getByText('Jana Nováková')).toBeTruthy();
    expect(sendCheckIn).toHaveBeenCalledWith(EVENT, TICKET);
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
  });

  it('names a QR code that is not a ticket and checks nobody in', async () => {
    camera(Promise.resolve(stream()));
    framesRead('https://example.com/not-a-ticket');
    renderKit(<EventDesk eventGuid={EVENT} />);

    fireEvent.click(screen.getByRole('button', { name: 'Scan with camera' }));

    expect(await screen.findByText('This QR code is not a ticket of this system.')).toBeTruthy();
    expect(sendCheckIn).not.toHaveBeenCalled();
  });

  it('says the camera is blocked, in Czech too, and the desk still works by typing', async () => {
    await i18n.changeLanguage('cs');
    camera(Promise.reject(new DOMException('denied', 'NotAllowedError')));
    renderKit(<EventDesk eventGuid={EVENT} />);

    fireEvent.click(screen.getByRole('button', { name: 'Skenovat kamerou' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Kamera je zablokovaná');
    expect(createFrameDecoder).not.toHaveBeenCalled();
  });

  it('says there is no camera when the device has none', async () => {
    camera(Promise.reject(new DOMException('none', 'NotFoundError')));
    renderKit(<EventDesk eventGuid={EVENT} />);
    fireEvent.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No camera is available');
  });

  it('closes with Escape, stops the camera and gives the focus back to the scan button', async () => {
    const stop = vi.fn();
    camera(Promise.resolve(stream(stop)));
    framesRead();
    renderKit(<EventDesk eventGuid={EVENT} />);
    const open = screen.getByRole('button', { name: 'Scan with camera' });
    fireEvent.click(open);
    const close = await screen.findByRole('button', { name: 'Close camera' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    await screen.findByText("Hold the ticket's QR code inside the frame.");

    fireEvent.keyDown(close, { key: 'Escape' });

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close camera' })).toBeNull());
    expect(stop).toHaveBeenCalled();
    expect(document.activeElement).toBe(open);
  });
});
