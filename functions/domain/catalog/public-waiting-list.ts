import type { PublicWaitingList } from '@shared/catalog/catalog-schemas';
import type { WaitingListSettings } from '@shared/waiting-list/waiting-list-schemas';

/**
 * What the event page reads of a list's settings: the waiting list keeps them in its own record
 * (functions/domain/waiting-list/waiting-list-rules.ts `WaitingListSettingsRecord`), which the
 * catalogue's storage hands over as they are; the page needs only whether the list is on, its
 * limit and how many people are on it now.
 */
export type ListFill = Pick<WaitingListSettings, 'enabled' | 'limit'> & {
  /** People on the list now (waiting or offered). */
  active: number;
};

/**
 * What the event page says of a race's list: "on" while people can join it, "full" at its limit,
 * nothing when it is off. Whether the race is sold out is the race's availability, shown apart.
 */
export function publicListState(settings: ListFill | undefined): PublicWaitingList | undefined {
  if (!settings?.enabled) return undefined;
  return settings.limit !== null && settings.active >= settings.limit ? 'full' : 'on';
}
