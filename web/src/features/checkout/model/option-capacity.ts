/**
 * Option capacity rule of spec §4. Capacity 0 or less means unlimited. A group (a card value with
 * options) is full when capacity > 0 and its used places reach it. An option is disabled when its
 * own capacity > 0 and its usage reaches it; an option that counts toward the group's usage is also
 * disabled when the group is full. When the card being edited already holds the option, one place
 * is released (its own place), so the option stays selectable.
 */

export interface Counter {
  capacity: number;
  used: number;
}

export interface OptionCounter extends Counter {
  /** Whether choosing the option counts toward the group's usage. */
  addToCardValueUsage: boolean;
}

export function isLimited(capacity: number): boolean {
  return capacity > 0;
}

export function isGroupFull(group: Counter): boolean {
  return isLimited(group.capacity) && group.used >= group.capacity;
}

export function isOptionDisabled(option: OptionCounter, group: Counter, heldByCurrent = false): boolean {
  const release = heldByCurrent ? 1 : 0;
  const ownFull = isLimited(option.capacity) && option.used - release >= option.capacity;
  const groupFull =
    option.addToCardValueUsage && isGroupFull({ capacity: group.capacity, used: group.used - release });
  return ownFull || groupFull;
}

/** Places left: null when unlimited. */
export function placesLeft(counter: Counter): number | null {
  return isLimited(counter.capacity) ? Math.max(0, counter.capacity - counter.used) : null;
}

export interface UsageField {
  capacity: number;
  used: number;
  items: ReadonlyArray<{
    guid: string;
    value: string;
    capacity: number;
    used: number;
    addToCardValueUsage: boolean;
  }>;
}

export interface FieldUsage {
  group: Counter;
  options: Map<string, OptionCounter>;
}

/**
 * The server's usage plus the choices the same cart makes in other forms (`otherChoices`: the
 * option values chosen elsewhere for the same card value, one entry per choice). The form being
 * edited is not counted, so its own choice never blocks itself.
 */
export function usageWithCart(field: UsageField, otherChoices: readonly string[]): FieldUsage {
  let groupExtra = 0;
  const options = new Map<string, OptionCounter>();
  for (const item of field.items) {
    const chosen = otherChoices.filter((value) => value === item.value).length;
    if (item.addToCardValueUsage) groupExtra += chosen;
    options.set(item.guid, {
      capacity: item.capacity,
      used: item.used + chosen,
      addToCardValueUsage: item.addToCardValueUsage,
    });
  }
  return { group: { capacity: field.capacity, used: field.used + groupExtra }, options };
}
