import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/chakra-system';
import { i18n } from '../../../lib/i18n';
import { ValueChangeResult } from './value-change-result';

const api = vi.hoisted(() => ({ myValueChange: vi.fn() }));
vi.mock('../api/value-change-api', () => api);

const answer = (status: string) => ({
  closedReason: null,
  values: [],
  price: { amount: 5000, currency: 'CZK' },
  payment: {
    id: 'change-1',
    status,
    amount: 5000,
    currency: 'CZK',
    values: [{ name: 'team', label: 'Klub', value: 'AC Praha' }],
  },
});

const show = () =>
  render(
    <ChakraProvider value={getSystem()}>
      <ValueChangeResult itemId="item-1" changeId="change-1" />
    </ChakraProvider>,
  );

beforeEach(() => api.myValueChange.mockReset());
afterEach(() => cleanup());

describe('the result of a paid change of details', () => {
  it('reads the change from the server: paid and applied (Czech)', async () => {
    await i18n.changeLanguage('cs');
    api.myValueChange.mockResolvedValue(answer('paid'));
    show();
    expect(
      await screen.findByText('Platba 50 Kč proběhla, údaje byly změněny: Klub: AC Praha.'),
    ).toBeTruthy();
    expect(api.myValueChange).toHaveBeenCalledWith('item-1', expect.anything(), 'change-1');
  });

  it('says that a failed payment changed nothing (English)', async () => {
    await i18n.changeLanguage('en');
    api.myValueChange.mockResolvedValue(answer('failed'));
    show();
    expect(
      await screen.findByText(
        'The payment did not go through (declined or cancelled); the details were not changed. You can try again.',
      ),
    ).toBeTruthy();
  });
});
