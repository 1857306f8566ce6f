import type {
  ChangeableValue,
  MyValueChange,
  MyValueChangeBody,
  ValueChangeClosedReason,
  ValueChangePayment,
} from '@shared/accounts/registration-value-change-schemas';
import { cardAppliesToRace, isChangeableCardValue } from '@shared/back-office/registration-change-schemas';
import { rulesForCardValue } from '@shared/checkout/card-rules';
import { CardValueType, type Locale } from '@shared/codelists/enums';
import { formatMessage } from '@shared/errors/messages';
import { validateField } from '@shared/validation/field-rules';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import type { CardRecord, CardValueRecord } from '../catalog/card-records';
import { BusinessRuleError, NotFoundError, ValidationFailedError } from '../errors';
import type { EditorSubevent } from '../series-editor/race-ports';
import type { PendingValueChange } from '../orders/value-change-records';

/**
 * A runner changes values of their own registration (beyond spec §7's user calls; spec §3 Subevent
 * allowRegistrationValueChange, registrationValueChangePrice): only values the race's organiser
 * offered (admin/series/registration-change). A free change is written at once; a priced one is
 * paid first by card and applied by the gateway's verified answer (./priced-value-change.ts). Both
 * go through the orders' own item correction, so they are in the order's history (values.<name>
 * from → to).
 */
export interface ValueChangePorts {
  /** One of the user's items by its guid (undefined when not theirs). */
  findItem(userId: string, itemGuid: string): Promise<OrderItemRecord | undefined>;
  getOrders(orderGuids: string[]): Promise<OrderRecord[]>;
  /** The race as the series editor stores it (its registration-change settings). */
  race(eventGuid: string, subEventGuid: string): Promise<EditorSubevent | undefined>;
  /** The event's cards (the form the registration answered). */
  cards(eventGuid: string): Promise<CardRecord[]>;
  /** Writes the values through the order item correction (order history entry). */
  changeItemValues(
    target: { orderGuid: string; itemGuid: string },
    values: Array<{ name: string; value: string }>,
    actor: { by: string; byName?: string },
    now: Date,
  ): Promise<void>;
  /** A priced change by its id (undefined when there is none). */
  getValueChange(guid: string): Promise<PendingValueChange | undefined>;
}

export interface Loaded {
  item: OrderItemRecord;
  order: OrderRecord;
  closedReason: ValueChangeClosedReason | null;
  offered: Array<{ card: CardValueRecord; value: string }>;
  subeventYear: number;
  /** What one change costs, in the order's currency (minor units); 0: free. */
  price: number;
}

export async function load(
  ports: ValueChangePorts,
  userId: string,
  itemGuid: string,
  now: Date,
): Promise<Loaded> {
  const item = await ports.findItem(userId, itemGuid);
  const [order] = item ? await ports.getOrders([item.orderGuid]) : [];
  if (!item || !order || order.userId !== userId || order.deleted)
    throw new NotFoundError('account.notFound');
  const race = await ports.race(item.seriesEventGuid, item.subEventGuid);
  const subeventYear = new Date(race?.dateFrom ?? now).getUTCFullYear();
  const price = Math.max(0, race?.registrationValueChangePrice ?? 0);
  // A fee is paid on top of a paid registration; an unpaid one would be paid twice.
  const closedReason: ValueChangeClosedReason | null =
    !race || !race.allowRegistrationValueChange || !race.changeableValueNames?.length
      ? 'notAllowed'
      : order.cancelled || order.expired || item.cancelled || item.expired || item.relayRemoved
        ? 'registrationInactive'
        : Date.parse(race.dateFrom) <= now.getTime()
          ? 'raceStarted'
          : price > 0 && !order.paid
            ? 'unpaid'
            : null;
  if (closedReason || !race) return { item, order, closedReason, offered: [], subeventYear, price };
  // The values the organiser offers, as the race's form asks them now, that this registration answered.
  const names = new Set(race.changeableValueNames);
  const offered: Loaded['offered'] = [];
  for (const card of await ports.cards(item.seriesEventGuid)) {
    if (card.archived || !cardAppliesToRace(card, item.subEventGuid)) continue;
    for (const v of card.values) {
      const answer = item.values.find((a) => a.name === v.name && a.cardGuid === card.guid);
      if (!names.has(v.name) || !isChangeableCardValue(v) || !answer) continue;
      if (offered.some((o) => o.card.name === v.name)) continue;
      offered.push({ card: v, value: answer.value });
    }
  }
  return { item, order, closedReason, offered, subeventYear, price };
}

