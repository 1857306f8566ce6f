import type { Locale } from '../codelists/enums';
import CODES from './gp-webpay-codes.json' with { type: 'json' };

/**
 * What a GP webpay result (PRCODE + SRCODE) means for the runner on the payment result page,
 * in Czech and English: a short title, one or two sentences that say what to do, whether a
 * "try again" button makes sense and how the attempt ended. Codes are the ones spec §8 lists
 * (payment result), meanings from the GP webpay code list. The texts are data
 * (gp-webpay-codes.json); what is composed from them (the organiser's problems with the contact
 * sentence, the refused field named by SRCODE) is built here.
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

const CONTACT_ORGANISER: Text = CODES.contactOrganiser;

const organiserProblem = (title: Text, cause: Text): Entry => ({
  title,
  detail: { cs: `${cause.cs} ${CONTACT_ORGANISER.cs}`, en: `${cause.en} ${CONTACT_ORGANISER.en}` },
  retryable: false,
  outcome: 'error',
});

/** PRCODE 1–5: the gateway refused a field, SRCODE names it. */
const FIELD_PROBLEMS: Readonly<Record<number, Text>> = CODES.fieldProblems;

/** SRCODE → field, with PRCODE 1–5 (also used by the gateway with 15 and 20). */
export const GP_WEBPAY_SRCODE_FIELDS: Readonly<Record<number, { name: string; label: Text }>> =
  CODES.srcodeFields;

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

// The JSON widens `outcome` to string: gp-webpay-codes.test.ts checks every row against GpWebpayOutcome.
type Entries = Readonly<Record<number, Entry>>;

const PRCODES: Entries = Object.fromEntries([
  ...Object.entries(CODES.prcodes as Entries),
  ...Object.entries(CODES.organiserProblems).map(
    ([code, { title, cause }]) => [code, organiserProblem(title, cause)] as const,
  ),
  // PRCODE 16–18 share one title (the amount), each with its own cause.
  ...Object.entries(CODES.amountProblems).map(
    ([code, cause]) => [code, organiserProblem(CODES.amountProblemTitle, cause)] as const,
  ),
]);

/** SRCODE details of PRCODE 28 (3D Secure authentication). */
const SRCODES_3D = CODES.srcodes3d as Entries;

/** SRCODE details of PRCODE 30 (declined in the authorisation centre). */
const SRCODES_AUTHORISATION = CODES.srcodesAuthorisation as Entries;

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
