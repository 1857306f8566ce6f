import type { Locale } from '../codelists/enums';

/** Refusals of the refund actions (functions/domain/refunds), cs and en. */
export const REFUND_MESSAGES = {
  'refunds.notCardPaid': {
    cs: 'Objednávka nebyla zaplacena kartou, peníze nelze vrátit na kartu.',
    en: 'The order was not paid by card, so nothing can be refunded to a card.',
  },
  'refunds.notTransferPaid': {
    cs: 'Objednávka nebyla zaplacena převodem.',
    en: 'The order was not paid by bank transfer.',
  },
  'refunds.nothingToRefund': {
    cs: 'Není co vracet: nejdřív zrušte objednávku nebo položku s vrácenou částkou.',
    en: 'There is nothing to refund: first cancel the order or an item with a returned amount.',
  },
  'refunds.amountTooHigh': {
    cs: 'Částka je vyšší než to, co zbývá vrátit ({{refundable}}).',
    en: 'The amount is more than what is left to refund ({{refundable}}).',
  },
  'refunds.concurrentChange': {
    cs: 'Objednávku mezitím změnil někdo jiný. Načtěte ji znovu a zkuste to znovu.',
    en: 'Someone else changed the order meanwhile. Reload it and try again.',
  },
  'refunds.refundIdTaken': {
    cs: 'Tato žádost o vrácení už patří jiné objednávce nebo částce.',
    en: 'This refund request already belongs to another order or amount.',
  },
  'refunds.gatewayUnavailable': {
    cs: 'Platební brána neodpověděla. Vrácení zůstává ve stavu „požadováno“; zkuste ho zopakovat, peníze se nevrátí dvakrát.',
    en: 'The payment gateway did not answer. The refund stays “requested”; retry it, the money is never refunded twice.',
  },
  'refunds.eventHasNoCardRefunds': {
    cs: 'V této akci nejsou žádné objednávky placené kartou, které by čekaly na vrácení peněz.',
    en: 'This event has no card-paid orders waiting for a refund.',
  },
  'refunds.nothingForAbo': {
    cs: 'V seznamu není žádná vratka v Kč na známý český účet, kterou by šlo dát do dávky ABO.',
    en: 'The list has no CZK refund to a known Czech account that could go into an ABO batch.',
  },
  'refunds.invalidDebitAccount': {
    cs: 'Účet, ze kterého se vratky platí, není platné české číslo účtu (předčíslí-číslo/kód banky).',
    en: 'The account the refunds are paid from is not a valid Czech account number (prefix-number/bank code).',
  },
} as const satisfies Record<string, Record<Locale, string>>;
