import type { FieldValues } from './field-values';
import type { CheckoutForm, ItemFormState, RegistratorForm } from './form-model';

/**
 * The checkout's entries kept for the browser session (issue 32: a checkout is never lost): the
 * registrator and, per cart item, its team name and filled forms. Never the payment method nor
 * the consents (the runner gives those again when sending), never anything of a card payment.
 * Restored when the runner comes back to the checkout, cleared when the order is placed.
 */

const DRAFT_KEY = 'checkout-draft';
const VERSION = 1;

export interface CheckoutDraft {
  registrator: RegistratorForm;
  items: Array<Pick<ItemFormState, 'signature' | 'teamName' | 'cards'>>;
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const stringsOnly = (v: unknown): Record<string, string> | null => {
  if (!isRecord(v)) return null;
  const out: Record<string, string> = {};
  for (const [k, x] of Object.entries(v)) if (typeof x === 'string') out[k] = x;
  return out;
};

/** What of the form is kept: the entries, without payment method and consents. */
export function draftOf(form: CheckoutForm): CheckoutDraft {
  return {
    registrator: { ...form.registrator },
    items: form.items.map((i) => ({ signature: i.signature, teamName: i.teamName, cards: i.cards })),
  };
}

export function saveDraft(form: CheckoutForm): void {
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify({ version: VERSION, ...draftOf(form) }));
  } catch {
    // Storage full or blocked: the checkout works on, only without the copy.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** The kept draft, or null when there is none or it is not one this version wrote. */
export function loadDraft(): CheckoutDraft | null {
  let parsed: unknown;
  try {
    const raw = storage()?.getItem(DRAFT_KEY);
    if (!raw) return null;
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed.version !== VERSION || !Array.isArray(parsed.items)) return null;
  const registrator = stringsOnly(parsed.registrator);
  if (!registrator) return null;
  const items: CheckoutDraft['items'] = [];
  for (const item of parsed.items) {
    if (!isRecord(item) || typeof item.signature !== 'string' || !isRecord(item.cards)) return null;
    const cards: Record<string, FieldValues> = {};
    for (const [key, values] of Object.entries(item.cards)) {
      const strings = stringsOnly(values);
      if (strings) cards[key] = strings;
    }
    items.push({
      signature: item.signature,
      teamName: typeof item.teamName === 'string' ? item.teamName : '',
      cards,
    });
  }
  const gender = registrator.gender === '1' || registrator.gender === '2' ? registrator.gender : '';
  return {
    registrator: {
      firstName: registrator.firstName ?? '',
      lastName: registrator.lastName ?? '',
      email: registrator.email ?? '',
      birthDate: registrator.birthDate ?? '',
      gender,
    },
    items,
  };
}

/**
 * The fresh form with the draft's entries put back: each cart item takes the entries of a kept
 * item of the same race, category and wave (in cart order), only for forms and fields it still has.
 */
export function restoreDraft(form: CheckoutForm, draft: CheckoutDraft | null): CheckoutForm {
  if (!draft) return form;
  const unused = [...draft.items];
  const items = form.items.map((item) => {
    const at = unused.findIndex((d) => d.signature === item.signature);
    if (at < 0) return item;
    const [kept] = unused.splice(at, 1);
    if (!kept) return item;
    const cards: Record<string, FieldValues> = {};
    for (const [key, values] of Object.entries(item.cards)) {
      const keptValues = kept.cards[key] ?? {};
      const restored: FieldValues = { ...values };
      for (const [field, value] of Object.entries(values)) restored[field] = keptValues[field] ?? value;
      // Sub-inputs (`<field>/sub`…) are absent from the defaults until answered: keep them too.
      for (const [field, value] of Object.entries(keptValues)) restored[field] ??= value;
      cards[key] = restored;
    }
    return { ...item, teamName: kept.teamName, cards };
  });
  return { ...form, registrator: { ...draft.registrator }, items };
}

/** Whether the runner entered anything the fresh form does not hold (then leaving asks first). */
export function hasEntries(form: CheckoutForm, fresh: CheckoutForm): boolean {
  return JSON.stringify(draftOf(form)) !== JSON.stringify(draftOf(fresh));
}
