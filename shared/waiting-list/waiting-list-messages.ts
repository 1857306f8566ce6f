import type { Locale } from '../codelists/enums';

/** Error messages of the waiting list (issue 27), in the spec's §8 style. */
export const WAITING_LIST_MESSAGES = {
  'waitingList.disabled': {
    cs: 'Závod {{name}} nemá čekací listinu.',
    en: 'The race {{name}} has no waiting list.',
  },
  'waitingList.notSoldOut': {
    cs: 'V závodě {{name}} jsou volná místa, registrujte se přímo.',
    en: 'The race {{name}} still has free places; register directly.',
  },
  'waitingList.full': {
    cs: 'Čekací listina závodu {{name}} je plná.',
    en: 'The waiting list of the race {{name}} is full.',
  },
  'waitingList.detailsMissing': {
    cs: 'Vyplňte e-mail, jméno a příjmení.',
    en: 'Fill in your e-mail, first name and last name.',
  },
  'waitingList.partNotFound': {
    cs: 'Kategorie, vlna nebo podkategorie tohoto závodu nebyla nalezena.',
    en: 'The category, wave or sub-category of this race was not found.',
  },
  'waitingList.offerOtherPart': {
    cs: 'Nabídka z čekací listiny drží místo v jiné kategorii nebo vlně, vyberte tu z nabídky.',
    en: 'The waiting-list offer holds a place in another category or wave; choose the one offered.',
  },
  'waitingList.offerOtherSubcategory': {
    cs: 'Nabídka z čekací listiny drží místo v podkategorii, do které závodník podle věku a pohlaví nepatří.',
    en: 'The waiting-list offer holds a place in a sub-category the runner does not fall into by age and gender.',
  },
  'waitingList.notFound': {
    cs: 'Čekací listina nebyla nalezena.',
    en: 'The waiting list was not found.',
  },
  'waitingList.entryNotFound': {
    cs: 'Záznam na čekací listině nebyl nalezen.',
    en: 'The waiting list entry was not found.',
  },
  'waitingList.notWaiting': {
    cs: '{{email}} už na místo nečeká.',
    en: '{{email}} is no longer waiting for a place.',
  },
  'waitingList.noFreePlace': {
    cs: 'V závodě {{name}} není volné místo; nabídka odejde, jakmile se některé uvolní.',
    en: 'The race {{name}} has no free place; the offer goes out as soon as one frees.',
  },
  'waitingList.offerPending': {
    cs: '{{email}} má platnou nabídku místa; odebrat lze až po jejím uplynutí.',
    en: '{{email}} holds an offered place; they can be removed once the offer has passed.',
  },
  'waitingList.cannotMoveUp': {
    cs: '{{email}} nelze posunout výš.',
    en: '{{email}} cannot be moved up.',
  },
  'waitingList.changedMeanwhile': {
    cs: 'Čekací listinu mezitím změnil někdo jiný. Načtěte ji znovu.',
    en: 'Someone else changed the waiting list meanwhile. Reload it.',
  },
  'waitingList.offerNotFound': {
    cs: 'Nabídka místa už neplatí (byla využita nebo vypršela).',
    en: 'The place offer is no longer valid (it was used or has expired).',
  },
  'waitingList.offerOtherRace': {
    cs: 'Nabídnuté místo patří k jinému závodu.',
    en: 'The offered place belongs to another race.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
