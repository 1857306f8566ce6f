import type { CheckoutItemData } from '@shared/checkout/checkout-schemas';
import { applyTemplateInto, copyRegistratorInto, type RegistrantTemplate } from './registrant-templates';
import { itemInstances, syncItems, type CheckoutForm, type RegistratorForm } from './form-model';

/** Changes of the checkout form (the page keeps the state with useReducer). */
export type FormAction =
  | { type: 'sync'; items: readonly CheckoutItemData[] }
  | { type: 'registrator'; field: keyof RegistratorForm; value: string }
  | { type: 'payment'; value: '' | '1' | '2' }
  | { type: 'field'; itemIndex: number; localKey: string; valueKey: string; value: string }
  | { type: 'teamName'; itemIndex: number; value: string }
  | { type: 'itemTerms'; itemIndex: number; checked: boolean }
  | { type: 'terms'; checked: boolean }
  | { type: 'consent'; checked: boolean }
  | { type: 'remove'; index: number }
  | { type: 'copyRegistrator'; itemIndex: number; localKey: string; item: CheckoutItemData }
  | {
      type: 'applyTemplate';
      itemIndex: number;
      localKey: string;
      item: CheckoutItemData;
      template: Pick<RegistrantTemplate, 'values'>;
    };

function updateItem(
  form: CheckoutForm,
  index: number,
  update: (item: CheckoutForm['items'][number]) => CheckoutForm['items'][number],
): CheckoutForm {
  const current = form.items[index];
  if (!current) return form;
  const items = [...form.items];
  items[index] = update(current);
  return { ...form, items };
}

export function formReducer(form: CheckoutForm, action: FormAction): CheckoutForm {
  switch (action.type) {
    case 'sync':
      return { ...form, items: syncItems(form.items, action.items) };
    case 'registrator': {
      const value =
        action.field === 'gender'
          ? action.value === '1' || action.value === '2'
            ? action.value
            : ''
          : action.value;
      return { ...form, registrator: { ...form.registrator, [action.field]: value } };
    }
    case 'payment':
      return { ...form, paymentMethod: action.value };
    case 'field':
      return updateItem(form, action.itemIndex, (item) => ({
        ...item,
        cards: {
          ...item.cards,
          [action.localKey]: { ...item.cards[action.localKey], [action.valueKey]: action.value },
        },
      }));
    case 'teamName':
      return updateItem(form, action.itemIndex, (item) => ({ ...item, teamName: action.value }));
    case 'itemTerms':
      return updateItem(form, action.itemIndex, (item) => ({ ...item, termsAccepted: action.checked }));
    case 'terms':
      return { ...form, termsAccepted: action.checked };
    case 'consent':
      return { ...form, personalDataConsent: action.checked };
    case 'remove':
      return { ...form, items: form.items.filter((_, i) => i !== action.index) };
    case 'applyTemplate': {
      const instance = itemInstances(action.item).find((i) => i.localKey === action.localKey);
      if (!instance) return form;
      return updateItem(form, action.itemIndex, (item) => ({
        ...item,
        cards: {
          ...item.cards,
          [action.localKey]: applyTemplateInto(instance, item.cards[action.localKey] ?? {}, action.template),
        },
      }));
    }
    case 'copyRegistrator': {
      const instance = itemInstances(action.item).find((i) => i.localKey === action.localKey);
      if (!instance) return form;
      return updateItem(form, action.itemIndex, (item) => ({
        ...item,
        cards: {
          ...item.cards,
          [action.localKey]: copyRegistratorInto(
            instance,
            item.cards[action.localKey] ?? {},
            form.registrator,
          ),
        },
      }));
    }
  }
}

/** The error keys an action edits (their server errors go away once the runner changed them). */
export function editedKeys(action: FormAction): string[] {
  switch (action.type) {
    case 'registrator':
      return [`registrator.${action.field}`];
    case 'payment':
      return ['paymentMethod'];
    case 'field':
      return [
        `items.${action.itemIndex}.cards.${action.localKey}.${action.valueKey}`,
        `items.${action.itemIndex}`,
      ];
    case 'teamName':
      return [`items.${action.itemIndex}.teamName`, `items.${action.itemIndex}`];
    case 'itemTerms':
      return [`items.${action.itemIndex}.termsAccepted`];
    case 'terms':
      return ['termsAccepted'];
    case 'consent':
      return ['personalDataConsent'];
    default:
      return [];
  }
}