const view = (o: Loaded['offered'][number]): ChangeableValue => ({
  name: o.card.name,
  label: o.card.label,
  type: o.card.type,
  required: o.card.required,
  value: o.value,
});

/** A priced change's payment as the runner sees it (only their own item's). */
export function paymentView(
  change: PendingValueChange,
  labels: ReadonlyArray<{ name: string; label: string }>,
  now: Date,
): ValueChangePayment {
  const expired = change.status === 'pending' && Date.parse(change.payUntil) <= now.getTime();
  return {
    id: change.guid,
    status: expired ? 'expired' : change.status,
    amount: change.amount,
    currency: change.currency,
    values: change.values.map((v) => ({
      ...v,
      label: labels.find((l) => l.name === v.name)?.label ?? change.labels?.[v.name] ?? v.name,
    })),
  };
}

/** GET user/my-registration-items/{id}/values: what the runner may change now (and its price), or why not. */
export async function myValueChange(
  ports: ValueChangePorts,
  userId: string,
  itemGuid: string,
  now: Date,
  paymentId?: string,
): Promise<MyValueChange> {
  const loaded = await load(ports, userId, itemGuid, now);
  const change = paymentId ? await ports.getValueChange(paymentId) : undefined;
  const mine = change && change.itemGuid === loaded.item.itemGuid && change.userId === userId;
  return {
    closedReason: loaded.closedReason,
    values: loaded.offered.map(view),
    price: loaded.price > 0 ? { amount: loaded.price, currency: loaded.order.currency } : null,
    payment: mine ? paymentView(change, loaded.offered.map(view), now) : null,
  };
}

/**
 * The body's values checked as the checkout checks them (the card's rules, only values offered);
 * a ValidationFailedError names each bad one.
 */
export function checkedValues(
  loaded: Loaded,
  body: MyValueChangeBody,
  locale: Locale,
  now: Date,
): Array<{ name: string; value: string }> {
  const errors: Array<{ field: string; errors: string[] }> = [];
  const values = body.values.map(({ name, value }, i) => {
    const offered = loaded.offered.find((o) => o.card.name === name);
    if (!offered) {
      errors.push({
        field: `body.values.${i}.name`,
        errors: [formatMessage('raceEditor.valueNotOffered', locale, { name }) ?? name],
      });
      return { name, value };
    }
    const v = offered.card;
    const text = v.type === CardValueType.CHECKBOX ? (value === 'true' ? 'true' : 'false') : value.trim();
    const issues = validateField(text, rulesForCardValue(v), {
      registrationDate: now,
      subeventYear: loaded.subeventYear,
      fieldType: v.type,
    });
    if (issues.length)
      errors.push({
        field: `body.values.${i}.value`,
        errors: issues.map((issue) => formatMessage(issue.code, locale, issue.params) ?? issue.code),
      });
    return { name, value: text };
  });
  if (errors.length) throw new ValidationFailedError(errors);
  return values;
}

/** POST user/my-registration-items/{id}/values: a free change, checked like the checkout, then written. */
export async function changeMyValues(
  ports: ValueChangePorts,
  caller: { userId: string; name?: string },
  itemGuid: string,
  body: MyValueChangeBody,
  locale: Locale,
  now: Date,
): Promise<MyValueChange> {
  const loaded = await load(ports, caller.userId, itemGuid, now);
  if (loaded.closedReason) throw new BusinessRuleError('raceEditor.valueChangeClosed');
  if (loaded.price > 0) throw new BusinessRuleError('raceEditor.valueChangeNeedsPayment');
  const values = checkedValues(loaded, body, locale, now);
  await ports.changeItemValues(
    { orderGuid: loaded.item.orderGuid, itemGuid: loaded.item.itemGuid },
    values,
    { by: caller.userId, ...(caller.name ? { byName: caller.name } : {}) },
    now,
  );
  return myValueChange(ports, caller.userId, itemGuid, now);
}
