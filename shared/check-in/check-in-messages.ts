import type { Locale } from '../codelists/enums';

/** Refusals of the packet-pickup check-in (functions/domain/check-in). */
export const CHECK_IN_MESSAGES = {
  'checkIn.invalidTicket': {
    cs: 'QR kód není platná vstupenka.',
    en: 'The QR code is not a valid ticket.',
  },
  'checkIn.otherEvent': {
    cs: 'Vstupenka patří k jiné akci.',
    en: 'The ticket belongs to another event.',
  },
  'checkIn.ticketRevoked': {
    cs: 'Vstupenka je zrušená (registrace byla stornována nebo vypršela).',
    en: 'The ticket is revoked (the registration was cancelled or expired).',
  },
  'checkIn.notPaid': {
    cs: 'Registrace {{name}} není zaplacená.',
    en: 'The registration of {{name}} is not paid.',
  },
  'checkIn.notCheckedIn': {
    cs: 'Závodník není odbavený, není co vracet.',
    en: 'The runner is not checked in, there is nothing to undo.',
  },
  'checkIn.changedMeanwhile': {
    cs: 'Registrace se mezitím změnila. Naskenujte vstupenku znovu.',
    en: 'The registration changed meanwhile. Scan the ticket again.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
