import type { Locale } from '../codelists/enums';

/** Refusals of the bank payment import and its manual matching, and of jobs. */
export const BANK_PAYMENT_MESSAGES = {
  'jobs.fileMissing': {
    cs: 'Nahraný soubor nebyl nalezen nebo je příliš velký. Nahrajte ho prosím znovu.',
    en: 'The uploaded file was not found or is too large. Please upload it again.',
  },
  'jobs.unexpectedFailure': {
    cs: 'Úlohu se kvůli neočekávané chybě serveru nepodařilo dokončit. Co stihla zpracovat, zůstává uloženo. Zkontrolujte výsledek a podle potřeby ji spusťte znovu; pokud selhává opakovaně, kontaktujte podporu.',
    en: 'The job could not be completed because of an unexpected server error. What it processed so far is kept. Check the outcome and start it again if needed; if it keeps failing, contact support.',
  },
  'bankPayments.paidOrder': {
    cs: 'Tato platba objednávku zaplatila; přiřazení už nelze změnit.',
    en: 'This payment paid its order; the match can no longer be changed.',
  },
  'bankPayments.notIncoming': {
    cs: 'Odchozí nebo nulovou platbu nelze přiřadit k objednávce.',
    en: 'An outgoing or zero payment cannot be matched to an order.',
  },
  'bankPayments.notMatched': {
    cs: 'Platba není přiřazena k žádné objednávce.',
    en: 'The payment is not matched to any order.',
  },
  'bankPayments.alreadyDiscarded': {
    cs: 'Platba už je odložena.',
    en: 'The payment is already discarded.',
  },
  'bankPayments.notDiscarded': {
    cs: 'Platba není odložena.',
    en: 'The payment is not discarded.',
  },
  'bankPayments.changed': {
    cs: 'Platbu mezitím změnil někdo jiný. Načtěte ji znovu.',
    en: 'Someone else changed the payment meanwhile. Reload it.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
