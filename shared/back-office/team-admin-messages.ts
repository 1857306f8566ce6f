import type { Locale } from '../codelists/enums';
import { SHARED_TEXTS } from '../errors/shared-texts';

/** Refusals of the admin team calls (functions/domain/team-admin). */
export const TEAM_ADMIN_MESSAGES = {
  'teams.notFound': SHARED_TEXTS.teamNotFound,
  'teams.nameTaken': {
    cs: 'Tým s tímto názvem už v závodě existuje.',
    en: 'A team with this name already exists in the race.',
  },
  'teams.hasMembers': {
    cs: 'Tým má registrované členy. Nejdřív je přesuňte do jiného týmu nebo z týmu odeberte.',
    en: 'The team has registered members. Move them to another team or remove them from the team first.',
  },
  'teams.changedMeanwhile': SHARED_TEXTS.teamChangedMeanwhile,
  'teams.capacityFull': {
    cs: 'Kapacita týmu je plná.',
    en: 'The team capacity is full.',
  },
  'teams.capacityBelowMembers': {
    cs: 'Kapacitu týmu nelze snížit na {{capacity}}: místa v týmu už drží {{used}} členů.',
    en: 'The team capacity cannot be {{capacity}}: {{used}} members already hold a place in the team.',
  },
  'teams.teamUnavailable': {
    cs: 'Tým této registrace už neexistuje (jeho poslední člen odešel) nebo je plný, registrace do něj nemůže znovu vstoupit.',
    en: 'The team of this registration no longer exists (its last member left) or is full; the registration cannot take its place again.',
  },
  'teams.otherRace': {
    cs: 'Registraci lze přesunout jen do týmu stejného závodu.',
    en: 'A registration can only move to a team of the same race.',
  },
  'teams.sameTeam': { cs: 'Registrace už v tomto týmu je.', en: 'The registration is already in this team.' },
  'teams.notInTeam': { cs: 'Registrace není v žádném týmu.', en: 'The registration is not in any team.' },
  'teams.relayItem': {
    cs: 'Závodníky štafety mění vedoucí týmu na stránce týmu.',
    en: 'Relay racers are changed by the team manager on the team page.',
  },
  'teams.itemInactive': {
    cs: 'Registrace je zrušená nebo propadlá.',
    en: 'The registration is cancelled or expired.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
