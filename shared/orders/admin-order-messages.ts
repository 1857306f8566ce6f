import type { Locale } from '../codelists/enums';

/** Refusals of the admin order actions (functions/domain/orders/order-state.ts). */
export const ADMIN_ORDER_MESSAGES = {
  'registrations.alreadyPaid': {
    cs: 'Objednávka už je zaplacená.',
    en: 'The order has already been paid.',
  },
  'registrations.orderDeleted': {
    cs: 'Objednávka je smazaná. Nejdřív ji obnovte.',
    en: 'The order has been removed. Restore it first.',
  },
  'registrations.orderExpired': {
    cs: 'Objednávka vypršela, protože nebyla včas zaplacena.',
    en: 'The order expired because it was not paid in time.',
  },
  'registrations.orderCancelled': { cs: 'Objednávka je zrušená.', en: 'The order has been cancelled.' },
  'registrations.alreadyDeleted': {
    cs: 'Objednávka už je smazaná.',
    en: 'The order has already been removed.',
  },
  'registrations.notDeleted': { cs: 'Objednávka není smazaná.', en: 'The order has not been removed.' },
  'registrations.notExpired': { cs: 'Objednávka není propadlá.', en: 'The order has not expired.' },
  'registrations.orderChanged': {
    cs: 'Objednávku mezitím změnil někdo jiný. Načtěte ji znovu.',
    en: 'Someone else changed the order meanwhile. Reload it.',
  },
  'registrations.capacityFull': {
    cs: 'Místa objednávky už jsou obsazená, objednávku nelze obnovit.',
    en: 'The order’s places are taken meanwhile; it cannot be restored.',
  },
  'registrations.itemCancelled': {
    cs: 'Položka je už zrušená.',
    en: 'The item has already been cancelled.',
  },
  'registrations.itemExpired': { cs: 'Položka už propadla.', en: 'The item has already expired.' },
  'registrations.itemAlreadyIssued': { cs: 'Položka už je vydaná.', en: 'The item has already been issued.' },
  'registrations.itemNotIssued': { cs: 'Položka není vydaná.', en: 'The item has not been issued.' },
  'registrations.moveTeamItem': {
    cs: 'Člena týmu nebo štafety nelze přesunout do jiného závodu. Nejdřív ho z týmu vyjměte.',
    en: 'A team or relay member cannot be moved to another race. Take them out of the team first.',
  },
  'registrations.moveNothingChanged': {
    cs: 'Vybraná akce, závod, kategorie, vlna i cena jsou stejné jako dosud.',
    en: 'The chosen event, race, category, wave and price are the same as now.',
  },
  'registrations.moveOtherSeries': {
    cs: 'Položku lze přesunout jen do akce stejné série.',
    en: 'The item can only move to an event of the same series.',
  },
  'registrations.moveToTeamRace': {
    cs: 'Do týmového nebo štafetového závodu nelze položku přesunout.',
    en: 'The item cannot move to a team or relay race.',
  },
  'registrations.moveDiscountNotApplicable': {
    cs: 'Sleva položky se na vybraný závod nevztahuje. Nejdřív ji odeberte v úpravě cen, pak položku přesuňte.',
    en: 'The item’s discount does not apply to the chosen race. Remove it in the price edit first, then move the item.',
  },
  'registrations.returnedAmountTooHigh': {
    cs: 'Vrácená částka je vyšší, než kolik bylo zaplaceno.',
    en: 'The returned amount is more than what was paid.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
