import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { seriesRoutes } from '@shared/api/areas/series';
import type { RouteDef } from '@shared/api/route-types';
import type { EmailPreview } from '@shared/back-office/email-schemas';
import { api } from '../../../../lib/api-client';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { EmailForm } from './email-form';

vi.setConfig({ testTimeout: 20_000 });

const EVENT = '7f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const RACE = '9f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const CATEGORY = 'af1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const rendered = (subject: string, html: string) => ({ subject, html, text: '', unknownVariables: [] });
const preview: EmailPreview = {
  cs: rendered('Zaplaceno', '<p>Dobrý den, Jana</p>'),
  en: rendered('Paid', '<p>Hello Jane</p>'),
};
const call = vi.spyOn(api, 'call');
const calls: Array<{ route: RouteDef; input: { body?: Record<string, unknown> } }> = [];

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  calls.length = 0;
  call.mockReset();
  call.mockImplementation(((route: RouteDef, input: { body?: Record<string, unknown> }) => {
    calls.push({ route, input });
    if (route === adminSeriesRoutes.previewEmail) return Promise.resolve(preview);
    if (route === seriesRoutes.event)
      return Promise.resolve({
        subevents: [{ guid: RACE, name: '10 km', categories: [{ guid: CATEGORY, name: 'Muži 18–39' }] }],
      });
    if (route === adminSeriesRoutes.sendTestEmail) return Promise.resolve({ to: 'alena@example.com' });
    return Promise.resolve({ ...input.body, guid: '8f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b' });
  }) as unknown as typeof api.call);
});
afterEach(() => cleanup());

describe('e-mail form', () => {
  it('inserts a variable chip at the cursor of the last focused field', async () => {
    renderKit(<EmailForm eventGuid={EVENT} type={2} onDone={() => undefined} />);
    const subject = screen.getByLabelText(/^Předmět \(česky\)/) as HTMLInputElement;
    fireEvent.change(subject, { target: { value: 'Zaplaceno – ' } });
    fireEvent.focus(subject);
    subject.setSelectionRange(12, 12);
    fireEvent.click(screen.getByRole('button', { name: /Název akce \(eventName\)/ }));
    await waitFor(() => expect(subject.value).toBe('Zaplaceno – {{eventName}}'));
  });

  it('shows the preview of the server in a sandboxed frame, in cs and en', async () => {
    renderKit(<EmailForm eventGuid={EVENT} type={2} onDone={() => undefined} />);
    const frame = (await screen.findByTitle('Náhled e-mailu (Česky)')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('Dobrý den, Jana');
    fireEvent.click(screen.getByRole('button', { name: 'Anglicky' }));
    const en = (await screen.findByTitle('Náhled e-mailu (Anglicky)')) as HTMLIFrameElement;
    expect(en.getAttribute('srcdoc')).toContain('Hello Jane');
    expect(
      calls.some((c) => c.route === adminSeriesRoutes.previewEmail && c.input.body?.eventGuid === EVENT),
    ).toBe(true);
  });

  it('saves the e-mail of the event and sends a test in the language shown', async () => {
    const done = vi.fn();
    renderKit(<EmailForm eventGuid={EVENT} type={2} onDone={done} />);
    fireEvent.change(screen.getByLabelText(/^Předmět \(česky\)/), { target: { value: 'Zaplaceno' } });
    // The body opens in the formatted editor; its HTML source is a switch away.
    fireEvent.click(screen.getAllByRole('button', { name: 'Upravit jako HTML' })[0] as HTMLElement);
    fireEvent.change(await screen.findByLabelText(/^Text \(česky\)/), { target: { value: '<p>Díky</p>' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Platba převodem' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Muži 18–39 (10 km)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Poslat mi zkušební e-mail' }));
    await waitFor(() => expect(calls.some((c) => c.route === adminSeriesRoutes.sendTestEmail)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    const created = calls.find((c) => c.route === adminSeriesRoutes.createEmail);
    expect(created?.input.body).toMatchObject({
      eventGuid: EVENT,
      type: 2,
      header: 'Zaplaceno',
      body: '<p>Díky</p>',
      conditions: { paymentMethods: [2], subEventGuids: [], categoryGuids: [CATEGORY] },
    });
  });
});
