import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/chakra-system';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { ValueChangeForm } from './value-change-form';

const api = vi.hoisted(() => ({
  myValueChange: vi.fn(),
  changeMyValues: vi.fn(),
  startValueChangePayment: vi.fn(),
}));
vi.mock('../api/value-change-api', () => api);

const OFFERED = {
  closedReason: null,
  values: [
    { name: 'team', label: 'Klub', type: 1, required: false, value: 'SK Praha' },
    { name: 'arrival', label: 'Příjezd', type: 3, required: false, value: '2027-04-30' },
  ],
  price: null,
  payment: null,
};

const show = (redirect = vi.fn()) =>
  render(
    <ChakraProvider value={getSystem()}>
      <ValueChangeForm itemId="item-1" onDone={vi.fn()} redirect={redirect} />
    </ChakraProvider>,
  );

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  api.myValueChange.mockReset();
  api.changeMyValues.mockReset();
  api.startValueChangePayment.mockReset();
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
    api.myValueChange.mockResolvedValue({ closedReason: 'unpaid', values: [], price: null, payment: null });
    show();
    expect(
      await screen.findByText('Changing details of this race has a fee: please pay the registration first.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull());
  });

  it('a priced change shows its price and goes to the card gateway instead of saving', async () => {
    api.myValueChange.mockResolvedValue({ ...OFFERED, price: { amount: 5000, currency: 'CZK' } });
    api.startValueChangePayment.mockResolvedValue({
      id: 'change-1',
      redirectUrl: 'https://gateway.test/pay',
      orderNumber: '1',
    });
    const redirect = vi.fn();
    show(redirect);
    expect(
      await screen.findByText('Změna údajů stojí 50 Kč. Zaplatíte ji kartou, údaje se změní po zaplacení.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Klub' }), { target: { value: 'AC Praha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zaplatit a změnit' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://gateway.test/pay'));
    expect(api.startValueChangePayment).toHaveBeenCalledWith('item-1', [{ name: 'team', value: 'AC Praha' }]);
    expect(api.changeMyValues).not.toHaveBeenCalled();
  });
});
