import type { Locale } from '../codelists/enums';
import { describeGpWebpayResult } from '../payments/gp-webpay-codes';

type Text = Readonly<Record<Locale, string>>;

/**
 * Why the card gateway refused a refund, for the admin (order detail, history) in cs and en. The
 * codes are GP webpay's PRCODE list (spec §8); the refund operation answers mostly 15, 18, 20 and 25.
 * Others fall back to the payment result's title with the codes.
 */
const REFUND_TEXTS: Readonly<Record<number, Text>> = {
  15: {
    cs: 'Brána platbu nenašla (neznámé číslo platby).',
    en: 'The gateway did not find the payment (unknown order number).',
  },
  18: {
    cs: 'Částka je vyšší, než kolik u platby zbývá vrátit (brána už část vrátila, možná ručně v portálu GP webpay).',
    en: 'The amount is more than what is left to refund on the payment (the gateway refunded part of it already, perhaps by hand in the GP webpay portal).',
  },
  20: {
    cs: 'Platba je ve stavu, který vrácení nedovoluje: už byla celá vrácena, nebo ještě nebyla zúčtována.',
    en: 'The payment is in a state that allows no refund: it was refunded in full already, or is not settled yet.',
  },
  25: {
    cs: 'Brána vrácení zamítla: operace není obchodníkovi povolena.',
    en: 'The gateway declined the refund: the operation is not allowed for the merchant.',
  },
  31: {
    cs: 'Brána nepřijala podpis požadavku (klíče obchodníka).',
    en: 'The gateway did not accept the request signature (merchant keys).',
  },
};

export function refundFailureText(prCode: number, srCode: number): Text {
  const own = REFUND_TEXTS[prCode];
  const suffix = ` (PRCODE ${prCode}, SRCODE ${srCode})`;
  if (own) return { cs: own.cs + suffix, en: own.en + suffix };
  return {
    cs: describeGpWebpayResult(prCode, srCode, 'cs').title + suffix,
    en: describeGpWebpayResult(prCode, srCode, 'en').title + suffix,
  };
}
