import type { Locale } from '../codelists/enums';

/** Refusals of the runner self-service (functions/domain/self-service). */
export const SELF_SERVICE_MESSAGES = {
  'selfService.raceChange.notAllowed': {
    cs: 'Pořadatel u tohoto závodu změnu závodu nepovoluje.',
    en: 'The organiser does not allow changing the race of this registration.',
  },
  'selfService.raceChange.deadlinePassed': {
    cs: 'Termín pro změnu závodu už uplynul.',
    en: 'The deadline for changing the race has passed.',
  },
  'selfService.raceChange.raceStarted': {
    cs: 'Závod už začal, změna není možná.',
    en: 'The race has already started; it can no longer be changed.',
  },
  'selfService.raceChange.registrationInactive': {
    cs: 'Registrace je zrušená nebo vypršela, změna není možná.',
    en: 'The registration is cancelled or expired; it cannot be changed.',
  },
  'selfService.raceChange.teamMember': {
    cs: 'Člen týmu nebo štafety mění závod jen s celým týmem. Obraťte se na kapitána týmu nebo pořadatele.',
    en: 'A team or relay member changes race only with the whole team. Ask your team captain or the organiser.',
  },
  'selfService.raceChange.targetNotOffered': {
    cs: 'Do zvoleného závodu, kategorie nebo vlny se přehlásit nelze.',
    en: 'You cannot change to the chosen race, category or wave.',
  },
  'selfService.targetNotInEvent': {
    cs: 'Cílový závod nepatří do této akce.',
    en: 'The target race does not belong to this event.',
  },
  'selfService.noTargetChosen': {
    cs: 'Vyberte alespoň jeden závod, do kterého se lze přehlásit.',
    en: 'Choose at least one race runners may change to.',
  },
  'selfService.duplicateTarget': {
    cs: 'Závod je ve výběru dvakrát.',
    en: 'A race is chosen twice.',
  },
} satisfies Record<string, Record<Locale, string>>;
