import { randomUUID } from 'node:crypto';
import { DEMO } from '../../scripts/local/seed-data';
import { DEMO_EMAILS, demoEmailItems } from '../../scripts/local/seed-emails';
import { MAILBOX } from './account-support';
import { placeBankTransferOrder, signInDemoAdmin } from './back-office-support';
import { API_HEADERS, expect, expectAccessible, test, waitForApp } from './fixtures';

/** The HTML bodies of the e-mails the local mailbox holds for an address. */
async function mailBodies(email: string): Promise<string[]> {
  const res = await fetch(`${MAILBOX}/store`);
  const { emails } = (await res.json()) as {
    emails: Array<{ destination: { to: string[] }; body: { html?: string } }>;
  };
  return emails
    .filter((m) => m.destination.to.some((to) => to.toLowerCase() === email))
    .map((m) => m.body.html ?? '');
}

/** The seeded "payment received" e-mail of Desítka Stromovka (its 10 km, no conditions), as saved. */
function seededPaymentEmail() {
  const seeded = demoEmailItems().find((i) => i.guid === DEMO_EMAILS.springPayment);
  if (!seeded) throw new Error('the demo payment e-mail is not seeded');
  const { type, header, body, translations, order } = seeded;
  return { eventGuid: DEMO.eventSpring, type, header, body, translations, order };
}

/**
 * Event e-mails (issue 13, spec §2 series "E-mails" tab, §3 E-mail): an admin adds a sentence to
 * the Czech and English texts of the Desítka Stromovka "payment received" e-mail, reads it in the
 * sender's preview in Czech, then (with the back office in English) in English, and saves. A runner's
 * bank-transfer order for the 10 km is set paid in the order detail, and the e-mail that arrives in
 * the mailbox carries the sentence. The seeded text is put back afterwards (other journeys pay
 * 10 km orders and receive this e-mail).
 */
test('an admin edits the payment e-mail, previews it and the paid runner receives it', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 8);
  const csSentence = `Medaile ${tag} čeká v cíli.`;
  const enSentence = `Medal ${tag} waits at the finish.`;
  const token = await signInDemoAdmin(page);
  const headers = { ...API_HEADERS, authorization: `Bearer ${token}` };

  try {
    await page.goto(`/admin/series/${DEMO.seriesCup}/emails?event=${DEMO.eventSpring}`);
    await waitForApp(page);
    // The event has two "payment received" e-mails (the kids run's first): the 10 km one by subject.
    await page
      .getByRole('table', { name: 'E-maily akce podle druhu' })
      .getByRole('row')
      .filter({ hasText: 'jste na startovní listině' })
      .getByRole('button', { name: 'Upravit e-mail: Platba přijata' })
      .click();
    const form = page.getByRole('form', { name: 'E-mail: Platba přijata' });
    // The body links to a variable, which the formatted editor cannot keep: it is edited as HTML.
    const body = form.getByRole('textbox', { name: /^Text \(česky\)/ });
    const bodyEn = form.getByRole('textbox', { name: /^Text \(anglicky\)/ });
    await expect(body).toHaveValue(/Uvidíme se ve Stromovce!/);
    await body.fill(`${await body.inputValue()}<p>${csSentence}</p>`);
    await bodyEn.fill(`${await bodyEn.inputValue()}<p>${enSentence}</p>`);

    await expect(
      page.frameLocator('iframe[title="Náhled e-mailu (Česky)"]').getByText(csSentence),
    ).toBeVisible();
    // The preview is a sandboxed frame without scripts: axe cannot run inside it (its text is checked).
    const preview = { exclude: ['iframe[title^="Náhled e-mailu"]', 'iframe[title^="E-mail preview"]'] };
    await expectAccessible(page, 'payment e-mail form with its preview', preview);

    await page
      .getByRole('group', { name: 'Jazyk' })
      .getByRole('button', { name: /English/ })
      .click();
    const formEn = page.getByRole('form', { name: 'E-mail: Payment received' });
    await expect(formEn.getByRole('textbox', { name: /^Text \(English\)/ })).toHaveValue(
      new RegExp(enSentence),
    );
    await page
      .getByRole('group', { name: 'Preview language' })
      .getByRole('button', { name: 'English' })
      .click();
    await expect(
      page.frameLocator('iframe[title="E-mail preview (English)"]').getByText(enSentence),
    ).toBeVisible();
    await expectAccessible(page, 'payment e-mail form with its preview (en)', preview);
    await formEn.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The e-mail was saved.')).toBeVisible();

    // A runner pays a Czech order for the 10 km: the admin sets it paid in the order detail.
    const order = await placeBankTransferOrder(page.request, `Medaile${Date.now()}`);
    await page.goto(`/admin/registrations/${order.registrationGuid}`);
    await waitForApp(page);
    // (a new page load: the back office speaks the admin's own language, Czech, again)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Objednávka ${order.variableSymbol}`);
    await page.getByRole('button', { name: 'Označit jako zaplacenou' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Označit jako zaplacenou' }).click();
    await expect(page.getByText('Objednávka je zaplacená, potvrzovací e-mail se odesílá.')).toBeVisible();

    await expect
      .poll(async () => (await mailBodies(order.email)).filter((html) => html.includes(csSentence)).length, {
        timeout: 20_000,
      })
      .toBe(1);
  } finally {
    const restored = await page.request.put(`/api/v1/admin/series/emails/${DEMO_EMAILS.springPayment}`, {
      headers,
      data: seededPaymentEmail(),
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
