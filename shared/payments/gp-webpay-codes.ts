import type { Locale } from '../codelists/enums';

/**
 * What a GP webpay result (PRCODE + SRCODE) means for the runner on the payment result page,
 * in Czech and English: a short title, one or two sentences that say what to do, whether a
 * "try again" button makes sense and how the attempt ended. Codes are the ones spec §8 lists
 * (payment result), meanings from the GP webpay code list.
 */

export type GpWebpayOutcome = 'paid' | 'cancelled' | 'declined' | 'error';

export interface GpWebpayResultDescription {
  title: string;
  detail: string;
  /** A new attempt (with a new order number) may succeed: show the try-again button. */
  retryable: boolean;
  outcome: GpWebpayOutcome;
}

type Text = Readonly<Record<Locale, string>>;

interface Entry {
  title: Text;
  detail: Text;
  retryable: boolean;
  outcome: GpWebpayOutcome;
}

const CONTACT_ORGANISER: Text = {
  cs: 'Nejde o chybu na vaší straně – kontaktujte prosím pořadatele.',
  en: 'This is not your fault – please contact the organiser.',
};

const organiserProblem = (title: Text, cause: Text): Entry => ({
  title,
  detail: { cs: `${cause.cs} ${CONTACT_ORGANISER.cs}`, en: `${cause.en} ${CONTACT_ORGANISER.en}` },
  retryable: false,
  outcome: 'error',
});

/** PRCODE 1–5: the gateway refused a field, SRCODE names it. */
const FIELD_PROBLEMS: Readonly<Record<number, Text>> = {
  1: { cs: 'je příliš dlouhý', en: 'is too long' },
  2: { cs: 'je příliš krátký', en: 'is too short' },
  3: { cs: 'má nesprávný obsah', en: 'has invalid content' },
  4: { cs: 'je prázdný', en: 'is empty' },
  5: { cs: 'chybí', en: 'is missing' },
};

/** SRCODE → field, with PRCODE 1–5 (also used by the gateway with 15 and 20). */
export const GP_WEBPAY_SRCODE_FIELDS: Readonly<Record<number, { name: string; label: Text }>> = {
  1: { name: 'ORDERNUMBER', label: { cs: 'číslo platby', en: 'order number' } },
  2: { name: 'MERCHANTNUMBER', label: { cs: 'číslo obchodníka', en: 'merchant number' } },
  3: { name: 'PAN', label: { cs: 'číslo karty', en: 'card number' } },
  4: { name: 'EXPIRY', label: { cs: 'platnost karty', en: 'card expiry date' } },
  5: { name: 'CVV', label: { cs: 'kód CVV', en: 'CVV code' } },
  6: { name: 'AMOUNT', label: { cs: 'částka', en: 'amount' } },
  7: { name: 'CURRENCY', label: { cs: 'měna', en: 'currency' } },
  8: { name: 'DEPOSITFLAG', label: { cs: 'způsob zúčtování', en: 'capture flag' } },
  10: { name: 'MERORDERNUM', label: { cs: 'variabilní symbol', en: 'variable symbol' } },
  11: { name: 'CREDITNUMBER', label: { cs: 'číslo dobropisu', en: 'credit number' } },
  12: { name: 'OPERATION', label: { cs: 'typ operace', en: 'operation' } },
  14: { name: 'ECI', label: { cs: 'ECI', en: 'ECI' } },
  18: { name: 'BATCH', label: { cs: 'dávka', en: 'batch' } },
  22: { name: 'ORDER', label: { cs: 'objednávka', en: 'order' } },
  24: { name: 'URL', label: { cs: 'návratová adresa', en: 'return address' } },
  25: { name: 'MD', label: { cs: 'doplňková data', en: 'merchant data' } },
  26: { name: 'DESC', label: { cs: 'popis platby', en: 'payment description' } },
  34: { name: 'DIGEST', label: { cs: 'podpis požadavku', en: 'request signature' } },
};

// The card fields are typed by the runner on the gateway page: checking them and retrying helps.
const CARD_FIELDS = new Set([3, 4, 5]);

