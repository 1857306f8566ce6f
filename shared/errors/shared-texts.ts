import type { Locale } from '../codelists/enums';

/**
 * Texts that several codes answer with: each code stays (clients and tests tell the cases apart),
 * the words are written once so that they cannot drift apart.
 */
export const SHARED_TEXTS = {
  seriesNotFound: { cs: 'Série nebyla nalezena.', en: 'The series was not found.' },
  eventNotFound: { cs: 'Akce nebyla nalezena.', en: 'The event was not found.' },
  organizerNotFound: { cs: 'Pořadatel nebyl nalezen.', en: 'The organizer was not found.' },
  emailLayoutNotFound: { cs: 'Šablona e-mailů nebyla nalezena.', en: 'The e-mail template was not found.' },
  teamNotFound: { cs: 'Tým nebyl nalezen.', en: 'The team was not found.' },
  teamChangedMeanwhile: {
    cs: 'Tým mezitím změnil někdo jiný. Načtěte ho znovu.',
    en: 'Someone else changed the team meanwhile. Reload it.',
  },
  soldMeanwhile: {
    cs: 'Prodej nebyl uzavřen: mezitím se změnil počet prodaných míst, nyní je prodáno {{used}}. Potvrďte uzavření znovu.',
    en: 'Sales were not closed: the places sold changed meanwhile, {{used}} are sold now. Confirm closing again.',
  },
  personalIdSlashRequired: {
    cs: 'Rodné číslo zadejte s lomítkem (RRMMDD/XXXX).',
    en: 'Enter the personal number with a slash (YYMMDD/XXXX).',
  },
  personalIdSlashNotAllowed: {
    cs: 'Rodné číslo zadejte bez lomítka (RRMMDDXXXX).',
    en: 'Enter the personal number without a slash (YYMMDDXXXX).',
  },
} as const satisfies Record<string, Record<Locale, string>>;
