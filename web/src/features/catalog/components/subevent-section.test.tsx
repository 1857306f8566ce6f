import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CategoryView,
  EventDetail,
  SubcategoryView,
  SubeventView,
  WaveView,
} from '@shared/catalog/catalog-schemas';
import { getSystem } from '../../../app/chakra-system';
import { i18n } from '../../../lib/i18n';
import { RenderedDataContext } from '../model/rendered-data';
import { SubeventSection } from './subevent-section';

const capacity = { capacity: 10, used: 0, remaining: 10 };
const category = (guid: string, patch: Partial<CategoryView> = {}): CategoryView => ({
  guid,
  name: guid,
  gender: null,
  minAge: null,
  maxAge: null,
  validateAgeToSubEventYear: false,
  price: 40000,
  pricingName: null,
  availability: 'open',
  subcategories: [],
  ...capacity,
  ...patch,
});
const wave = (guid: string, patch: Partial<WaveView> = {}): WaveView => ({
  guid,
  name: guid,
  price: null,
  dateFrom: null,
  dateTo: null,
  availability: 'open',
  ...capacity,
  ...patch,
});
const sub: SubeventView = {
  guid: 'sub',
  eventGuid: 'event',
  name: '10 km',
  type: 1,
  dateFrom: '2027-01-01T09:00:00.000Z',
  dateTo: '2027-01-01T12:00:00.000Z',
  registrationFrom: '2026-01-01T09:00:00.000Z',
  registrationTo: '2026-12-30T09:00:00.000Z',
  startListFrom: null,
  startListTo: null,
  forbidBankTransferFrom: null,
  membersFrom: null,
  membersTo: null,
  allowIndividuals: true,
  availability: 'open',
  startListState: 'open',
  price: 40000,
  priceTo: 40000,
  extras: [],
  categories: [category('Ženy', { template: '<p>Ženy běží dva okruhy.</p>' }), category('Muži')],
  waves: [wave('Vlna A', { template: '<p>Start u brány.</p>' }), wave('Vlna B')],
  templates: {},
  ...capacity,
};
const event = { guid: 'event', currency: 'CZK', subevents: [sub] } as unknown as EventDetail;

beforeEach(() => i18n.changeLanguage('cs'));
afterEach(() => cleanup());

describe('category and wave templates on the event page', () => {
  it('shows the text of the chosen category and wave only', () => {
    render(
      <ChakraProvider value={getSystem()}>
        <MemoryRouter>
          <SubeventSection
            event={event}
            sub={sub}
            cart={{ currency: 'CZK', addItem: vi.fn(), changeCurrency: vi.fn() }}
            updating={false}
          />
        </MemoryRouter>
      </ChakraProvider>,
    );
    expect(screen.queryByText('Ženy běží dva okruhy.')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Ženy/ }));
    expect(screen.getByText('Ženy běží dva okruhy.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Muži/ }));
    expect(screen.queryByText('Ženy běží dva okruhy.')).toBeNull();
    expect(screen.queryByText('Start u brány.')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Vlna A/ }));
    expect(screen.getByText('Start u brány.')).toBeTruthy();
  });
});

describe('wave dates on the event page', () => {
  it('are the start of the wave (registration follows the race), with one bound shown alone', () => {
    const waves = [
      wave('Vlna A', { dateFrom: '2027-01-01T08:00:00.000Z', dateTo: '2027-01-01T08:15:00.000Z' }),
      wave('Vlna B', { dateFrom: '2027-01-01T08:30:00.000Z' }),
    ];
    render(
      <ChakraProvider value={getSystem()}>
        <MemoryRouter>
          <SubeventSection
            event={event}
            sub={{ ...sub, waves }}
            cart={{ currency: 'CZK', addItem: vi.fn(), changeCurrency: vi.fn() }}
            updating={false}
          />
        </MemoryRouter>
      </ChakraProvider>,
    );
    expect(document.body.textContent).toContain('start 1. 1. 2027 09:00 – 1. 1. 2027 09:15');
    expect(document.body.textContent).toContain('start 1. 1. 2027 09:30');
    expect(document.body.textContent).not.toContain('registrace do vlny');
  });
});

