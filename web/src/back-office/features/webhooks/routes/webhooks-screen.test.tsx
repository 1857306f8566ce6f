import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventManagerRoutes } from '@shared/api/areas/event-manager';
import { webhooksRoutes } from '@shared/api/areas/webhooks';
import type { RouteDef } from '@shared/api/route-types';
import type { Webhook, WebhookDelivery } from '@shared/webhooks/webhook-schemas';
import { api } from '../../../../lib/api-client';
import { i18n } from '../../../../lib/i18n';
import { setSessionUser } from '../../../../lib/session';
import { renderKit } from '../../../kit/test-support';
import WebhooksScreen from './webhooks-screen';

const SERIES = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const HOOK = '7a1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const webhook: Webhook = {
  webhookId: HOOK,
  seriesGuid: SERIES,
  url: 'https://casomira.example/hooks',
  description: 'Časomíra',
  events: ['order.paid', 'item.checkedIn'],
  createdAt: '2026-11-29T09:00:00.000Z',
  createdBy: 'Admin Demo',
  disabled: false,
  disabledAt: null,
  consecutiveFailures: 0,
};
const delivery: WebhookDelivery = {
  deliveryId: '20261129T100000Z-0123456789abcdef',
  eventId: 'evt_1',
  type: 'order.paid',
  createdAt: '2026-11-29T10:00:00.000Z',
  status: 'delivered',
  attempts: [{ at: '2026-11-29T10:00:01.000Z', statusCode: 200, durationMs: 42, error: null, replay: false }],
  nextAttemptAt: null,
};
const older: WebhookDelivery = {
  ...delivery,
  deliveryId: '20261128T100000Z-0123456789abcdef',
  eventId: 'evt_0',
  createdAt: '2026-11-28T10:00:00.000Z',
  status: 'failed',
  attempts: [{ at: '2026-11-28T10:00:01.000Z', statusCode: 500, durationMs: 7, error: null, replay: false }],
};

/** The checkboxes' state machines start after the first effects: let them before clicking. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

/** Clicks a checkbox and waits until the form holds it (the root shows the controlled state). */
async function toggle(name: string, to: boolean) {
  const box = screen.getByRole('checkbox', { name });
  fireEvent.click(box);
  await waitFor(() =>
    expect(box.closest('label')?.getAttribute('data-state')).toBe(to ? 'checked' : 'unchecked'),
  );
}

// Whole forms and lists render here: on a busy machine one test can take several seconds.
vi.setConfig({ testTimeout: 60_000 });
const call = vi.spyOn(api, 'call');

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  call.mockReset();
  call.mockImplementation(((route: RouteDef, input?: { query?: { cursor?: string } }) => {
    if (route === eventManagerRoutes.series)
      return Promise.resolve({
        page: 0,
        maxPage: 0,
        total: 1,
        rows: [
          {
            guid: SERIES,
            name: 'Pražský pohár',
            dateFrom: '2027-01-01',
            dateTo: '2027-12-31',
            allowOnHomepage: true,
            access: 'all',
          },
        ],
      });
    if (route === webhooksRoutes.list) return Promise.resolve({ items: [webhook] });
    // Two pages: the newest delivery, then (by its id as the cursor) an older failed one.
    if (route === webhooksRoutes.deliveries)
      return Promise.resolve(
        input?.query?.cursor
          ? { items: [older], nextCursor: null }
          : { items: [delivery], nextCursor: delivery.deliveryId },
      );
    if (route === webhooksRoutes.create) return Promise.resolve({ ...webhook, secret: 'whsec_abc' });
    return Promise.resolve({ queued: true });
  }) as unknown as typeof api.call);
});
afterEach(() => {
  cleanup();
  setSessionUser(null);
});

describe('webhooks screen', () => {
  it('creates a webhook with the chosen events and shows its secret once', async () => {
    renderKit(<WebhooksScreen />, { route: `/?series=${SERIES}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Nový webhook' }));
    const form = screen.getByRole('form', { name: 'Nový webhook' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Adresa \(URL\)/ }), {
      target: { value: 'https://casomira.example/hooks' },
    });
    // Without any event the shared schema refuses the form before it is sent.
    await settle();
    await toggle('Objednávka zaplacena', false);
    fireEvent.click(within(form).getByRole('button', { name: 'Vytvořit' }));
    expect(await within(form).findByText('Vyberte aspoň jednu událost.')).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith(webhooksRoutes.create, expect.anything());

    await toggle('Závodník odbaven', true);
    fireEvent.click(within(form).getByRole('button', { name: 'Vytvořit' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(webhooksRoutes.create, {
        params: { id: SERIES },
        body: { url: 'https://casomira.example/hooks', description: '', events: ['item.checkedIn'] },
      }),
    );
    expect((await screen.findByLabelText('Podpisový klíč')).textContent).toBe('whsec_abc');
    fireEvent.click(screen.getByRole('button', { name: 'Mám ho zkopírovaný' }));
    expect(screen.queryByLabelText('Podpisový klíč')).toBeNull();
  });

  it('lists the deliveries of an endpoint with their attempts and sends one again', async () => {
    renderKit(<WebhooksScreen />, { route: `/?series=${SERIES}` });
    const table = await screen.findByRole('table', { name: 'Webhooky série' });
    const row = (await within(table).findByRole('rowheader', { name: webhook.url })).closest(
      'tr',
    ) as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: `Doručení na ${webhook.url}` }));
    const deliveries = await screen.findByRole('table', { name: `Doručení na ${webhook.url}` });
    expect(await within(deliveries).findByText('Doručeno')).toBeTruthy();
    expect(within(deliveries).getByText(/: 200 za 42 ms/)).toBeTruthy();
    fireEvent.click(within(deliveries).getByRole('button', { name: /Poslat znovu událost z/ }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(webhooksRoutes.replay, {
        params: { id: SERIES, webhookId: HOOK, deliveryId: delivery.deliveryId },
      }),
    );
  });

  it('walks the deliveries page by page, older and back to the newest', async () => {
    renderKit(<WebhooksScreen />, { route: `/?series=${SERIES}` });
    const table = await screen.findByRole('table', { name: 'Webhooky série' });
    const row = (await within(table).findByRole('rowheader', { name: webhook.url })).closest(
      'tr',
    ) as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: `Doručení na ${webhook.url}` }));
    const deliveries = await screen.findByRole('table', { name: `Doručení na ${webhook.url}` });
    expect(await within(deliveries).findByText('Doručeno')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Stránky doručení' });
    expect(within(pages).getByRole('button', { name: 'Novější doručení' })).toHaveProperty('disabled', true);
    fireEvent.click(within(pages).getByRole('button', { name: 'Starší doručení' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        webhooksRoutes.deliveries,
        { params: { id: SERIES, webhookId: HOOK }, query: { cursor: delivery.deliveryId } },
        expect.anything(),
      ),
    );
    // The list shows its loading state in between: the table is found again.
    const shown = () => screen.findByRole('table', { name: `Doručení na ${webhook.url}` });
    expect(await within(await shown()).findByText(/: 500 za 7 ms/)).toBeTruthy();
    expect(within(pages).getByText('Strana 2')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Starší doručení' })).toHaveProperty('disabled', true);
    fireEvent.click(within(pages).getByRole('button', { name: 'Novější doručení' }));
    expect(await within(await shown()).findByText(/: 200 za 42 ms/)).toBeTruthy();
    expect(within(pages).getByText('Strana 1')).toBeTruthy();
  });
});
