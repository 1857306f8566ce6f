import type { Locale } from '../codelists/enums';

/** Refusals of the Fio API connection (functions/domain/bank-import/fio-connection.ts), cs and en. */
export const FIO_MESSAGES = {
  'fio.invalidToken': {
    cs: 'Token Fio API má 64 písmen a číslic (bez mezer). Zkopírujte ho celý z internetového bankovnictví.',
    en: 'A Fio API token has 64 letters and digits (no spaces). Copy it whole from the internet banking.',
  },
  'fio.notFioAccount': {
    cs: 'Token Fio API lze uložit jen k účtu u Fio banky (kód banky 2010).',
    en: 'A Fio API token can only be stored for an account at Fio banka (bank code 2010).',
  },
} as const satisfies Record<string, Record<Locale, string>>;