function fieldProblem(prCode: number, srCode: number, locale: Locale): GpWebpayResultDescription {
  const problem = FIELD_PROBLEMS[prCode]?.[locale] ?? '';
  const field = GP_WEBPAY_SRCODE_FIELDS[srCode];
  if (field && CARD_FIELDS.has(srCode)) {
    return {
      title: locale === 'cs' ? 'Chybný údaj karty' : 'Card details not accepted',
      detail:
        locale === 'cs'
          ? `Údaj „${field.label.cs}“ ${problem}. Zkontrolujte údaje karty a zkuste zaplatit znovu.`
          : `The ${field.label.en} ${problem}. Check your card details and try again.`,
      retryable: true,
      outcome: 'error',
    };
  }
  const what = field
    ? locale === 'cs'
      ? `údaj „${field.label.cs}“ ${problem}`
      : `the ${field.label.en} ${problem}`
    : locale === 'cs'
      ? `jeden z údajů ${problem} (SRCODE ${srCode})`
      : `a field ${problem} (SRCODE ${srCode})`;
  return {
    title: locale === 'cs' ? 'Chyba v údajích platby' : 'Invalid payment request',
    detail:
      locale === 'cs'
        ? `Platební brána odmítla požadavek: ${what}. ${CONTACT_ORGANISER.cs}`
        : `The payment gateway refused the request: ${what}. ${CONTACT_ORGANISER.en}`,
    retryable: false,
    outcome: 'error',
  };
}

const AMOUNT_PROBLEM: Text = { cs: 'Problém s částkou platby', en: 'Problem with the payment amount' };

