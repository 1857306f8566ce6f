import { DEMO } from '../../scripts/local/seed-data';
import { startWebhookReceiver } from '../integration/webhooks/webhook-receiver';
import { placeTrailOrder, signInDemoAdmin } from './back-office-support';
import { API_HEADERS, expect, expectAccessible, test, useLanguage, waitForApp } from './fixtures';

/**
 * Webhooks (issue 28 item 3): an admin creates a webhook for the trail series pointing at a
 * partner's receiver (a test server on 127.0.0.1 that checks each signature with the secret the
 * screen showed once), a paid order reaches it, the admin sees the delivery with its attempt and
 * sends it again. The webhook is deleted afterwards.
 */
test.describe('webhooks', () => {
  // A paid order through the projector and the queue, a replay and three axe runs on a shared machine.
  test.setTimeout(240_000);

  test('an admin creates a webhook and sees deliveries', async ({ page, baseURL }) => {
    const receiver = await startWebhookReceiver(200);
    const token = await signInDemoAdmin(page);
    const headers = { ...API_HEADERS, authorization: `Bearer ${token}` };
    const base = `/api/v1/admin/series/${DEMO.seriesTrail}/webhooks`;
    try {
      await useLanguage(page, 'cs', baseURL);
      await page.goto('/admin/webhooks');
      await waitForApp(page);
      await page.getByRole('combobox', { name: 'Série' }).selectOption({ label: 'Trail Tour Beskydy' });
      await page.getByRole('button', { name: 'Použít filtr' }).click();

      await page.getByRole('button', { name: 'Nový webhook' }).click();
      const form = page.getByRole('form', { name: 'Nový webhook' });
      await form.getByRole('textbox', { name: 'Adresa (URL)' }).fill(receiver.url);
      await form.getByRole('textbox', { name: 'Poznámka' }).fill('Časomíra');
      await expect(form.getByRole('checkbox', { name: 'Objednávka zaplacena' })).toBeChecked();
      // The styled box covers the native input: a person clicks the label.
      await form.getByText('Závodník odbaven', { exact: true }).click();
      await expect(form.getByRole('checkbox', { name: 'Závodník odbaven' })).toBeChecked();
      await form.getByRole('button', { name: 'Vytvořit' }).click();

      // The secret is shown once: the partner (our receiver) takes it to verify signatures.
      const secret = (await page.getByLabel('Podpisový klíč').innerText()).trim();
      expect(secret).toMatch(/^whsec_/);
      receiver.setSecret(secret);
      const table = page.getByRole('table', { name: 'Webhooky série' });
      await expect(table.getByRole('rowheader', { name: receiver.url })).toBeVisible();
      await expectAccessible(page, 'webhooks with a new secret');
      await page.getByRole('button', { name: 'Mám ho zkopírovaný' }).click();

      const order = await placeTrailOrder(page.request, `Webhook${Date.now()}`);
      const paid = await page.request.post(`/api/v1/admin/registrations/${order.registrationGuid}/paid`, {
        headers,
      });
      expect(paid.status()).toBe(200);
      const got = await receiver.waitFor((w) => w.payload.data.orderGuid === order.registrationGuid);
      expect(got).toMatchObject({ verified: true, payload: { type: 'order.paid' } });

      await page.getByRole('button', { name: `Doručení na ${receiver.url}` }).click();
      const deliveries = page.getByRole('table', { name: `Doručení na ${receiver.url}` });
      await expect(deliveries.getByText('Doručeno')).toBeVisible({ timeout: 20_000 });
      await expect(deliveries.getByText(/: 200 za \d+ ms/)).toBeVisible();
      await deliveries
        .getByRole('button', { name: /Poslat znovu událost z/ })
        .first()
        .click();
      await expect(page.getByText('Doručení je zařazené k novému odeslání.')).toBeVisible();
      await expect(deliveries.getByText('posláno znovu ručně', { exact: false })).toBeVisible({
        timeout: 20_000,
      });
      expect(receiver.received.filter((w) => w.eventId === got.eventId).every((w) => w.verified)).toBe(true);
      await expectAccessible(page, 'webhook deliveries');

      // The same screen in English (the language switch in the header).
      await page.getByRole('button', { name: 'EN – English' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Webhook endpoints of the series' })).toBeVisible();
      await expectAccessible(page, 'webhooks in English');
    } finally {
      const list = await page.request.get(base, { headers });
      const items =
        ((await list.json()) as { items?: Array<{ webhookId: string; url: string }> }).items ?? [];
      for (const w of items.filter((i) => i.url === receiver.url))
        await page.request.delete(`${base}/${w.webhookId}`, { headers });
      await receiver.close();
    }
  });
});
