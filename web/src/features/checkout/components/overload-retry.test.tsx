import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_RETRY } from '@shared/resilience/retry-policy';
import { getSystem } from '../../../app/chakra-system';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { OverloadNotice } from './overload-notice';
import { useOverloadRetry } from './use-overload-retry';

const unavailable = (retryAfterMs?: number) =>
  new ApiError(
    'unavailable',
    'The service is currently unavailable.',
    503,
    'POST checkout/register',
    {},
    retryAfterMs,
  );

/** The checkout's submit path in small: one request body (one idempotency key), retried on 503. */
function Checkout({ send }: { send: (idempotencyKey: string) => Promise<string> }) {
  const overload = useOverloadRetry();
  const [placed, setPlaced] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const attempt = (key: string) => {
    send(key).then(
      (guid) => {
        overload.reset();
        setPlaced(guid);
      },
      (error: unknown) => {
        if (!overload.handle(error, () => attempt(key))) setFailed((error as Error).message);
      },
    );
  };
  return (
    <ChakraProvider value={getSystem()}>
      <button
        type="button"
        onClick={() => {
          overload.reset();
          attempt('key-1');
        }}
      >
        Submit
      </button>
      <OverloadNotice state={overload.state} onStop={overload.stop} />
      {placed && <p>Registered {placed}</p>}
      {failed && <p role="alert">{failed}</p>}
    </ChakraProvider>
  );
}

const settle = () => act(async () => {});

beforeEach(async () => {
  vi.useFakeTimers();
  await act(() => i18n.changeLanguage('en'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('checkout retry on 503', () => {
  it('says "high demand, we keep trying" and sends the same key again after Retry-After', async () => {
    const send = vi
      .fn<(key: string) => Promise<string>>()
      .mockRejectedValueOnce(unavailable(4_000))
      .mockRejectedValueOnce(unavailable(4_000))
      .mockResolvedValue('order-1');
    render(<Checkout send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await settle();
    expect(screen.getByText('High demand – we keep trying')).toBeTruthy();
    expect(screen.getByText(/try 1 of 8/)).toBeTruthy();
    // Not before the server's Retry-After (less its spread).
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(send).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(send).toHaveBeenCalledTimes(2);
    expect(screen.getByText(/try 2 of 8/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(send).toHaveBeenCalledTimes(3);
    expect(send.mock.calls.map(([key]) => key)).toEqual(['key-1', 'key-1', 'key-1']);
    expect(screen.getByText('Registered order-1')).toBeTruthy();
    expect(screen.queryByTestId('checkout-overload')).toBeNull();
  });

  it('stops when the runner asks and tells that submitting again is safe', async () => {
    const send = vi.fn<(key: string) => Promise<string>>().mockRejectedValue(unavailable());
    render(<Checkout send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Stop trying' }));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByText('We stopped trying')).toBeTruthy();
    expect(screen.getByText(/you will not be registered twice/)).toBeTruthy();
  });

  it('gives up after the last automatic retry and shows the 503 message', async () => {
    const send = vi.fn<(key: string) => Promise<string>>().mockRejectedValue(unavailable(1_000));
    render(<Checkout send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(send).toHaveBeenCalledTimes(CLIENT_RETRY.maxRetries + 1);
    expect(screen.getByText('Still high demand')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The service is currently unavailable.');
  });

  it('shows other errors at once without retrying', async () => {
    const send = vi
      .fn<(key: string) => Promise<string>>()
      .mockRejectedValue(new ApiError('http', 'Capacity reached.', 409, 'POST checkout/register', {}));
    render(<Checkout send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('checkout-overload')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Capacity reached.');
  });

  it('speaks Czech to a Czech runner', async () => {
    await act(() => i18n.changeLanguage('cs'));
    const send = vi.fn<(key: string) => Promise<string>>().mockRejectedValue(unavailable());
    render(<Checkout send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await settle();
    expect(screen.getByText('Velký zájem – zkoušíme to dál')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Přestat zkoušet' })).toBeTruthy();
  });
});
