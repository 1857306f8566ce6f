import type { Locale } from '../codelists/enums';

/** Refusals of the webhook and partner API calls (functions/domain/webhooks). */
export const WEBHOOK_MESSAGES = {
  'webhooks.localOnly': {
    cs: 'Místní prostředí doručuje webhooky jen na adresy http://127.0.0.1.',
    en: 'The local stack delivers webhooks to http://127.0.0.1 addresses only.',
  },
  'webhooks.httpsRequired': {
    cs: 'Adresa webhooku musí začínat https:// a nesmí obsahovat jméno ani heslo.',
    en: 'The webhook address must start with https:// and hold no user name or password.',
  },
  'webhooks.privateAddress': {
    cs: 'Webhook nelze posílat na soukromou ani místní adresu.',
    en: 'Webhooks cannot be sent to a private or local address.',
  },
  'webhooks.notFound': {
    cs: 'Webhook nebyl nalezen.',
    en: 'The webhook was not found.',
  },
  'webhooks.deliveryNotFound': {
    cs: 'Doručení webhooku nebylo nalezeno.',
    en: 'The webhook delivery was not found.',
  },
  'webhooks.disabled': {
    cs: 'Webhook je vypnutý. Nejprve ho zapněte.',
    en: 'The webhook is disabled. Enable it first.',
  },
  'webhooks.tooMany': {
    cs: 'Série může mít nejvýše {{max}} webhooků.',
    en: 'A series can have at most {{max}} webhooks.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
