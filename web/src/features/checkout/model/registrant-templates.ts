import type { CardValueView } from '@shared/checkout/card-schemas';
import { CardValueType } from '@shared/codelists/enums';
import { hasOptions, toEditDate, type FieldValues } from './field-values';
import type { CardInstance, RegistratorForm } from './form-model';

/**
 * Filling a registrant's form from what is known already: the registrator's own details ("copy my
 * details") or a registrant the signed-in user saved before.
 */

/** "Copy my details": fields with a predefined template get the registrator's value. */
export function templateValue(field: CardValueView, registrator: RegistratorForm): string | undefined {
  switch (field.predefinedTemplate) {
    case 'firstName':
      return registrator.firstName.trim() || undefined;
    case 'lastName':
      return registrator.lastName.trim() || undefined;
    case 'email':
      return registrator.email.trim() || undefined;
    case 'birthDate':
      return registrator.birthDate.trim() || undefined;
    case 'gender': {
      if (!registrator.gender) return undefined;
      if (!hasOptions(field)) return registrator.gender;
      return field.items.some((i) => i.value === registrator.gender) ? registrator.gender : undefined;
    }
    default:
      return undefined;
  }
}

export function copyRegistratorInto(
  instance: CardInstance,
  values: FieldValues,
  registrator: RegistratorForm,
): FieldValues {
  const next = { ...values };
  for (const field of instance.fields) {
    if (field.hidden || field.readOnly) continue;
    const value = templateValue(field, registrator);
    if (value !== undefined) next[field.guid] = value;
  }
  return next;
}

/** A saved registrant (checkout/registration-templates): values keyed by predefined template. */
export interface RegistrantTemplate {
  id: string;
  firstName: string;
  lastName: string;
  birthYear: number | null;
  values: Record<string, string>;
}

/** Fills a form's predefined fields (name, birth date, e-mail, phone, club, …) from a saved registrant. */
export function applyTemplateInto(
  instance: CardInstance,
  values: FieldValues,
  template: Pick<RegistrantTemplate, 'values'>,
): FieldValues {
  const next = { ...values };
  for (const field of instance.fields) {
    if (field.hidden || field.readOnly || !field.predefinedTemplate) continue;
    const value = template.values[field.predefinedTemplate];
    if (value === undefined || value === '') continue;
    if (hasOptions(field) && !field.items.some((i) => i.value === value)) continue;
    next[field.guid] = field.type === CardValueType.DATE ? toEditDate(value) : value;
  }
  return next;
}

export function hasTemplateFields(instance: CardInstance): boolean {
  return instance.fields.some(
    (f) =>
      !f.hidden &&
      !f.readOnly &&
      ['firstName', 'lastName', 'email', 'birthDate', 'gender'].includes(f.predefinedTemplate ?? ''),
  );
}
