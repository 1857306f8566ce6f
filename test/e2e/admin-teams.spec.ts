import type { APIRequestContext } from '@playwright/test';
import { DEMO, demoGuid } from '../../scripts/local/seed-data';
import { signInDemoAdmin } from './back-office-support';
import { API_HEADERS, expect, expectAccessible, test, waitForApp } from './fixtures';

/**
 * Admin teams (issue 11 §7): an admin opens the series' Teams tab, renames a team, then moves a
 * member to another team from the order detail (with confirmation); cs, then the tab in English.
 */
test.describe.configure({ timeout: 90_000 });

const value = (name: string) => demoGuid(`cardvalue:spring-team:${name}`);

/** A team order in the company race (anonymous, bank transfer) founding the team `teamName`. */
async function teamOrder(
  request: APIRequestContext,
  lastName: string,
  teamName: string,
): Promise<{ guid: string; variableSymbol: string }> {
  const email = `${lastName.toLowerCase()}@example.com`;
  const res = await request.post('/api/v1/checkout/register', {
    headers: API_HEADERS,
    data: {
      idempotencyKey: crypto.randomUUID(),
      currency: 'CZK',
      language: 'cs',
      registrator: { firstName: 'Tereza', lastName, email, birthDate: '1988-03-04', gender: 2 },
      paymentMethod: 2,
      discounts: [],
      termsAccepted: true,
      personalDataConsent: true,
      items: [
        {
          seriesEventGuid: DEMO.eventSpring,
          subEventGuid: DEMO.subTeam,
          categoryGuid: demoGuid('cat:team-open'),
          waveGuid: null,
          teamName,
          termsAccepted: true,
          cards: [
            {
              cardGuid: demoGuid('card:spring-team'),
              values: {
                [value('firstName')]: 'Tereza',
                [value('lastName')]: lastName,
                [value('gender')]: '2',
                [value('birthDate')]: '1988-03-04',
              },
            },
          ],
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { registrationGuid: string; variableSymbol: string };
  return { guid: body.registrationGuid, variableSymbol: body.variableSymbol };
}

test('an admin renames a team in the series Teams tab and moves a member to another team', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const first = `Šneci ${stamp}`;
  const second = `Želvy ${stamp}`;
  await signInDemoAdmin(page);
  const founder = await teamOrder(request, `Zakladatelka${stamp}`, first);
  await teamOrder(request, `Druha${stamp}`, second);

  await page.goto(`/admin/series/${DEMO.seriesCup}/teams`);
  await waitForApp(page);
  await page.getByLabel('Název týmu nebo e-mail vedoucího').fill(stamp);
  await page.getByRole('button', { name: 'Použít filtr' }).click();
  const table = page.getByRole('table', { name: 'Seznam týmů' });
  await expect(table.getByRole('rowheader')).toHaveText([first, second]);
  await expectAccessible(page, 'series teams tab');

  await table.getByRole('button', { name: `Upravit tým ${first}` }).click();
  const renamed = `Rychlí ${first}`;
  const form = page.getByRole('form', { name: `Tým ${first}` });
  await form.getByRole('textbox', { name: 'Název týmu' }).fill(renamed);
  await form.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText(`Tým ${renamed} byl uložen.`)).toBeVisible();
  await expect(table.getByRole('rowheader')).toHaveText([renamed, second]);

  // The founder moves to the second team from the order detail.
  await page.goto(`/admin/registrations/${founder.guid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Objednávka ${founder.variableSymbol}`);
  await page.getByRole('button', { name: 'Změnit tým' }).click();
  await page.getByLabel(`Nový tým (nyní ${renamed})`).selectOption({ label: `${second} (4 volných míst)` });
  await page.getByRole('button', { name: 'Přesunout' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`do týmu ${second}`);
  await dialog.getByRole('button', { name: 'Změnit tým' }).click();
  await expect(page.getByText('Registrace je v novém týmu.')).toBeVisible();
  await expect(page.getByRole('main').getByText('Přesunuto do jiného týmu')).toBeVisible();
  await expectAccessible(page, 'order detail after a team move');

  // The tab in English: the renamed team, left by its only member, is gone; the second has two.
  await page.goto(`/admin/series/${DEMO.seriesCup}/teams?searchText=${stamp}`);
  await waitForApp(page);
  await page
    .getByRole('group', { name: 'Jazyk' })
    .getByRole('button', { name: /English/ })
    .click();
  const teams = page.getByRole('table', { name: 'Teams' });
  await expect(teams.getByRole('rowheader')).toHaveText([second]);
  await expect(teams.getByRole('row').filter({ hasText: second })).toContainText('2 taken, 3 free');
  await expectAccessible(page, 'series teams tab (en)');
});
