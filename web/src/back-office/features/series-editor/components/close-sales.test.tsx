import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { useCloseSales } from './close-sales';

const refusal = (code: string, used: number, message: string) =>
  new ApiError('http', message, 409, 'PUT /admin/series/waves/w1', {
    code,
    message,
    params: { capacity: 5, used, id: 'w1' },
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
