import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { api } from '../../../../lib/api-client';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { TermsTab } from './terms-tab';

vi.mock('../../../../lib/api-client', () => ({ api: { call: vi.fn() } }));

const SERIES = '11111111-1111-4111-8111-111111111111';
const TERMS = {
  guid: '22222222-2222-4222-8222-222222222222',
  seriesGuid: SERIES,
  name: 'Podmínky 2026',
  label: 'Souhlasím s [[podmínkami]]',
  conditions: '<p>Startovné se nevrací.</p>',
  usedBy: [{ guid: '33333333-3333-4333-8333-333333333333', name: 'Jarní běh' }],
};
const call = vi.mocked(api.call);

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  call.mockReset();
  call.mockImplementation((route) => Promise.resolve(route === adminSeriesRoutes.terms ? [TERMS] : TERMS));
});
afterEach(() => cleanup());

describe('terms tab', () => {
  it('lists the terms with the events that use them', async () => {
    renderKit(<TermsTab seriesId={SERIES} />);
    expect(await screen.findByText('Podmínky 2026')).toBeTruthy();
    expect(screen.getByText('Používá: Jarní běh')).toBeTruthy();
  });

  it('refuses empty fields and creates terms of the series', async () => {
    renderKit(<TermsTab seriesId={SERIES} />);
    await screen.findByText('Podmínky 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Přidat podmínky' }));
    const form = await screen.findByRole('form', { name: 'Obchodní podmínky' });
    const submit = () =>
      fireEvent.click(
        screen
          .getAllByRole('button', { name: 'Přidat podmínky' })
          .find((b) => form.contains(b)) as HTMLElement,
      );
    submit();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Název/ }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(call).not.toHaveBeenCalledWith(adminSeriesRoutes.createTerms, expect.anything());
    fireEvent.change(screen.getByRole('textbox', { name: /^Název/ }), { target: { value: 'Nové' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Text souhlasu/ }), {
      target: { value: 'Souhlasím' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upravit jako HTML' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /^Znění podmínek/ }), {
      target: { value: '<p>Text</p>' },
    });
    submit();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(adminSeriesRoutes.createTerms, {
        body: { name: 'Nové', label: 'Souhlasím', conditions: '<p>Text</p>', seriesGuid: SERIES },
      }),
    );
  });
});
