import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Rows from '@shared/accounts/user-area-schemas';
import { getSystem } from '../../../app/chakra-system';
import { i18n } from '../../../lib/i18n';
import { setSessionUser } from '../../../lib/session';
import type { Envelope } from '../model/list-filter';
import { MyOrdersPage } from './my-orders-page';
import { MyRegistrationsPage } from './my-registrations-page';
import { MyTeamsPage } from './my-teams-page';
import { MyTemplatesPage } from './my-templates-page';

const api = vi.hoisted(() => ({
  myOrders: vi.fn(),
  myOrder: vi.fn(),
  myItems: vi.fn(),
  myTeams: vi.fn(),
  myTemplates: vi.fn(),
  myTemplate: vi.fn(),
}));
vi.mock('../api/user-area-api', () => ({ ...api, USER_AREA_PAGE_SIZE: 30 }));

const envelope = <T,>(rows: T[], page = 0, maxPage = 0): Envelope<T> => ({
  page,
  maxPage,
  total: rows.length + maxPage * 30,
  rows,
});

const order = (id: string, o: Partial<Rows.MyOrderRow> = {}) =>
  ({
    id,
    variableSymbol: `VS${id}`,
    dateCreated: '2026-03-01T10:00:00.000Z',
    currency: 'CZK',
    calculatedPrice: 45000,
    paymentMethod: 2,
    paid: false,
    expired: false,
    cancelled: false,
    itemCount: 2,
    events: [{ eventName: 'Jarní běh', subEventName: '10 km' }],
    ...o,
  }) as Rows.MyOrderRow;

const item = (id: string) =>
  ({
    id,
    orderId: `order-${id}`,
    variableSymbol: `VS${id}`,
    firstName: 'Jana',
    lastName: 'Nováková',
    eventName: 'Jarní běh',
    subEventName: '10 km',
    categoryName: 'Ženy',
    teamName: null,
    startNumber: 12,
    currency: 'CZK',
    price: 45000,
    paid: true,
    expired: false,
    cancelled: false,
    dateCreated: '2026-03-01T10:00:00.000Z',
  }) as Rows.MyItemRow;

/** The two cards a test expects (fails loudly when there are fewer). */
function two(cards: HTMLElement[]): [HTMLElement, HTMLElement] {
  const [first, second] = cards;
  if (!first || !second) throw new Error(`expected two cards, found ${cards.length}`);
  return [first, second];
}

/** The URL's query string, shown for the test to read. */
function LocationProbe() {
  const { search } = useLocation();
  return (
    <div data-testid="location" hidden>
      {search}
    </div>
  );
}

const location = () => screen.getByTestId('location').textContent;

