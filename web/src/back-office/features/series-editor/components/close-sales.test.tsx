import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { useCloseSales, useCloseSalesMany } from './close-sales';

const refusal = (code: string, used: number, message: string, id = 'w1') =>
  new ApiError('http', message, 409, 'PUT /admin/series/waves/w1', {
    code,
    message,
    params: { capacity: 5, used, id },
  });

/** A save button running the hook around a fake call; shows what happened. */
function Harness({ call }: { call: (close: { closeSalesAt?: number }) => Promise<string> }) {
  const closeSales = useCloseSales();
  const [result, setResult] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void closeSales(call).then(setResult, (error: Error) => setResult(`refused: ${error.message}`))
        }
      >
        Uložit
      </button>
      <output>{result}</output>
    </>
  );
}

beforeEach(() => i18n.changeLanguage('en'));
afterEach(() => cleanup());

describe('closing sales at the places sold', () => {
  it('offers closing sales with the number sold, asks again when it changed, and saves with it', async () => {
    const call = vi
      .fn<(close: { closeSalesAt?: number }) => Promise<string>>()
      .mockRejectedValueOnce(
        refusal('raceEditor.capacityBelowSold', 30, 'The capacity cannot be lowered to 5.'),
      )
      .mockRejectedValueOnce(refusal('raceEditor.soldMeanwhile', 31, '31 are sold now.'))
      .mockResolvedValueOnce('saved');
    renderKit(<Harness call={call} />);
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('The capacity cannot be lowered to 5.');
    fireEvent.click(await screen.findByRole('button', { name: 'Close sales at 30 (places sold)' }));
    // The second question re-opens the dialog: its content is mounted anew once the first has gone.
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Close sales at 31 (places sold)' }));
      expect(call).toHaveBeenCalledTimes(3);
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('saved'));
    expect(call.mock.calls.map(([close]) => close)).toEqual([{}, { closeSalesAt: 30 }, { closeSalesAt: 31 }]);
  });

  it('keeps the refusal when the admin declines, and passes any other failure on untouched', async () => {
    const call = vi
      .fn<(close: { closeSalesAt?: number }) => Promise<string>>()
      .mockRejectedValueOnce(refusal('raceEditor.capacityBelowSold', 30, 'Too low.'))
      .mockRejectedValueOnce(refusal('seriesEditor.changedMeanwhile', 30, 'Changed meanwhile.'));
    renderKit(<Harness call={call} />);
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('refused: Too low.'));
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('refused: Changed meanwhile.'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(call).toHaveBeenCalledTimes(2);
  });
});

interface WaveItem {
  id: string;
  capacity: number;
  closeSalesAt?: number;
}

/** A save button sending three waves through the update-many hook; shows what happened. */
function ManyHarness({ send }: { send: (items: WaveItem[]) => Promise<string[]> }) {
  const closeSalesMany = useCloseSalesMany();
  const [result, setResult] = useState('');
  const items: WaveItem[] = [
    { id: 'w1', capacity: 50 },
    { id: 'w2', capacity: 5 },
    { id: 'w3', capacity: 40 },
  ];
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void closeSalesMany(items, send).then(
            (saved) => setResult(saved.join(',')),
            (error: Error) => setResult(`refused: ${error.message}`),
          )
        }
      >
        Uložit vše
      </button>
      <output>{result}</output>
    </>
  );
}

describe('closing sales in an update-many', () => {
  it('asks about the refused item and sends again from it on, that item closing sales', async () => {
    const send = vi
      .fn<(items: WaveItem[]) => Promise<string[]>>()
      .mockRejectedValueOnce(refusal('raceEditor.capacityBelowSold', 30, 'Wave B cannot be 5.', 'w2'))
      .mockImplementationOnce(async (items) => items.map((i) => i.id));
    renderKit(<ManyHarness send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Uložit vše' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Wave B cannot be 5.');
    fireEvent.click(await screen.findByRole('button', { name: 'Close sales at 30 (places sold)' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('w2,w3'));
    // w1 was saved by the first call; the second starts at the refused wave.
    expect(send.mock.calls[1]?.[0]).toEqual([
      { id: 'w2', capacity: 5, closeSalesAt: 30 },
      { id: 'w3', capacity: 40 },
    ]);
  });

  it('passes on a refusal that names no item of the call, and a declined one', async () => {
    const send = vi
      .fn<(items: WaveItem[]) => Promise<string[]>>()
      .mockRejectedValueOnce(refusal('raceEditor.capacityBelowSold', 30, 'Someone else.', 'w9'))
      .mockRejectedValueOnce(refusal('raceEditor.capacityBelowSold', 30, 'Too low.', 'w2'));
    renderKit(<ManyHarness send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Uložit vše' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('refused: Someone else.'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Uložit vše' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('refused: Too low.'));
    expect(send).toHaveBeenCalledTimes(2);
  });
});
