import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankTransfer, TransferOfferView } from '@shared/self-service/transfer-schemas';
import { getSystem } from '../../../app/chakra-system';
import { i18n } from '../../../lib/i18n';
import { acceptTransfer, transferOffer } from './transfer-api';
import { TransferOfferPage } from './transfer-offer-page';

vi.mock('./transfer-api', () => ({ transferOffer: vi.fn(), acceptTransfer: vi.fn() }));

const OFFER: TransferOfferView = {
  state: 'offered',
  eventName: 'Jarní běh',
  subEventName: '10 km',
  categoryName: 'Muži',
  waveName: null,
  dateFrom: '2027-05-01T08:00:00.000Z',
  fromName: 'Eva Nováková',
  firstName: 'Jan',
  lastName: 'Přítel',
  email: 'jan@example.com',
  fee: 25000,
  currency: 'CZK',
  expiresAt: '2027-04-30T22:00:00.000Z',
  keepsStartNumber: true,
  payment: null,
  bankTransferAllowed: true,
  bankTransfer: null,
  cardFields: [],
};

const TRANSFER: BankTransfer = {
  accountNumber: '19-2000145399/0800',
  iban: 'CZ6508000000192000145399',
  swift: 'GIBACZPX',
  constantSymbol: '0308',
  variableSymbol: '4123456789',
  amount: 25000,
  currency: 'CZK',
  message: 'Jarni beh Pritel Jan',
  qrString: 'SPD*1.0*ACC:CZ6508000000192000145399',
  qrDataUrl: 'data:image/png;base64,AAAA',
  dueDate: '2027-04-30',
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ChakraProvider value={getSystem()}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/transfer-offer/token']}>
          <Routes>
            <Route path="/transfer-offer/:token" element={<TransferOfferPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("transfer offer page: the new runner's own card answers", () => {
  it('asks the plain card fields again, empty, and sends the answers by name', async () => {
    vi.mocked(transferOffer).mockResolvedValue({
      ...OFFER,
      fee: 0,
      bankTransferAllowed: false,
      cardFields: [
        { name: 'emergency', label: 'Emergency contact', type: 1, required: true, value: '' },
        { name: 'newsletter', label: 'Send me news of the series', type: 5, required: false, value: '' },
      ],
    });
    vi.mocked(acceptTransfer).mockResolvedValue({ status: 'accepted' });
    renderPage();
    fireEvent.change(await screen.findByLabelText(/Date of birth/), { target: { value: '1991-02-03' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Male' }));
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Male' }) as HTMLInputElement).checked).toBe(true),
    );
    const emergency = screen.getByLabelText(/Emergency contact/) as HTMLInputElement;
    expect(emergency.value).toBe('');
    // A required answer left empty is never sent.
    fireEvent.click(screen.getByRole('button', { name: 'Accept the registration' }));
    expect(acceptTransfer).not.toHaveBeenCalled();
    fireEvent.change(emergency, { target: { value: '+420 777 123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept the registration' }));
    await waitFor(() => expect(acceptTransfer).toHaveBeenCalled());
    expect(vi.mocked(acceptTransfer).mock.calls[0]?.[1].values).toEqual([
      { name: 'emergency', value: '+420 777 123 456' },
      { name: 'newsletter', value: 'false' },
    ]);
  });
});

describe('transfer offer page: the fee by bank transfer', () => {
  it('sends the card with payBy transfer and shows the variable symbol and QR Platba', async () => {
    vi.mocked(transferOffer).mockResolvedValue(OFFER);
    vi.mocked(acceptTransfer).mockResolvedValue({ status: 'transfer', bankTransfer: TRANSFER });
    renderPage();
    fireEvent.change(await screen.findByLabelText(/Date of birth/), { target: { value: '1991-02-03' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Male' }));
    fireEvent.click(screen.getByRole('radio', { name: 'By bank transfer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show the payment details' }));
    await waitFor(() => expect(screen.getByTestId('transfer-fee-vs').textContent).toBe('4123456789'));
    expect(vi.mocked(acceptTransfer).mock.calls[0]?.[1]).toMatchObject({
      birthDate: '1991-02-03',
      gender: 1,
      payBy: 'transfer',
    });
    expect(screen.getByRole('img', { name: 'QR Platba code of the payment' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pay the transfer fee by bank transfer' })).toBeTruthy();
  });

  it('shows a pending bank transfer again when the link is reopened; no choice without an account', async () => {
    vi.mocked(transferOffer).mockResolvedValue({ ...OFFER, bankTransfer: TRANSFER });
    renderPage();
    expect((await screen.findByTestId('transfer-fee-vs')).textContent).toBe('4123456789');
    cleanup();
    vi.mocked(transferOffer).mockResolvedValue({ ...OFFER, bankTransferAllowed: false });
    renderPage();
    await screen.findByRole('button', { name: 'Pay and accept' });
    expect(screen.queryByText('By bank transfer')).toBeNull();
  });
});