const PRCODES: Readonly<Record<number, Entry>> = {
  0: {
    title: { cs: 'Platba proběhla úspěšně', en: 'Payment successful' },
    detail: {
      cs: 'Děkujeme, platba kartou byla přijata.',
      en: 'Thank you, your card payment has been accepted.',
    },
    retryable: false,
    outcome: 'paid',
  },
  11: organiserProblem(
    { cs: 'Neznámý obchodník', en: 'Unknown merchant' },
    {
      cs: 'Platební brána nezná účet pořadatele, platba neproběhla.',
      en: 'The payment gateway does not know the organiser’s account; no payment was made.',
    },
  ),
  14: {
    title: { cs: 'Platba už byla zahájena', en: 'Payment already started' },
    detail: {
      cs: 'Tento pokus o platbu už platební brána zná. Pokud vám nepřišlo potvrzení o zaplacení, zkuste zaplatit znovu.',
      en: 'The payment gateway already knows this payment attempt. If you have not received a payment confirmation, try paying again.',
    },
    retryable: true,
    outcome: 'error',
  },
  15: {
    title: { cs: 'Platba nebyla nalezena', en: 'Payment not found' },
    detail: {
      cs: 'Platební brána tuto platbu nenašla. Zkuste zaplatit znovu.',
      en: 'The payment gateway could not find this payment. Please try again.',
    },
    retryable: true,
    outcome: 'error',
  },
  16: organiserProblem(AMOUNT_PROBLEM, {
    cs: 'Částka ke schválení je vyšší než částka platby.',
    en: 'The amount to approve exceeds the payment amount.',
  }),
  17: organiserProblem(AMOUNT_PROBLEM, {
    cs: 'Částka k úhradě je vyšší než schválená částka.',
    en: 'The amount to capture exceeds the approved amount.',
  }),
  18: organiserProblem(AMOUNT_PROBLEM, {
    cs: 'Vrácená částka je vyšší než uhrazená částka.',
    en: 'The refunded amount exceeds the amount paid.',
  }),
  20: {
    title: { cs: 'Platbu teď nelze zpracovat', en: 'The payment cannot be processed now' },
    detail: {
      cs: 'Platba je ve stavu, který tuto operaci nedovoluje – možná už byla zpracována. Zkontrolujte stav registrace, případně kontaktujte pořadatele.',
      en: 'The payment is in a state that does not allow this operation – it may already have been processed. Check your registration, or contact the organiser.',
    },
    retryable: false,
    outcome: 'error',
  },
  25: organiserProblem(
    { cs: 'Operace není povolena', en: 'Operation not allowed' },
    {
      cs: 'Platební brána tuto operaci pořadateli nepovoluje, platba neproběhla.',
      en: 'The payment gateway does not allow this operation for the organiser; no payment was made.',
    },
  ),
  26: {
    title: { cs: 'Technický problém u banky', en: 'Technical problem at the bank' },
    detail: {
      cs: 'Nepodařilo se spojit s autorizačním centrem banky a platba neproběhla. Zkuste to prosím za chvíli znovu.',
      en: 'The bank’s authorisation centre could not be reached and no payment was made. Please try again in a moment.',
    },
    retryable: true,
    outcome: 'error',
  },
  27: organiserProblem(
    { cs: 'Nesprávný typ platby', en: 'Wrong payment type' },
    {
      cs: 'Platební brána odmítla typ platby, platba neproběhla.',
      en: 'The payment gateway refused the payment type; no payment was made.',
    },
  ),
  28: {
    title: { cs: 'Ověření karty se nezdařilo', en: 'Card verification failed' },
    detail: {
      cs: 'Platbu se nepodařilo ověřit u vaší banky (3D Secure). Zkuste to znovu, použijte jinou kartu, nebo kontaktujte svou banku.',
      en: 'Your bank could not verify the payment (3D Secure). Try again, use another card, or contact your bank.',
    },
    retryable: true,
    outcome: 'declined',
  },
  30: {
    title: { cs: 'Platba byla zamítnuta', en: 'Payment declined' },
    detail: {
      cs: 'Vaše banka platbu zamítla. Zkuste jinou kartu, nebo kontaktujte svou banku.',
      en: 'Your bank declined the payment. Try another card, or contact your bank.',
    },
    retryable: true,
    outcome: 'declined',
  },
  31: organiserProblem(
    { cs: 'Chybný podpis platby', en: 'Invalid payment signature' },
    {
      cs: 'Platební brána nepřijala podpis požadavku, platba neproběhla.',
      en: 'The payment gateway did not accept the request signature; no payment was made.',
    },
  ),
  32: {
    title: { cs: 'Platnost karty vypršela', en: 'Card expired' },
    detail: {
      cs: 'Karta už není platná. Zaplaťte prosím jinou kartou.',
      en: 'The card is no longer valid. Please pay with another card.',
    },
    retryable: true,
    outcome: 'declined',
  },
  33: {
    title: { cs: 'Původní platba nebyla schválena', en: 'Original payment not authorised' },
    detail: {
      cs: 'Navazující platbu nelze provést, protože původní platba nebyla schválena. Zkuste zaplatit znovu, případně jinou kartou.',
      en: 'This payment depends on an earlier one that was not authorised. Try paying again, or use another card.',
    },
    retryable: true,
    outcome: 'declined',
  },
  35: {
    title: { cs: 'Čas na zaplacení vypršel', en: 'Payment session expired' },
    detail: {
      cs: 'Platba nebyla dokončena včas a nic vám nebylo strženo. Zkuste zaplatit znovu.',
      en: 'The payment was not completed in time and nothing was charged. Please try again.',
    },
    retryable: true,
    outcome: 'cancelled',
  },
  38: {
    title: { cs: 'Karta není podporována', en: 'Card not supported' },
    detail: {
      cs: 'Tento typ karty nelze použít. Zaplaťte prosím jinou kartou.',
      en: 'This type of card cannot be used. Please pay with another card.',
    },
    retryable: true,
    outcome: 'declined',
  },
  40: {
    title: { cs: 'Platbu zamítla bezpečnostní kontrola', en: 'Declined by the security check' },
    detail: {
      cs: 'Bezpečnostní systém platbu zamítl kvůli podezření na zneužití karty. Zkuste jinou kartu, nebo kontaktujte svou banku.',
      en: 'The fraud detection system declined the payment. Try another card, or contact your bank.',
    },
    retryable: true,
    outcome: 'declined',
  },
  50: {
    title: { cs: 'Platba byla zrušena', en: 'Payment cancelled' },
    detail: {
      cs: 'Platbu jste zrušili, nic vám nebylo strženo. Registrace zatím není zaplacená – můžete zaplatit znovu.',
      en: 'You cancelled the payment and nothing was charged. The registration is not paid yet – you can pay again.',
    },
    retryable: true,
    outcome: 'cancelled',
  },
  83: {
    title: { cs: 'Platbu zrušila vaše banka', en: 'Cancelled by your bank' },
    detail: {
      cs: 'Vydavatel karty platbu zrušil. Zkuste jinou kartu, nebo kontaktujte svou banku.',
      en: 'Your card issuer cancelled the payment. Try another card, or contact your bank.',
    },
    retryable: true,
    outcome: 'declined',
  },
  1000: {
    title: { cs: 'Technický problém', en: 'Technical problem' },
    detail: {
      cs: 'V platební bráně nastal technický problém a platba neproběhla. Zkuste to prosím za chvíli znovu.',
      en: 'A technical problem occurred in the payment gateway and no payment was made. Please try again in a moment.',
    },
    retryable: true,
    outcome: 'error',
  },
};

