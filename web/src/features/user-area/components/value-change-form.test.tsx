import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/chakra-system';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { ValueChangeForm } from './value-change-form';

const api = vi.hoisted(() => ({ myValueChange: vi.fn(), changeMyValues: vi.fn() }));
vi.mock('../api/value-change-api', () => api);

const OFFERED = {
  closedReason: null,
  values: [
    { name: 'team', label: 'Klub', type: 1, required: false, value: 'SK Praha' },
    { name: 'arrival', label: 'Příjezd', type: 3, required: false, value: '2027-04-30' },
  ],
};

const show = () =>
  render(
    <ChakraProvider value={getSystem()}>
      <ValueChangeForm itemId="item-1" onDone={vi.fn()} />
    </ChakraProvider>,
  );

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  api.myValueChange.mockReset();
  api.changeMyValues.mockReset();
});
afterEach(() => cleanup());

describe('a runner changes the details of a registration', () => {
  it('sends only the changed values and shows the server’s rule on its field', async () => {
    api.myValueChange.mockResolvedValue(OFFERED);
    api.changeMyValues.mockRejectedValueOnce(
      new ApiError('http', 'Neplatné údaje.', 400, 'POST x', {
        code: 'common.validationFailed',
        message: 'Neplatné údaje.',
        validationErrors: [{ field: 'body.values.0.value', errors: ['Nejvýše 10 znaků.'] }],
      }),
    );
    show();
    const club = await screen.findByRole('textbox', { name: 'Klub' });
    fireEvent.change(club, { target: { value: 'Atletický klub Praha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(await screen.findByText('Nejvýše 10 znaků.')).toBeTruthy();
    expect(api.changeMyValues).toHaveBeenCalledWith('item-1', [
      { name: 'team', value: 'Atletický klub Praha' },
    ]);

    api.changeMyValues.mockResolvedValueOnce({
      ...OFFERED,
      values: [{ ...OFFERED.values[0], value: 'AC Praha' }, OFFERED.values[1]],
    });
    fireEvent.change(club, { target: { value: 'AC Praha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Změny byly uloženy.');
  });

  it('says why a registration offers no change (English)', async () => {
    await i18n.changeLanguage('en');
    api.myValueChange.mockResolvedValue({ closedReason: 'priced', values: [] });
    show();
    expect(
      await screen.findByText('Changing details of this race is charged: please contact the organiser.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull());
  });
});
