import type { PredefinedTemplate } from '@shared/checkout/card-schemas';
import type { Person } from './fill-cards';
import type { CardRecord } from '../catalog/card-records';

/** A registrant as a reusable template: values keyed by predefined template (portable across events). */
export interface RegistrantTemplate {
  firstName: string;
  lastName: string;
  birthYear: number | null;
  values: Partial<Record<PredefinedTemplate, string>>;
}

/**
 * The registrants of an order as templates: every value a card marks with a predefined template
 * (first name, e-mail, phone, club, …) under that template's name, so another event's form with
 * different fields can be pre-filled from it. One template per person (first name, last name,
 * birth date).
 */
export function registrantTemplates(persons: Person[], cards: CardRecord[]): RegistrantTemplate[] {
  const template = new Map<string, PredefinedTemplate>();
  for (const card of cards)
    for (const value of card.values)
      if (value.predefinedTemplate) template.set(value.guid, value.predefinedTemplate);
  const out = new Map<string, RegistrantTemplate>();
  for (const p of persons) {
    if (!p.firstName || !p.lastName) continue;
    const values: RegistrantTemplate['values'] = {
      firstName: p.firstName,
      lastName: p.lastName,
      ...(p.birthDate ? { birthDate: p.birthDate } : {}),
      ...(p.gender ? { gender: String(p.gender) } : {}),
      ...(p.email ? { email: p.email } : {}),
    };
    for (const v of p.values) {
      const name = template.get(v.cardValueGuid);
      if (name && v.value && !(name in values)) values[name] = v.value;
    }
    const key = `${p.firstName}|${p.lastName}|${p.birthDate}`.toLowerCase();
    out.set(key, {
      firstName: p.firstName,
      lastName: p.lastName,
      birthYear: p.birthDate ? Number(p.birthDate.slice(0, 4)) : null,
      values,
    });
  }
  return [...out.values()];
}