/** SRCODE details of PRCODE 28 (3D Secure authentication). */
const SRCODES_3D: Readonly<Record<number, Entry>> = {
  3000: {
    title: { cs: 'Ověření karty se nezdařilo', en: 'Card verification failed' },
    detail: {
      cs: 'Banka vás neověřila (například chybný kód nebo zavřené okno ověření). Zkuste to znovu, nebo kontaktujte svou banku.',
      en: 'Your bank could not verify you (for example a wrong code, or the verification window was closed). Try again, or contact your bank.',
    },
    retryable: true,
    outcome: 'declined',
  },
  3001: {
    title: { cs: 'Platba nebyla dokončena', en: 'Payment not completed' },
    detail: {
      cs: 'Ověření u banky proběhlo, ale platba se nedokončila. Zkuste zaplatit znovu.',
      en: 'You were verified by your bank, but the payment was not completed. Please try again.',
    },
    retryable: true,
    outcome: 'declined',
  },
  3002: {
    title: { cs: 'Karta nepodporuje ověření 3D Secure', en: 'Card does not support 3D Secure' },
    detail: {
      cs: 'Vaše banka nebo karta není zapojena do ověřování 3D Secure. Zaplaťte jinou kartou, nebo kontaktujte svou banku.',
      en: 'Your bank or card does not take part in 3D Secure verification. Pay with another card, or contact your bank.',
    },
    retryable: true,
    outcome: 'declined',
  },
  3003: {
    title: { cs: 'Ověření karty se nezdařilo', en: 'Card verification failed' },
    detail: {
      cs: 'Ověření 3D Secure se nezdařilo. Zkuste to znovu, nebo zaplaťte jinou kartou.',
      en: '3D Secure verification failed. Try again, or pay with another card.',
    },
    retryable: true,
    outcome: 'declined',
  },
  3004: {
    title: { cs: 'Karta není aktivní pro platby na internetu', en: 'Card not enrolled for online payments' },
    detail: {
      cs: 'Karta není zaregistrována pro ověřování 3D Secure. Aktivujte ji u své banky, nebo zaplaťte jinou kartou.',
      en: 'The card is not enrolled for 3D Secure verification. Activate it with your bank, or pay with another card.',
    },
    retryable: true,
    outcome: 'declined',
  },
  3005: {
    title: { cs: 'Technický problém při ověření karty', en: 'Technical problem during card verification' },
    detail: {
      cs: 'Při ověřování u vaší banky nastal technický problém. Zkuste to znovu, případně kontaktujte svou banku.',
      en: 'A technical problem occurred while your bank was verifying you. Try again, or contact your bank.',
    },
    retryable: true,
    outcome: 'error',
  },
  3006: {
    title: { cs: 'Technický problém při ověření karty', en: 'Technical problem during card verification' },
    detail: {
      cs: 'Ověření karty se kvůli technickému problému nepodařilo. Zkuste to prosím za chvíli znovu.',
      en: 'Card verification failed because of a technical problem. Please try again in a moment.',
    },
    retryable: true,
    outcome: 'error',
  },
  3007: {
    title: { cs: 'Technický problém banky pořadatele', en: 'Technical problem at the organiser’s bank' },
    detail: {
      cs: 'Ověření se nepodařilo kvůli technickému problému banky pořadatele. Zkuste to později, nebo kontaktujte pořadatele.',
      en: 'Verification failed because of a technical problem at the organiser’s bank. Try again later, or contact the organiser.',
    },
    retryable: true,
    outcome: 'error',
  },
  3008: {
    title: { cs: 'Karta není podporována', en: 'Card not supported' },
    detail: {
      cs: 'Tento druh karty nelze ověřit přes 3D Secure. Zaplaťte prosím jinou kartou.',
      en: 'This kind of card cannot be verified with 3D Secure. Please pay with another card.',
    },
    retryable: true,
    outcome: 'declined',
  },
};

