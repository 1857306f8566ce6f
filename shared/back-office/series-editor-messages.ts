import type { Locale } from '../codelists/enums';
import { SHARED_TEXTS } from '../errors/shared-texts';

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
  'seriesEditor.seriesNotFound': SHARED_TEXTS.seriesNotFound,
  'seriesEditor.organizerNotFound': SHARED_TEXTS.organizerNotFound,
  'seriesEditor.emailLayoutNotFound': SHARED_TEXTS.emailLayoutNotFound,
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
  'seriesEditor.reorderMismatch': {
    cs: 'Pořadí musí obsahovat každou akci série právě jednou. Načtěte seznam znovu.',
    en: 'The order must list every event of the series exactly once. Reload the list.',
  },
  'seriesEditor.eventNotFound': SHARED_TEXTS.eventNotFound,
  'seriesEditor.eventHasRaces': {
    cs: 'Akci nelze smazat, dokud má závody (a s nimi případné registrace). Nejprve smažte její závody.',
    en: 'The event cannot be deleted while it has races (and with them any registrations). Delete its races first.',
  },
  'seriesEditor.termsNotFound': {
    cs: 'Obchodní podmínky nebyly v této sérii nalezeny.',
    en: 'The terms and conditions were not found in this series.',
  },
  'seriesEditor.capacityBelowSold': {
    cs: 'Kapacitu nelze snížit na {{capacity}}: už je prodáno {{used}} míst.',
    en: 'The capacity cannot be lowered to {{capacity}}: {{used}} places are already sold.',
  },
  'seriesEditor.soldMeanwhile': SHARED_TEXTS.soldMeanwhile,
  'seriesEditor.copyDocumentMissing': {
    cs: 'Akci nelze zkopírovat: soubor dokumentu „{{name}}“ už neexistuje. Dokument smažte nebo nahrajte znovu a kopírujte znovu.',
    en: 'The event cannot be copied: the file of the document "{{name}}" no longer exists. Delete or upload the document again, then copy again.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
