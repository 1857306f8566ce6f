import type { FilledCard } from '@shared/checkout/card-schemas';
import type {
  CheckoutData,
  CheckoutItemData,
  CheckoutItemRef,
  RegisterBody,
} from '@shared/checkout/checkout-schemas';
import { CardValueType, type CurrencyCode, type Locale } from '@shared/codelists/enums';
import {
  defaultFieldValue,
  encodeFieldValue,
  isValueSubActive,
  SubComponentType,
  subComponentAnswer,
  subValueKey,
  toIsoDate,
  valueSubKey,
  type FieldValues,
} from './field-values';
import { fieldKey, itemKey, itemTermsKey, teamNameKey } from './form-keys';
import { isTeamItem, itemInstances, type CardInstance, type CheckoutForm } from './form-model';

/** The register call built from the checkout form (spec §4 checkout/register), and its error keys. */

/** What one form sends: every field asked for the item, hidden ones with their default. */
export function filledCard(instance: CardInstance, values: FieldValues): FilledCard {
  const out: Record<string, string> = {};
  for (const field of instance.fields) {
    const raw = field.hidden ? defaultFieldValue(field) : (values[field.guid] ?? defaultFieldValue(field));
    out[field.guid] = encodeFieldValue(field, raw);
    if (field.type === CardValueType.RADIO_WITH_COMPONENTS) {
      const chosen = field.items.find((item) => item.value === raw);
      if (chosen && chosen.subComponentType !== SubComponentType.NONE) {
        const key = subValueKey(field.guid, chosen.guid);
        out[key] = subComponentAnswer(chosen.subComponentType, values[key]);
      }
    }
    if (!field.hidden && isValueSubActive(field, raw)) {
      const key = valueSubKey(field.guid);
      out[key] = subComponentAnswer(field.subComponentType, values[key]);
    }
  }
  return { cardGuid: instance.card.guid, values: out };
}

export interface RegisterOptions {
  idempotencyKey: string;
  currency: CurrencyCode;
  language: Locale;
  discounts: string[];
  /** Signed-in users may keep the registrants as templates. */
  saveAsTemplate?: boolean;
  /** Per cart item: the PIN of the team it joins, or the reservation of the name it founds. */
  teamApplications?: ReadonlyMap<number, { pin?: string; reservationGuid?: string }>;
  /** Per cart item: the waiting-list offer link whose held place the item takes. */
  waitingListOffers?: ReadonlyMap<number, string>;
}

export function buildRegisterBody(
  form: CheckoutForm,
  data: Pick<CheckoutData, 'items'>,
  refs: readonly CheckoutItemRef[],
  options: RegisterOptions,
): RegisterBody {
  const gender = form.registrator.gender === '2' ? 2 : 1;
  return {
    idempotencyKey: options.idempotencyKey,
    currency: options.currency,
    language: options.language,
    registrator: {
      firstName: form.registrator.firstName.trim(),
      lastName: form.registrator.lastName.trim(),
      email: form.registrator.email.trim(),
      birthDate: toIsoDate(form.registrator.birthDate) ?? form.registrator.birthDate.trim(),
      gender,
    },
    paymentMethod: form.paymentMethod === '2' ? 2 : 1,
    discounts: options.discounts,
    items: data.items.map((item, index) => {
      const state = form.items[index];
      const ref = refs[index];
      const teamName = state?.teamName.trim() ?? '';
      return {
        seriesEventGuid: item.seriesEventGuid,
        subEventGuid: item.subEventGuid,
        categoryGuid: item.categoryGuid,
        waveGuid: item.waveGuid,
        teamGuid: ref?.teamGuid ?? null,
        cards: itemInstances(item).map((instance) =>
          filledCard(instance, state?.cards[instance.localKey] ?? {}),
        ),
        // Items without event terms have nothing to accept.
        termsAccepted: item.termsAndConditions ? (state?.termsAccepted ?? false) : true,
        teamName: isTeamItem(item) && !ref?.teamGuid ? teamName || null : null,
        ...(ref?.teamGuid && options.teamApplications?.get(index)?.pin
          ? { pin: options.teamApplications.get(index)?.pin }
          : {}),
        ...(isTeamItem(item) &&
        !ref?.teamGuid &&
        teamName &&
        options.teamApplications?.get(index)?.reservationGuid
          ? { reservationGuid: options.teamApplications.get(index)?.reservationGuid }
          : {}),
        ...(options.waitingListOffers?.get(index)
          ? { waitingListOffer: options.waitingListOffers.get(index) }
          : {}),
      };
    }),
    termsAccepted: form.termsAccepted,
    personalDataConsent: form.personalDataConsent,
    ...(options.saveAsTemplate ? { saveAsTemplate: true } : {}),
  };
}

/** Every error key in the order the page shows the fields (the first error gets the focus). */
export function errorKeyOrder(items: readonly CheckoutItemData[]): string[] {
  const keys = [
    'registrator.firstName',
    'registrator.lastName',
    'registrator.email',
    'registrator.birthDate',
    'registrator.gender',
  ];
  items.forEach((item, itemIndex) => {
    keys.push(itemKey(itemIndex), teamNameKey(itemIndex));
    for (const instance of itemInstances(item)) {
      for (const field of instance.fields) {
        if (field.hidden) continue;
        keys.push(fieldKey(itemIndex, instance.localKey, field.guid));
        keys.push(fieldKey(itemIndex, instance.localKey, valueSubKey(field.guid)));
        for (const option of field.items)
          keys.push(fieldKey(itemIndex, instance.localKey, subValueKey(field.guid, option.guid)));
      }
    }
    keys.push(itemTermsKey(itemIndex));
  });
  keys.push('paymentMethod', 'termsAccepted', 'personalDataConsent');
  return keys;
}
