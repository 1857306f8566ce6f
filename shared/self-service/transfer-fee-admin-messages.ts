import type { Locale } from '../codelists/enums';

/** Refusals of an admin settling a transfer fee by hand (functions/domain/self-service/transfer-fee-by-hand.ts). */
export const TRANSFER_FEE_ADMIN_MESSAGES = {
  'transferFees.notFound': {
    cs: 'Tato registrace nemá nabídku převodu s poplatkem placeným převodem.',
    en: 'This registration has no transfer offer with a fee paid by bank transfer.',
  },
  'transferFees.symbolNotFound': {
    cs: 'Variabilní symbol {{vs}} nepatří žádnému poplatku za převod registrace.',
    en: 'The variable symbol {{vs}} does not belong to any registration transfer fee.',
  },
  'transferFees.alreadyPaid': {
    cs: 'Poplatek za převod je už zaplacený a registrace předaná novému závodníkovi. Nic se nezměnilo.',
    en: 'The transfer fee is already paid and the registration handed over to the new runner. Nothing was changed.',
  },
  'transferFees.notPending': {
    cs: 'Nabídka převodu už nečeká na platbu poplatku (byla zrušena nebo vyřízena jinak). Přijatou platbu vraťte plátci.',
    en: 'The transfer offer no longer waits for its fee (it was cancelled or settled otherwise). Refund the payment received to the payer.',
  },
  'transferFees.pastDeadline': {
    cs: 'Poplatek měl být zaplacen do {{deadline}}; nabídka převodu propadla a zaplatit ji už nelze. Platbu vraťte plátci; registrovaný může převod nabídnout znovu.',
    en: 'The fee was due by {{deadline}}; the transfer offer has expired and can no longer be paid. Refund the payment to the payer; the registrant may offer the transfer again.',
  },
  'transferFees.dateInFuture': {
    cs: 'Datum platby nemůže být v budoucnosti.',
    en: 'The payment date cannot be in the future.',
  },
  'transferFees.amountBelowFee': {
    cs: 'Částka je nižší než poplatek za převod ({{fee}}). Registraci lze předat jen po zaplacení celého poplatku.',
    en: 'The amount is below the transfer fee ({{fee}}). The registration is handed over only once the whole fee is paid.',
  },
  'transferFees.currencyMismatch': {
    cs: 'Platba je v jiné měně než poplatek za převod.',
    en: 'The payment is in another currency than the transfer fee.',
  },
  'transferFees.notApplied': {
    cs: 'Registraci nelze předat: mezitím se změnila (zrušena, plná podkategorie). Poplatek je označen k vrácení.',
    en: 'The registration cannot be handed over: it changed meanwhile (cancelled, a full sub-category). The fee is marked for a refund.',
  },
  'transferFees.rowMatched': {
    cs: 'Platba už je přiřazená. Přiřadit k poplatku lze jen nepřiřazenou příchozí platbu.',
    en: 'The payment is matched already. Only an unmatched incoming payment can be assigned to a fee.',
  },
} satisfies Record<string, Record<Locale, string>>;
