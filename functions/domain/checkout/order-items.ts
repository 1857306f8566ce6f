import { randomUUID } from 'node:crypto';
import type { Registrator } from '@shared/checkout/checkout-schemas';
import { SubEventType } from '@shared/codelists/enums';
import type { OrderItemRecord } from '../orders/order-records';
import { subcategoryTake, type Take } from './capacity-plan';
import type { DiscountableItem } from './discounts';
import type { Person } from './fill-cards';
import type { StepFailure } from './order-plan';
import { placePerson } from './person-rules';
import type { ResolvedItem } from './resolve-item';

/**
 * The register call's registrations step: one order item per person of a cart item, each placed in
 * its category's subcategory by age and gender (spec §4), carrying the item's price.
 */

/**
 * The people a cart item registers: its filled forms' persons, whose missing name, e-mail, birth
 * date and gender are the registrator's (forms without predefined fields describe the
 * registrator); no form at all registers the registrator.
 */
export function personsOf(filled: readonly Person[], registrator: Registrator): Person[] {
  if (!filled.length) return [{ ...registrator, club: null, values: [], additionalsPrice: 0 }];
  return filled.map((p) => ({
    ...p,
    firstName: p.firstName || registrator.firstName,
    lastName: p.lastName || registrator.lastName,
    email: p.email || registrator.email,
    birthDate: p.birthDate || registrator.birthDate,
    gender: p.gender ?? registrator.gender,
  }));
}

export interface ItemRecords {
  records: OrderItemRecord[];
  /** The subcategory places the persons take (capacity-plan.ts). */
  takes: Take[];
}

/**
 * The order items of one cart item, numbered from `firstIndex`, or the first person who fits no
 * category rule or subcategory. The registration's price sits on its first person; a relay's other
 * members ride along at no price.
 */
export function itemRecords(input: {
  item: ResolvedItem;
  persons: readonly Person[];
  team: { guid: string; name: string } | null;
  orderGuid: string;
  seriesGuid: string;
  firstIndex: number;
  now: string;
}): ItemRecords | StepFailure {
  const { item, team, now } = input;
  const field = `items.${item.index}`;
  const isRelay = item.sub.type === SubEventType.RELAY;
  const isTeam = item.sub.type === SubEventType.TEAM;
  const records: OrderItemRecord[] = [];
  const takes: Take[] = [];
  for (const [pi, p] of input.persons.entries()) {
    const placed = placePerson(p, item.category, item.subcategories, item.sub);
    if ('reason' in placed) return { reason: placed.reason, params: placed.params, field };
    const sc = placed.subcategory;
    if (sc) takes.push(subcategoryTake(sc, isRelay, pi, field));
    records.push({
      entity: 'orderItem',
      itemGuid: randomUUID(),
      orderGuid: input.orderGuid,
      index: input.firstIndex + records.length,
      kind: isRelay ? 'relay' : isTeam && team ? 'team' : 'regular',
      seriesGuid: input.seriesGuid,
      seriesEventGuid: item.bundle.event.guid,
      eventName: item.bundle.event.name,
      subEventGuid: item.sub.guid,
      subEventName: item.sub.name,
      categoryGuid: item.category.guid,
      categoryName: item.category.name,
      subcategoryGuid: sc?.guid ?? null,
      subcategoryName: sc?.name ?? null,
      waveGuid: item.wave?.guid ?? null,
      waveName: item.wave?.name ?? null,
      teamGuid: team?.guid ?? null,
      teamName: team?.name ?? null,
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      birthDate: p.birthDate,
      birthYear: Number(p.birthDate.slice(0, 4)),
      gender: p.gender ?? 0,
      club: p.club,
      startNumber: null,
      values: p.values,
      basePrice: pi === 0 || !isRelay ? item.price : 0,
      pricingName: item.pricingName,
      additionalsPrice: p.additionalsPrice,
      discount: 0,
      cancelledAmount: 0,
      paid: false,
      dateCreated: now,
    });
  }
  return { records, takes };
}

/** What a discount code sees of a cart item: its scopes and its whole price (order-pricing.ts). */
export function discountableOf(item: ResolvedItem, records: readonly OrderItemRecord[]): DiscountableItem {
  const isRelay = item.sub.type === SubEventType.RELAY;
  return {
    index: item.index,
    seriesEventGuid: item.bundle.event.guid,
    subEventGuid: item.sub.guid,
    subEventType: item.sub.type,
    categoryGuid: item.category.guid,
    subcategoryGuid: records[0]?.subcategoryGuid ?? null,
    waveGuid: item.wave?.guid ?? null,
    basePrice: isRelay ? item.price : item.price * records.length,
    additionalsPrice: records.reduce((s, r) => s + r.additionalsPrice, 0),
  };
}
