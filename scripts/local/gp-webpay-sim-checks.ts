import {
  GP_WEBPAY_CURRENCY_CODES,
  GP_WEBPAY_LIMITS,
  type GpWebpayCurrency,
} from '../../functions/adapters/payments/gp-webpay';

/** What the local GP webpay simulator checks in a CREATE_ORDER request, and the answers it may give. */

// ---------------------------------------------------------------------------------------------
// Outcomes

export interface Outcome {
  prCode: number;
  srCode: number;
}

/** The three big buttons; their names ("Zaplatit / Pay", …) and test ids are relied on by browser tests. */
export const SIMULATOR_BUTTONS = [
  { prCode: 0, srCode: 0, testId: 'gp-pay', cs: 'Zaplatit', en: 'Pay', className: 'pay' },
  { prCode: 30, srCode: 1002, testId: 'gp-decline', cs: 'Zamítnout', en: 'Decline', className: 'decline' },
  { prCode: 50, srCode: 0, testId: 'gp-cancel', cs: 'Zrušit', en: 'Cancel', className: 'cancel' },
] as const;

/** Outcomes of one PRCODE with each of its SRCODEs. */
const withCodes = (prCode: number, srCodes: readonly number[]): Outcome[] =>
  srCodes.map((srCode) => ({ prCode, srCode }));

/** The less common answers offered in the select: 3-D Secure declines (28), bank declines (30), others. */
export const SIMULATOR_OTHER_OUTCOMES: readonly Outcome[] = [
  ...withCodes(28, [3000, 3002, 3004, 3005, 3007, 3008]),
  ...withCodes(30, [1001, 1003, 1004, 1005]),
  ...withCodes(35, [0]),
  ...withCodes(1000, [0]),
  ...withCodes(26, [0]),
];

export const outcomeKey = (o: Outcome): string => `${o.prCode}:${o.srCode}`;
export const ALLOWED_OUTCOMES = new Map<string, Outcome>(
  [...SIMULATOR_BUTTONS, ...SIMULATOR_OTHER_OUTCOMES].map((o) => [
    outcomeKey(o),
    { prCode: o.prCode, srCode: o.srCode },
  ]),
);

// RESULTTEXT as the gateway words it (English, informative only; apps must use the codes).
export const RESULT_TEXTS: Readonly<Record<number, string>> = {
  0: 'OK',
  1: 'Field too long',
  2: 'Field too short',
  3: 'Incorrect content of field',
  4: 'Field is null',
  5: 'Missing required field',
  11: 'Unknown merchant',
  14: 'Duplicate order number',
  26: 'Technical problem in connection to authorization center',
  28: 'Declined in 3D',
  30: 'Declined in AC',
  31: 'Wrong digest',
  35: 'Session expired',
  50: 'The cardholder canceled the payment',
  1000: 'Technical problem',
};

// ---------------------------------------------------------------------------------------------
// Request checks

export interface PendingOrder {
  orderNumber: string;
  merOrderNum?: string;
  md?: string;
  returnUrl: string;
  amountMinor: number;
  currency: GpWebpayCurrency;
  description?: string;
  lang: 'cs' | 'en';
}

export interface Refusal extends Outcome {
  cs: string;
  en: string;
}

export const CURRENCY_BY_NUMBER = new Map<string, GpWebpayCurrency>(
  Object.entries(GP_WEBPAY_CURRENCY_CODES).map(([code, num]) => [num, code as GpWebpayCurrency]),
);
export const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** One field rule: its SRCODE, whether it is required, its maximum length and format. */
export interface FieldRule {
  name: string;
  srCode: number;
  required: boolean;
  max: number;
  valid: (v: string) => boolean;
}

export const FIELD_RULES: readonly FieldRule[] = [
  { name: 'OPERATION', srCode: 12, required: true, max: 20, valid: (v) => v === 'CREATE_ORDER' },
  {
    name: 'ORDERNUMBER',
    srCode: 1,
    required: true,
    max: GP_WEBPAY_LIMITS.orderNumberDigits,
    valid: (v) => /^\d+$/.test(v),
  },
  { name: 'AMOUNT', srCode: 6, required: true, max: 15, valid: (v) => /^\d+$/.test(v) && Number(v) > 0 },
  { name: 'CURRENCY', srCode: 7, required: true, max: 3, valid: (v) => CURRENCY_BY_NUMBER.has(v) },
  { name: 'DEPOSITFLAG', srCode: 8, required: true, max: 1, valid: (v) => v === '0' || v === '1' },
  {
    name: 'MERORDERNUM',
    srCode: 10,
    required: false,
    max: GP_WEBPAY_LIMITS.merOrderNumDigits,
    valid: (v) => /^\d+$/.test(v),
  },
  {
    name: 'DESCRIPTION',
    srCode: 26,
    required: false,
    max: GP_WEBPAY_LIMITS.description,
    valid: (v) => PRINTABLE_ASCII.test(v),
  },
  {
    name: 'MD',
    srCode: 25,
    required: false,
    max: GP_WEBPAY_LIMITS.md,
    valid: (v) => PRINTABLE_ASCII.test(v),
  },
];

export function checkFields(params: Record<string, string>): Refusal | undefined {
  for (const rule of FIELD_RULES) {
    const value = params[rule.name];
    const where = `${rule.name}`;
    if (value === undefined || value === '') {
      if (rule.required)
        return {
          prCode: 5,
          srCode: rule.srCode,
          cs: `Chybí povinné pole ${where}.`,
          en: `The required field ${where} is missing.`,
        };
      continue;
    }
    if (value.length > rule.max)
      return {
        prCode: 1,
        srCode: rule.srCode,
        cs: `Pole ${where} je příliš dlouhé.`,
        en: `The field ${where} is too long.`,
      };
    if (!rule.valid(value))
      return {
        prCode: 3,
        srCode: rule.srCode,
        cs: `Pole ${where} má nesprávný obsah.`,
        en: `The field ${where} has invalid content.`,
      };
  }
  return undefined;
}

export function returnUrlOf(params: Record<string, string>): { url?: string; refusal?: Refusal } {
  const url = params.URL;
  if (!url)
    return {
      refusal: {
        prCode: 5,
        srCode: 24,
        cs: 'Chybí návratová adresa URL.',
        en: 'The return address URL is missing.',
      },
    };
  if (url.length > GP_WEBPAY_LIMITS.url)
    return {
      refusal: {
        prCode: 1,
        srCode: 24,
        cs: 'Návratová adresa URL je příliš dlouhá.',
        en: 'The return address URL is too long.',
      },
    };
  if (!PRINTABLE_ASCII.test(url) || !URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
    return {
      refusal: {
        prCode: 3,
        srCode: 24,
        cs: 'Návratová adresa URL není platná.',
        en: 'The return address URL is not valid.',
      },
    };
  return { url };
}
