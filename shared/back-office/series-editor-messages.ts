import type { Locale } from '../codelists/enums';

/** Texts of the series editor's codes (admin/series*, admin/series-organizers*), merged into shared/errors/messages.ts. */
export const SERIES_EDITOR_MESSAGES = {
  'seriesEditor.dateToBeforeDateFrom': {
    cs: 'Datum do musí být stejné nebo pozdější než datum od.',
    en: 'Date To must be on or after Date From.',
  },
  'seriesEditor.invalidBankCode': {
    cs: 'Kód banky má čtyři číslice.',
    en: 'The bank code has four digits.',
  },
  'seriesEditor.seriesNotFound': { cs: 'Série nebyla nalezena.', en: 'The series was not found.' },
  'seriesEditor.organizerNotFound': {
    cs: 'Pořadatel nebyl nalezen.',
    en: 'The organizer was not found.',
  },
  'seriesEditor.emailLayoutNotFound': {
    cs: 'Šablona e-mailů nebyla nalezena.',
    en: 'The e-mail template was not found.',
  },
  'seriesEditor.changedMeanwhile': {
    cs: 'Záznam mezitím změnil někdo jiný. Načtěte jej znovu a změny proveďte ještě jednou.',
    en: 'Someone else changed this record meanwhile. Reload it and make your changes again.',
  },
  'seriesEditor.seriesHasRegistrations': {
    cs: 'Sérii nelze smazat: má registrace. Registrace zůstávají, proto zůstává i série.',
    en: 'The series cannot be deleted: it has registrations, which must keep their series.',
  },
  'seriesEditor.seriesHasEvents': {
    cs: 'Sérii nelze smazat, dokud má závody. Nejprve smažte její závody.',
    en: 'The series cannot be deleted while it has events. Delete its events first.',
  },
  'seriesEditor.organizerInUse': {
    cs: 'Pořadatele nelze smazat: pořádá sérii „{{series}}“.',
    en: 'The organizer cannot be deleted: it organizes the series “{{series}}”.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