/** SRCODE details of PRCODE 30 (declined in the authorisation centre). */
const SRCODES_AUTHORISATION: Readonly<Record<number, Entry>> = {
  1001: {
    title: { cs: 'Karta je zablokovaná', en: 'Card blocked' },
    detail: {
      cs: 'Vaše banka kartu zablokovala. Zaplaťte jinou kartou, nebo kontaktujte svou banku.',
      en: 'Your bank has blocked the card. Pay with another card, or contact your bank.',
    },
    retryable: true,
    outcome: 'declined',
  },
  1002: {
    title: { cs: 'Platba byla zamítnuta', en: 'Payment declined' },
    detail: {
      cs: 'Vaše banka platbu zamítla (například kvůli limitu karty nebo nedostatku peněz). Zkuste jinou kartu, nebo kontaktujte svou banku.',
      en: 'Your bank declined the payment (for example because of a card limit or insufficient funds). Try another card, or contact your bank.',
    },
    retryable: true,
    outcome: 'declined',
  },
  1003: {
    title: { cs: 'Problém s kartou', en: 'Problem with the card' },
    detail: {
      cs: 'Banka platbu zamítla kvůli problému s kartou. Zkontrolujte údaje karty, zaplaťte jinou kartou, nebo kontaktujte svou banku.',
      en: 'The bank declined the payment because of a problem with the card. Check the card details, pay with another card, or contact your bank.',
    },
    retryable: true,
    outcome: 'declined',
  },
  1004: {
    title: { cs: 'Technický problém u banky', en: 'Technical problem at the bank' },
    detail: {
      cs: 'Při schvalování platby nastal technický problém a platba neproběhla. Zkuste to prosím za chvíli znovu.',
      en: 'A technical problem occurred while the payment was being authorised and no payment was made. Please try again in a moment.',
    },
    retryable: true,
    outcome: 'error',
  },
  1005: {
    title: { cs: 'Problém s účtem', en: 'Problem with the account' },
    detail: {
      cs: 'Banka platbu zamítla kvůli problému s vaším účtem. Kontaktujte svou banku, nebo zaplaťte jinou kartou.',
      en: 'The bank declined the payment because of a problem with your account. Contact your bank, or pay with another card.',
    },
    retryable: true,
    outcome: 'declined',
  },
};

/** Every PRCODE with its own text (1–5 are built from SRCODE). */
export const GP_WEBPAY_KNOWN_PRCODES: readonly number[] = [
  ...Object.keys(FIELD_PROBLEMS),
  ...Object.keys(PRCODES),
]
  .map(Number)
  .sort((a, b) => a - b);
export const GP_WEBPAY_KNOWN_SRCODES: readonly number[] = [
  ...Object.keys(SRCODES_3D),
  ...Object.keys(SRCODES_AUTHORISATION),
].map(Number);

const localise = (entry: Entry, locale: Locale): GpWebpayResultDescription => ({
  title: entry.title[locale],
  detail: entry.detail[locale],
  retryable: entry.retryable,
  outcome: entry.outcome,
});

/**
 * The runner-facing explanation of a GP webpay result. PRCODE 0 is paid whatever SRCODE says;
 * the more specific SRCODE text wins with PRCODE 28 (3000–3008) and 30 (1001–1005); PRCODE 1–5
 * names the refused field from SRCODE. Unknown codes get a generic text that quotes both numbers
 * so the runner can pass them on to support.
 */
export function describeGpWebpayResult(
  prCode: number,
  srCode: number,
  locale: Locale,
): GpWebpayResultDescription {
  if (FIELD_PROBLEMS[prCode]) return fieldProblem(prCode, srCode, locale);
  const specific =
    prCode === 28 ? SRCODES_3D[srCode] : prCode === 30 ? SRCODES_AUTHORISATION[srCode] : undefined;
  const entry = specific ?? PRCODES[prCode];
  if (entry) return localise(entry, locale);
  return {
    title: locale === 'cs' ? 'Platba se nezdařila' : 'The payment did not go through',
    detail:
      locale === 'cs'
        ? `Platební brána vrátila neznámý výsledek (PRCODE ${prCode}, SRCODE ${srCode}). Zkuste zaplatit znovu; pokud se to opakuje, kontaktujte pořadatele.`
        : `The payment gateway returned an unknown result (PRCODE ${prCode}, SRCODE ${srCode}). Try paying again; if it happens again, contact the organiser.`,
    retryable: true,
    outcome: 'error',
  };
}