function renderAt(page: ReactNode, url = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ChakraProvider value={getSystem()}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          {page}
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

beforeEach(async () => {
  await act(() => i18n.changeLanguage('cs'));
  setSessionUser({
    userId: '11111111-1111-4111-8111-111111111111',
    firstName: 'Jana',
    lastName: 'Nováková',
    email: 'jana@example.com',
    language: 'cs',
    roles: ['user'],
    emailConfirmed: true,
    lastLogin: null,
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  setSessionUser(null);
});

describe('user-area list pages', () => {
  it('visitors see the sign-in prompt and nothing is loaded', () => {
    setSessionUser(null);
    renderAt(<MyOrdersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Přihlaste se' })).toBeTruthy();
    expect(api.myOrders).not.toHaveBeenCalled();
  });

  it('My orders: loading, then the total and one labelled card per order; the filter comes from the URL', async () => {
    api.myOrders.mockResolvedValue(envelope([order('1'), order('2', { paid: true })]));
    renderAt(<MyOrdersPage />, '/?q=jarni&paid=true');
    expect(screen.getByRole('heading', { level: 1, name: 'Moje objednávky' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Načítáme…');
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const [first] = two(within(list).getAllByRole('listitem'));
    expect(first.getAttribute('aria-labelledby')).toBe(within(first).getByRole('heading', { level: 2 }).id);
    expect(within(first).getByRole('heading', { level: 2 }).textContent).toBe('Objednávka VS1');
    expect(first.textContent).toContain('Jarní běh – 10 km');
    expect(screen.getByText('Nalezeny 2 záznamy')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Stránkování' })).toBeNull();
    expect(api.myOrders).toHaveBeenCalledWith(
      { searchText: 'jarni', dateFrom: '', dateTo: '', paid: 'true' },
      0,
      expect.anything(),
    );
    expect((screen.getByRole('searchbox', { name: 'Hledat' }) as HTMLInputElement).value).toBe('jarni');
    expect(screen.getByRole('combobox', { name: 'Zaplaceno' })).toBeTruthy();
  });

  it('filters apply only on demand, from the first page; clearing restores the defaults', async () => {
    api.myOrders.mockResolvedValue(envelope([order('1')], 0, 2));
    renderAt(<MyOrdersPage />, '/?page=1');
    await screen.findByRole('list');
    expect(api.myOrders).toHaveBeenLastCalledWith(
      { searchText: '', dateFrom: '', dateTo: '', paid: '' },
      1,
      expect.anything(),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Hledat' }), { target: { value: 'Novák' } });
    expect(api.myOrders).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Použít filtr' }));
    await waitFor(() => expect(location()).toBe('?q=Nov%C3%A1k'));
    await waitFor(() =>
      expect(api.myOrders).toHaveBeenLastCalledWith(
        { searchText: 'Novák', dateFrom: '', dateTo: '', paid: '' },
        0,
        expect.anything(),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Vymazat filtr' }));
    await waitFor(() => expect(location()).toBe(''));
    expect((screen.getByRole('searchbox', { name: 'Hledat' }) as HTMLInputElement).value).toBe('');
  });

  it('dates are typed as DD/MM/YYYY (spec §9): shown from the URL, masked, a wrong one is not applied', async () => {
    api.myOrders.mockResolvedValue(envelope([order('1')]));
    renderAt(<MyOrdersPage />, '/?from=2026-03-01');
    await screen.findByRole('list');
    const from = screen.getByRole('textbox', { name: 'Datum od' }) as HTMLInputElement;
    expect(from.value).toBe('01/03/2026');
    expect(from.placeholder).toBe('DD/MM/RRRR');
    const to = screen.getByRole('textbox', { name: 'Datum do' }) as HTMLInputElement;
    fireEvent.change(to, { target: { value: '31132026' } });
    expect(to.value).toBe('31/13/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Použít filtr' }));
    await screen.findByText('Neplatné datum.', { exact: false });
    expect(location()).toBe('?from=2026-03-01');
    fireEvent.change(to, { target: { value: '31032026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Použít filtr' }));
    await waitFor(() => expect(location()).toBe('?from=2026-03-01&to=2026-03-31'));
  });

  it('paging: previous / next with the page count, scrolled to the top', async () => {
    api.myOrders.mockImplementation((_filter: unknown, page: number) =>
      Promise.resolve(envelope([order(`p${page}`)], page, 2)),
    );
    renderAt(<MyOrdersPage />);
    const nav = await screen.findByRole('navigation', { name: 'Stránkování' });
    expect(nav.textContent).toContain('Strana 1 z 3');
    expect((within(nav).getByRole('button', { name: 'Předchozí' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(nav).getByRole('button', { name: 'Další' }));
    await waitFor(() => expect(location()).toBe('?page=1'));
    await screen.findByText('Strana 2 z 3');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(await screen.findByText('Objednávka VSp1')).toBeTruthy();
  });

  it('an empty list says so; a failed one offers a retry', async () => {
    api.myOrders.mockResolvedValueOnce(envelope([]));
    renderAt(<MyOrdersPage />);
    expect(await screen.findByText('Nic jsme nenašli.')).toBeTruthy();
    cleanup();
    api.myOrders.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(envelope([order('1')]));
    renderAt(<MyOrdersPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Seznam se nepodařilo načíst');
    fireEvent.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByText('Objednávka VS1')).toBeTruthy();
  });

  it('an order card opens its detail on demand', async () => {
    api.myOrders.mockResolvedValue(envelope([order('1')]));
    api.myOrder.mockResolvedValue({
      ...order('1'),
      items: [{ ...item('i1'), teamName: 'Rychlíci' }],
      discounts: [{ code: 'JARO', amount: 5000 }],
      refunds: [
        {
          method: 'card',
          amount: 20000,
          currency: 'CZK',
          state: 'done',
          dateRequested: '2026-05-02T08:00:00.000Z',
          dateFinished: '2026-05-02T08:00:01.000Z',
        },
      ],
    } as unknown as Rows.MyOrderDetail);
    renderAt(<MyOrdersPage />);
    const toggle = await screen.findByRole('button', { name: 'Zobrazit detail' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const detail = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(detail?.hidden).toBe(true);
    expect(api.myOrder).not.toHaveBeenCalled();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Skrýt detail');
    expect(detail?.hidden).toBe(false);
    const link = await within(detail as HTMLElement).findByRole('link', {
      name: 'Zobrazit registraci a zaplatit',
    });
    expect(link.getAttribute('href')).toBe('/registration/1');
    expect(detail?.textContent).toContain('Jana Nováková · startovní číslo 12');
    expect(detail?.textContent).toContain('Rychlíci');
    expect(detail?.textContent).toContain('Slevy: JARO');
    expect(within(detail as HTMLElement).getByRole('region', { name: 'Vrácené peníze' }).textContent).toMatch(
      /200\s*Kč na platební kartu · vráceno 2\. 5\. 2026/,
    );
    fireEvent.click(toggle);
    expect(detail?.hidden).toBe(true);
  });

  it('My registrations: one card per racer with a link to the registration', async () => {
    api.myItems.mockResolvedValue(envelope([item('1')]));
    renderAt(<MyRegistrationsPage />);
    const card = await screen.findByRole('listitem');
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Jana Nováková');
    expect(card.textContent).toContain('Jarní běh – 10 km · Ženy');
    expect(card.textContent).toContain('startovní číslo 12');
    expect(within(card).getByRole('link', { name: 'Zobrazit registraci' }).getAttribute('href')).toBe(
      '/registration/order-1',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Moje registrace' })).toBeTruthy();
    expect(screen.getByLabelText('Datum od')).toBeTruthy();
  });

  it('My teams: search only, sent as text; managers see the PIN and id and open the team management', async () => {
    api.myTeams.mockResolvedValue(
      envelope([
        {
          id: 't1',
          name: 'Rychlíci',
          kind: 'relay',
          eventName: 'Jarní běh',
          subEventName: 'Štafeta',
          myMembers: 3,
          isManager: true,
          pin: '1234',
        } as Rows.MyTeamRow,
        {
          id: 't2',
          name: 'Pomalí',
          kind: 'team',
          isManager: false,
          pin: null,
          myMembers: 1,
        } as Rows.MyTeamRow,
      ]),
    );
    renderAt(<MyTeamsPage />, '/?q=ry&paid=true');
    const [manager, member] = two(await screen.findAllByRole('listitem'));
    expect(api.myTeams).toHaveBeenCalledWith('ry', 0, expect.anything());
    expect(screen.queryByRole('combobox', { name: 'Zaplaceno' })).toBeNull();
    expect(screen.queryByLabelText('Datum od')).toBeNull();
    expect(manager.textContent).toContain('Jste vedoucí týmu');
    expect(manager.textContent).toContain('PIN týmu: 1234');
    expect(manager.textContent).toContain('Identifikátor týmu: t1');
    expect(manager.textContent).toContain('Štafeta · Jarní běh – Štafeta');
    expect(within(manager).getByRole('link', { name: 'Spravovat tým' }).getAttribute('href')).toBe(
      '/team-management/t1',
    );
    expect(within(member).queryByRole('link', { name: 'Spravovat tým' })).toBeNull();
    expect(member.textContent).not.toContain('Jste vedoucí týmu');
    expect(member.textContent).not.toContain('PIN');
  });

  it('My templates: lead text, search only, and the saved values in the detail', async () => {
    api.myTemplates.mockResolvedValue(
      envelope([
        {
          id: 'tp1',
          firstName: 'Jana',
          lastName: 'Nováková',
          birthYear: 1990,
          dateCreated: '2026-02-01T10:00:00.000Z',
          dateUpdated: '2026-03-01T10:00:00.000Z',
        } as Rows.MyTemplateRow,
      ]),
    );
    api.myTemplate.mockResolvedValue({
      values: { gender: '2', club: 'AC Praha', city: ' ' },
    } as unknown as Rows.MyTemplateDetail);
    renderAt(<MyTemplatesPage />, '/?q=nov');
    expect(screen.getByText('Uložení závodníci, jejichž údaje se vyplní při registraci.')).toBeTruthy();
    const card = await screen.findByRole('listitem');
    expect(api.myTemplates).toHaveBeenCalledWith('nov', 0, expect.anything());
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Jana Nováková (1990)');
    // Spec §3 template columns: created and updated.
    expect(card.textContent).toMatch(/Vytvořeno 1\. 2\. 2026.*Upraveno 1\. 3\. 2026/);
    fireEvent.click(within(card).getByRole('button', { name: 'Zobrazit detail' }));
    expect(await within(card).findByText('Žena')).toBeTruthy();
    expect(card.textContent).toContain('KlubAC Praha');
    expect(card.textContent).not.toContain('Město');
  });

  it('a template without values says so; a failed detail shows the error', async () => {
    api.myTemplates.mockResolvedValue(
      envelope([
        { id: 'a', firstName: 'A', lastName: 'B', birthYear: null, dateUpdated: '2026-03-01T10:00:00.000Z' },
        { id: 'b', firstName: 'C', lastName: 'D', birthYear: null, dateUpdated: '2026-03-01T10:00:00.000Z' },
      ] as Rows.MyTemplateRow[]),
    );
    api.myTemplate.mockImplementation((id: string) =>
      id === 'a' ? Promise.resolve({ values: {} }) : Promise.reject(new Error('down')),
    );
    renderAt(<MyTemplatesPage />);
    const [first, second] = two(await screen.findAllByRole('listitem'));
    expect(within(first).getByRole('heading', { level: 2 }).textContent).toBe('A B');
    fireEvent.click(within(first).getByRole('button', { name: 'Zobrazit detail' }));
    expect(await within(first).findByText('Šablona nemá žádné další údaje.')).toBeTruthy();
    fireEvent.click(within(second).getByRole('button', { name: 'Zobrazit detail' }));
    expect((await within(second).findByRole('alert')).textContent).toContain('Seznam se nepodařilo načíst');
  });
});
