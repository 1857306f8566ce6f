import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { EMPTY_PAYMENT_DETAIL, PaymentDetailForm } from './payment-details-tab';

vi.mock('../../../../lib/api-client', () => ({ api: { call: vi.fn().mockResolvedValue([]) } }));

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const change = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

beforeEach(() => i18n.changeLanguage('cs'));
afterEach(() => cleanup());

describe('payment detail form', () => {
  it('checks the Czech account as typed and submits a valid one for the whole series', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderKit(
      <PaymentDetailForm
        seriesId="11111111-1111-4111-8111-111111111111"
        defaultValues={EMPTY_PAYMENT_DETAIL}
        submitLabel="Přidat účet"
        onSubmit={onSubmit}
      />,
    );
    change(/^Číslo účtu/, '19-2000145398');
    change(/^Kód banky/, '0800');
    fireEvent.click(screen.getByRole('button', { name: 'Přidat účet' }));
    await waitFor(() => expect(field(/^Číslo účtu/).getAttribute('aria-invalid')).toBe('true'));
    expect(onSubmit).not.toHaveBeenCalled();
    change(/^Číslo účtu/, '19-2000145399');
    fireEvent.click(screen.getByRole('button', { name: 'Přidat účet' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      bankAccount: '19-2000145399',
      bankCode: '0800',
      currency: 'CZK',
      eventGuid: '',
    });
  });
});
