import type { RaceOfList } from './waiting-list-ports';

/** The name messages and e-mails use: the race, and its category or wave for a part's list. */
export const listName = (race: Pick<RaceOfList, 'subevent' | 'partName'>) =>
  race.partName ? `${race.subevent.name} – ${race.partName}` : race.subevent.name;
