import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { api } from '../../../../lib/api-client';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { DocumentsTab } from './documents-tab';

vi.mock('../../../../lib/api-client', () => ({ api: { call: vi.fn() } }));

const SERIES = '11111111-1111-4111-8111-111111111111';
const EVENT = '22222222-2222-4222-8222-222222222222';
const doc = (guid: string, name: string, type: number, eventGuid: string | null) => ({
  guid,
  seriesGuid: SERIES,
  eventGuid,
  name,
  type,
  url: `/files/${SERIES}/${guid}/${name}`,
  contentType: 'image/png',
  size: 1500,
  dateCreated: null,
});
const LOGO = doc('33333333-3333-4333-8333-333333333333', 'logo.png', 1, null);
const BACKGROUND = doc('44444444-4444-4444-8444-444444444444', 'pozadi.png', 2, EVENT);

const call = vi.mocked(api.call);

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  call.mockImplementation(async (route: { id: string }) => {
    if (route.id === adminSeriesRoutes.events.id) return [{ guid: EVENT, name: 'Jarní běh' }];
    if (route.id === adminSeriesRoutes.seriesDocuments.id) return [LOGO];
    if (route.id === adminSeriesRoutes.eventDocuments.id) return [BACKGROUND];
    return { deleted: true };
  });
});
afterEach(() => {
  cleanup();
  call.mockReset();
});

describe('documents tab', () => {
  it('lists the series logo and the event documents with thumbnails, states the limits', async () => {
    const { container } = renderKit(<DocumentsTab seriesId={SERIES} />);
    expect(await screen.findByRole('button', { name: 'Stáhnout logo.png' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Stáhnout pozadi.png' }, { timeout: 5000 })).toBeTruthy();
    // Thumbnails are decorative (alt=""): the name is written next to them.
    expect([...container.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
      LOGO.url,
      BACKGROUND.url,
    ]);
    // Both the logo and the event document upload state their accepted types and size.
    expect(screen.getAllByText(/2 MB/).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('combobox', { name: 'Účel' })).toBeTruthy();
  });

  it('deletes the series logo only after confirmation', async () => {
    renderKit(<DocumentsTab seriesId={SERIES} />);
    const logoSection = await screen.findByRole('region', { name: 'Logo série' });
    fireEvent.click(
      await within(logoSection).findByRole('button', { name: 'Smazat logo.png' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(call.mock.calls.some(([route]) => route.id === adminSeriesRoutes.deleteDocument.id)).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: /Smazat/ }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(adminSeriesRoutes.deleteDocument, {
        params: { id: SERIES, documentId: LOGO.guid },
      }),
    );
  });
});

describe('editing an event document', () => {
  it('renames it and changes its purpose, sending the event it belongs to', async () => {
    renderKit(<DocumentsTab seriesId={SERIES} />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Upravit dokument pozadi.png' }, { timeout: 5000 }),
    );
    const form = await screen.findByRole('form', { name: 'Upravit dokument pozadi.png' });
    const name = within(form).getByRole('textbox', { name: /^Název/ });
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Uložit dokument' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(call.mock.calls.some(([route]) => route.id === adminSeriesRoutes.updateDocument.id)).toBe(false);
    fireEvent.change(name, { target: { value: 'Pozadí stránky' } });
    fireEvent.change(within(form).getByRole('combobox', { name: /^Účel/ }), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Uložit dokument' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(adminSeriesRoutes.updateDocument, {
        params: { id: BACKGROUND.guid },
        body: { name: 'Pozadí stránky', type: 1, eventGuid: EVENT },
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Upravit dokument pozadi.png' })).toBeNull(),
    );
  });
});