describe('the waiting list of a sold-out race', () => {
  const soldOut = (waitingList?: SubeventView['waitingList']): SubeventView => ({
    ...sub,
    availability: 'capacityReached',
    ...(waitingList ? { waitingList } : {}),
  });
  const show = (race: SubeventView) =>
    render(
      <ChakraProvider value={getSystem()}>
        <MemoryRouter>
          <SubeventSection
            event={event}
            sub={race}
            cart={{ currency: 'CZK', addItem: vi.fn(), changeCurrency: vi.fn() }}
            updating={false}
          />
        </MemoryRouter>
      </ChakraProvider>,
    );

  it('offers joining only where the organiser switched a list on', () => {
    show(soldOut('on'));
    expect(screen.getByRole('button', { name: 'Přihlásit se na čekací listinu' })).toBeTruthy();
    cleanup();
    show(soldOut());
    expect(screen.queryByRole('button', { name: 'Přihlásit se na čekací listinu' })).toBeNull();
    expect(screen.queryByText('Čekací listina je plná.')).toBeNull();
  });

  it('says the list is full at its limit (English)', async () => {
    await i18n.changeLanguage('en');
    show(soldOut('full'));
    expect(screen.getByText('The waiting list is full.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the waiting list' })).toBeNull();
  });

  it("offers the chosen category's or wave's own list where that one is sold out", async () => {
    const full = { capacity: 1, used: 1, remaining: 0, availability: 'capacityReached' } as const;
    show({
      ...sub,
      categories: [category('Ženy', { ...full, waitingList: 'on' }), category('Muži')],
      waves: [wave('Vlna A'), wave('Vlna B', { ...full, waitingList: 'full' })],
    });
    const join = () => screen.queryByRole('button', { name: 'Přihlásit se na čekací listinu' });
    fireEvent.click(screen.getByRole('radio', { name: /Muži/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Vlna A/ }));
    expect(join()).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Ženy/ }));
    expect(join()).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Muži/ }));
    expect(join()).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Vlna B/ }));
    expect(screen.getByText('Čekací listina je plná.')).toBeTruthy();
  });

  it("offers each sold-out sub-category's own list under the chosen category (age and gender decide it)", () => {
    const sc = (name: string, patch: Partial<SubcategoryView> = {}): SubcategoryView => ({
      guid: name,
      name,
      gender: 1,
      minAge: null,
      maxAge: null,
      availability: 'open',
      ...capacity,
      ...patch,
    });
    const full = { capacity: 1, used: 1, remaining: 0, availability: 'capacityReached' } as const;
    show({
      ...sub,
      categories: [
        category('Ženy'),
        category('Muži', {
          subcategories: [
            sc('M40', { ...full, waitingList: 'on' }),
            sc('M50', { ...full, waitingList: 'full' }),
            sc('M60', { waitingList: 'on' }),
            sc('M70', full),
          ],
        }),
      ],
    });
    expect(screen.queryByRole('button', { name: /čekací listinu podkategorie/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Muži/ }));
    expect(
      screen.getAllByRole('button', { name: /čekací listinu podkategorie/ }).map((b) => b.textContent),
    ).toEqual(['Přihlásit se na čekací listinu podkategorie M40']);
    expect(screen.getByText('Čekací listina podkategorie M50 je plná.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Ženy/ }));
    expect(screen.queryByRole('button', { name: /čekací listinu podkategorie/ })).toBeNull();
  });
});

describe('a race shown from the rendered page, before the live answer', () => {
  it('says nothing about places left or availability and lets nobody add until the live answer arrives', () => {
    const addItem = vi.fn();
    render(
      <ChakraProvider value={getSystem()}>
        <MemoryRouter>
          <RenderedDataContext value>
            <SubeventSection
              event={event}
              sub={{
                ...sub,
                categories: [...sub.categories, category('Junioři', { availability: 'capacityReached' })],
                waves: [],
              }}
              cart={{ currency: 'CZK', addItem, changeCurrency: vi.fn() }}
              updating={false}
            />
          </RenderedDataContext>
        </MemoryRouter>
      </ChakraProvider>,
    );
    fireEvent.click(screen.getByRole('radio', { name: /Ženy/ }));
    const button = screen.getByRole('button', { name: /košík/i });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    // Said to screen readers through the button, but no visible line that would vanish later.
    const checking = screen.getByText('Ověřujeme volná místa…');
    expect(button.getAttribute('aria-describedby')).toBe(checking.id);
    expect(getComputedStyle(checking).position).toBe('absolute');
    fireEvent.click(button);
    expect(addItem).not.toHaveBeenCalled();
    // Places left and a category's state may have changed since: they read "…", and the rendered
    // text only keeps its room for the live one (hidden, so not read out either).
    expect(screen.getByText(/^Kapacita:/).textContent).toMatch(/^Kapacita: …/);
    const stale = screen.getAllByText(/^volná místa|vyprodáno/);
    expect(stale.map((element) => element.textContent)).toContain('volná místa 10 z 10');
    expect(stale.some((element) => element.textContent?.includes('vyprodáno'))).toBe(true);
    for (const element of stale) expect(getComputedStyle(element).visibility).toBe('hidden');
    expect(getComputedStyle(screen.getByText('Registrace otevřena')).visibility).toBe('hidden');
  });
});
