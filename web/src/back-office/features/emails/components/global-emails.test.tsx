import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailsRoutes } from '@shared/api/areas/emails';
import type { RouteDef } from '@shared/api/route-types';
import type { EmailPreview, GlobalEmail } from '@shared/back-office/email-schemas';
import { api } from '../../../../lib/api-client';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { GlobalEmails } from './global-emails';

vi.setConfig({ testTimeout: 20_000 });

const GUID = '8f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const rendered = (subject: string, html: string) => ({ subject, html, text: '', unknownVariables: [] });
const preview: EmailPreview = {
  cs: rendered('Zaplaceno', '<p>Díky, Jana</p>'),
  en: rendered('Paid', '<p>Thanks, Jane</p>'),
};
const paid: GlobalEmail = {
  guid: GUID,
  type: 2,
  header: 'Díky za platbu',
  body: '<p>Díky</p>',
  translations: { en: { header: '', body: '' } },
  conditions: { paymentMethods: [2] },
  order: 0,
  dateCreated: '2027-01-02T03:04:05.000Z',
  dateUpdated: '2027-01-02T03:04:05.000Z',
};
const call = vi.spyOn(api, 'call');
const calls: Array<{ route: RouteDef; input: { body?: Record<string, unknown>; params?: unknown } }> = [];

beforeEach(() => {
  calls.length = 0;
  call.mockReset();
  call.mockImplementation(((route: RouteDef, input: { body?: Record<string, unknown> }) => {
    calls.push({ route, input });
    if (route === emailsRoutes.globalEmails) return Promise.resolve([paid]);
    if (route === emailsRoutes.previewGlobalEmail) return Promise.resolve(preview);
    if (route === emailsRoutes.delete) return Promise.resolve({ ok: true });
    return Promise.resolve({ ...paid, ...input.body, guid: 'af1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b' });
  }) as unknown as typeof api.call);
});
afterEach(() => cleanup());

describe('global e-mails', () => {
  it('lists every kind, the defined ones with their condition, and deletes one after confirmation', async () => {
    await i18n.changeLanguage('cs');
    renderKit(<GlobalEmails />);
    const table = await screen.findByRole('table', { name: 'Globální e-maily podle druhu' });
    const row = (await within(table).findByText('Díky za platbu')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Platba převodem')).toBeTruthy();
    // kinds without a global e-mail send the system's text
    expect(within(table).getAllByText('Výchozí text systému').length).toBeGreaterThan(5);
    fireEvent.click(within(row).getByRole('button', { name: /^Smazat globální e-mail/ }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Smazat' }));
    await waitFor(() => expect(calls.some((c) => c.route === emailsRoutes.delete)).toBe(true));
    expect(calls.find((c) => c.route === emailsRoutes.delete)?.input).toEqual({ params: { id: GUID } });
  });

  it('adds one in English: required fields first, then the preview and the save', async () => {
    await i18n.changeLanguage('en');
    renderKit(<GlobalEmails />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add global e-mail: Registration expired' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field must not be empty.')).toHaveLength(2);
    expect(calls.some((c) => c.route === emailsRoutes.create)).toBe(false);

    fireEvent.change(screen.getByLabelText(/^Subject \(Czech\)/), { target: { value: 'Vypršelo' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit as HTML' })[0] as HTMLElement);
    fireEvent.change(await screen.findByLabelText(/^Text \(Czech\)/), {
      target: { value: '<p>Bohužel</p>' },
    });
    const frame = (await screen.findByTitle('E-mail preview (Czech)')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('Díky, Jana');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.route === emailsRoutes.create)).toBe(true));
    expect(calls.find((c) => c.route === emailsRoutes.create)?.input.body).toMatchObject({
      type: 3,
      header: 'Vypršelo',
      body: '<p>Bohužel</p>',
      conditions: { paymentMethods: [] },
    });
  });
});
