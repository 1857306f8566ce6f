import { DEMO, demoGuid } from '../../scripts/local/seed-data';
import { signInDemoAdmin } from './back-office-support';
import { API_HEADERS, expect, expectAccessible, test } from './fixtures';

/**
 * Item change (spec §7): an admin moves a runner of a new order from the 10 km to the 5 km in the
 * order detail (event → race → category, confirmation) and sees the move in the history; the
 * dialog again in English.
 */
test.describe.configure({ timeout: 90_000 });

const value = (name: string) => demoGuid(`cardvalue:spring:${name}`);

test('an admin moves a runner from the 10 km to the 5 km', async ({ page, request }) => {
  const lastName = `Presun${Date.now().toString(36)}`;
  const email = `${lastName.toLowerCase()}@example.com`;
  const res = await request.post('/api/v1/checkout/register', {
    headers: API_HEADERS,
    data: {
      idempotencyKey: crypto.randomUUID(),
      currency: 'CZK',
      language: 'cs',
      registrator: { firstName: 'Pavel', lastName, email, birthDate: '1985-06-07', gender: 1 },
      paymentMethod: 2,
      discounts: [],
      termsAccepted: true,
      personalDataConsent: true,
      items: [
        {
          seriesEventGuid: DEMO.eventSpring,
          subEventGuid: DEMO.sub10k,
          categoryGuid: demoGuid('cat:10k-men'),
          waveGuid: null,
          termsAccepted: true,
          cards: [
            {
              cardGuid: demoGuid('card:spring-regular'),
              values: {
                [value('firstName')]: 'Pavel',
                [value('lastName')]: lastName,
                [value('gender')]: '1',
                [value('birthDate')]: '1985-06-07',
                [value('email')]: email,
                [value('country')]: 'CZE',
                [value('tshirt')]: 'none',
              },
            },
          ],
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const order = (await res.json()) as { registrationGuid: string; variableSymbol: string };

  await signInDemoAdmin(page);
  await page.goto(`/admin/registrations/${order.registrationGuid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Objednávka ${order.variableSymbol}`);
  await page.getByRole('button', { name: 'Změnit závod / kategorii / vlnu' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Akce')).toHaveValue(DEMO.eventSpring);
  await dialog.getByLabel('Závod').selectOption({ label: '5 km' });
  await dialog.getByLabel('Kategorie').selectOption({ label: 'Open' });
  await expectAccessible(page, 'item change dialog');
  await dialog.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(dialog).toContainText(`Přesunout Pavel ${lastName} z `);
  await expect(dialog).toContainText('do Desítka Stromovka – 5 km – Open?');
  await dialog.getByRole('button', { name: 'Přesunout' }).click();
  await expect(page.getByText('Registrace byla přesunuta.')).toBeVisible();
  const history = page.getByRole('region', { name: 'Historie' });
  await expect(history).toContainText('Přesun do jiného závodu / kategorie / vlny');
  await expect(history).toContainText('Závod: 10 km → 5 km; Kategorie: Muži → Open');

  // The dialog in English.
  await page
    .getByRole('group', { name: 'Jazyk' })
    .getByRole('button', { name: /English/ })
    .click();
  await page.getByRole('button', { name: 'Change race / category / wave' }).click();
  const en = page.getByRole('dialog');
  await expect(en).toContainText('Now: ');
  await expect(en.getByLabel('Race')).toHaveValue(DEMO.sub5k);
  await expectAccessible(page, 'item change dialog (en)');
  await en.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
