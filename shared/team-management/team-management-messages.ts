import type { Locale } from '../codelists/enums';
import { SHARED_TEXTS } from '../errors/shared-texts';

/** Texts of the team management codes (series/team-management/*), merged into shared/errors/messages.ts. */
export const TEAM_MANAGEMENT_MESSAGES = {
  'teamManagement.authenticationFailed': {
    cs: 'Přihlášení k týmu se nezdařilo: nesprávný e-mail nebo PIN.',
    en: 'Team sign-in failed: wrong e-mail or PIN.',
  },
  'teamManagement.teamNotFound': SHARED_TEXTS.teamNotFound,
  'teamManagement.notRelay': {
    cs: 'Závodníky lze měnit jen u štafety.',
    en: 'Racers can only be changed for a relay.',
  },
  'teamManagement.relayChangesNotYetOpen': {
    cs: 'Změny závodníků štafety jsou možné až od {{from}}.',
    en: 'Relay racers can be changed from {{from}}.',
  },
  'teamManagement.relayChangesClosed': {
    cs: 'Změny závodníků štafety skončily {{to}}.',
    en: 'Relay racer changes closed on {{to}}.',
  },
  'teamManagement.trackTaken': {
    cs: 'Úsek {{track}} už má závodníka.',
    en: 'Leg {{track}} already has a racer.',
  },
  'teamManagement.relayFull': {
    cs: 'Štafeta už má závodníka na každém úseku ({{tracks}}).',
    en: 'The relay already has a racer on every leg ({{tracks}}).',
  },
  'teamManagement.racerNotFound': {
    cs: 'Závodník štafety nebyl nalezen.',
    en: 'The relay racer was not found.',
  },
  'teamManagement.relayChangedMeanwhile': {
    cs: 'Štafetu mezitím změnil někdo jiný. Načtěte ji znovu a zkuste to ještě jednou.',
    en: 'Someone else changed the relay meanwhile. Reload it and try again.',
  },
  'teamManagement.relayOrderInactive': {
    cs: 'Registrace štafety už neplatí (vypršela nebo byla zrušena).',
    en: 'The relay registration is no longer active (expired or cancelled).',
  },
  'teamManagement.relayNotJoinable': {
    cs: 'Do štafety se nelze přidat: registruje se celá najednou.',
    en: 'A relay cannot be joined: it registers all its racers at once.',
  },
  'teamManagement.invitationOtherRace': {
    cs: 'Pozvat lze jen do závodu týmu ({{name}}).',
    en: "Invitations are for the team's race only ({{name}}).",
  },
  'teamManagement.invitationOtherCategory': {
    cs: 'Vybraná kategorie do závodu týmu nepatří.',
    en: "The chosen category is not one of the team's race.",
  },
  'teamManagement.invitationWaveRequired': {
    cs: 'Vyberte vlnu závodu týmu.',
    en: "Choose a wave of the team's race.",
  },
  'teamManagement.invitationRegistrationClosed': {
    cs: 'Registrace do závodu {{name}} je uzavřena, pozvánka by nešla použít.',
    en: 'Registration for {{name}} is closed; the invitation could not be used.',
  },
  'teamManagement.teamFull': {
    cs: 'Tým {{team}} je plný.',
    en: 'The team {{team}} is full.',
  },
  'checkout.invitationNotOpen': {
    cs: 'Registrace do závodu {{name}} ještě nezačala, otevře se {{date}}. Pozvánku pak otevřete znovu.',
    en: 'Registration for {{name}} is not open yet; it opens on {{date}}. Open the invitation again then.',
  },
  'checkout.invitationNotFound': {
    cs: 'Pozvánka do týmu neexistuje nebo už neplatí.',
    en: 'The team invitation does not exist or is no longer valid.',
  },
  'checkout.notTeamRace': {
    cs: 'Závod {{name}} není týmový ani štafetový.',
    en: 'The race {{name}} is neither a team race nor a relay.',
  },
  'teamManagement.memberNotFound': {
    cs: 'Člen týmu nebyl nalezen.',
    en: 'The team member was not found.',
  },
  'teamManagement.memberWithoutEmail': {
    cs: 'Člen týmu nemá e-mail, vedení mu předat nelze.',
    en: 'The team member has no e-mail; the team cannot be handed over to them.',
  },
  'teamManagement.alreadyManager': {
    cs: 'Tento člen už tým vede.',
    en: 'This member already manages the team.',
  },
  'teamManagement.teamChangedMeanwhile': SHARED_TEXTS.teamChangedMeanwhile,
} as const satisfies Record<string, Record<Locale, string>>;
