import { randomUUID } from 'node:crypto';
import type { Locale } from '@shared/codelists/enums';
import { formatMessage } from '@shared/errors/messages';
import type {
  JoinAnswer,
  PublicWaitingList,
  WaitingListAdmin,
  WaitingListSettings,
} from '@shared/waiting-list/waiting-list-schemas';
import { DEFAULT_HOLD_HOURS } from '@shared/waiting-list/waiting-list-schemas';
import { takeRateLimit, type RateRule } from '../accounts/rate-limit';
import { BusinessRuleError, NotFoundError, ValidationFailedError } from '../errors';
import { listName } from './list-name';
import { offerFreePlaces } from './offers';
import {
  activeCount,
  countsOf,
  entryView,
  freePlacesOfAll,
  joinRefusal,
  listRefOf,
  moveUpSwap,
  normaliseEmail,
  positionOf,
  waitingInLine,
  type ListRef,
  type WaitingEntryRecord,
} from './waiting-list-rules';
import { historyLine, type JoinInput, type Runner, type WaitingListPorts } from './waiting-list-ports';

/** Public joins per client address: the list sends nothing, but each join writes. */
export const JOINS_PER_ADDRESS: RateRule = { kind: 'waitlist-join-ip', limit: 20, windowSeconds: 15 * 60 };

const OFF: WaitingListSettings = { enabled: false, limit: null, holdHours: DEFAULT_HOLD_HOURS };

/** The race (and the list's category or wave); 404 when the part is not one of the race's. */
async function raceOf(ports: WaitingListPorts, list: ListRef) {
  const race = await ports.loadRace(list);
  if (!race) throw new NotFoundError(list.part ? 'waitingList.partNotFound' : 'series.subeventNotFound');
  return race;
}

/** GET waiting-list/{subEventGuid}: what the event page needs to offer the list. */
export async function publicWaitingList(ports: WaitingListPorts, list: ListRef): Promise<PublicWaitingList> {
  const [race, settings, entries] = await Promise.all([
    raceOf(ports, list),
    ports.getSettings(list),
    ports.listEntries(list),
  ]);
  const active = activeCount(entries);
  return {
    subEventGuid: list.subEventGuid,
    enabled: !!settings?.enabled,
    soldOut: freePlacesOfAll(race.counters) <= 0,
    room: settings?.limit ? Math.max(0, settings.limit - active) : null,
    waiting: waitingInLine(entries).length,
  };
}

/**
 * POST waiting-list/{subEventGuid}/join: anyone joins with e-mail and name, a signed-in runner with
 * their account's. Only a sold-out race with its list on, below the limit; the same address twice
 * keeps its first place. Rate-limited per client address.
 */
export async function joinWaitingList(input: {
  ports: WaitingListPorts;
  body: JoinInput;
  runner: Runner | null;
  clientAddress: string;
  locale: Locale;
  now: Date;
}): Promise<JoinAnswer> {
  const { ports, body, runner, now } = input;
  const email = body.email ?? runner?.email;
  const firstName = body.firstName ?? runner?.firstName;
  const lastName = body.lastName ?? runner?.lastName;
  const missing = (
    [
      ['email', email],
      ['firstName', firstName],
      ['lastName', lastName],
    ] as const
  ).filter(([, v]) => !v?.trim());
  if (missing.length)
    throw new ValidationFailedError(
      missing.map(([field]) => ({
        field,
        errors: [formatMessage('waitingList.detailsMissing', input.locale) ?? ''],
      })),
      'waitingList.detailsMissing',
    );
  await takeRateLimit(ports.rateLimiter, [{ rule: JOINS_PER_ADDRESS, id: input.clientAddress }], now);
  const list = listRefOf(body);
  const [race, settings, entries] = await Promise.all([
    raceOf(ports, list),
    ports.getSettings(list),
    ports.listEntries(list),
  ]);
  const key = normaliseEmail(email as string);
  const existing = entries.find(
    (e) => normaliseEmail(e.email) === key && (e.state === 'waiting' || e.state === 'offered'),
  );
  if (existing)
    return {
      entryGuid: existing.guid,
      position: positionOf(entries, existing.guid) ?? 1,
      email: existing.email,
      alreadyJoined: true,
    };
  const refusal = joinRefusal(settings, freePlacesOfAll(race.counters), activeCount(entries));
  const name = listName(race);
  if (refusal === 'disabled') throw new BusinessRuleError('waitingList.disabled', { name }, 409);
  if (refusal === 'notSoldOut') throw new BusinessRuleError('waitingList.notSoldOut', { name }, 409);
  if (refusal === 'full') throw new BusinessRuleError('waitingList.full', { name }, 409);
  const entry: WaitingEntryRecord = {
    entity: 'waitingEntry',
    guid: randomUUID(),
    ...list,
    email: (email as string).trim(),
    firstName: (firstName as string).trim(),
    lastName: (lastName as string).trim(),
    userId: runner?.userId ?? null,
    locale: body.language ?? input.locale,
    rank: now.getTime(),
    state: 'waiting',
    dateCreated: now.toISOString(),
  };
  const result = await ports.addEntry(
    entry,
    settings?.limit ?? null,
    historyLine(list, 'runner', 'joined', entry.email, now),
  );
  if (result === 'already') {
    const again = await ports.findEntryByEmail(list, key);
    const all = await ports.listEntries(list);
    if (again)
      return {
        entryGuid: again.guid,
        position: positionOf(all, again.guid) ?? 1,
        email: again.email,
        alreadyJoined: true,
      };
  }
  if (result === 'full') throw new BusinessRuleError('waitingList.full', { name }, 409);
  if (result === 'disabled') throw new BusinessRuleError('waitingList.disabled', { name }, 409);
  const after = await ports.listEntries(list);
  return {
    entryGuid: entry.guid,
    position: positionOf(after, entry.guid) ?? after.length,
    email: entry.email,
    alreadyJoined: false,
  };
}

/** The back office's view of one list (a race's, or one of its categories' or waves'). */
export async function waitingListAdmin(ports: WaitingListPorts, list: ListRef): Promise<WaitingListAdmin> {
  await raceOf(ports, list);
  const [settings, entries, history] = await Promise.all([
    ports.getSettings(list),
    ports.listEntries(list),
    ports.listHistory(list),
  ]);
  const ordered = [...entries].sort((a, b) => {
    const order = { offered: 0, waiting: 1, taken: 2, expired: 3 } as const;
    return order[a.state] - order[b.state] || a.rank - b.rank;
  });
  return {
    subEventGuid: list.subEventGuid,
    ...(list.part ? { part: list.part } : {}),
    settings: settings
      ? { enabled: settings.enabled, limit: settings.limit, holdHours: settings.holdHours }
      : OFF,
    counts: countsOf(entries),
    entries: ordered.map((e) => entryView(entries, e)),
    history: history
      .sort((a, b) => b.date.localeCompare(a.date))
      .map((h) => ({ date: h.date, by: h.by, action: h.action, email: h.email })),
  };
}

/** Switches the list on or off, with its limit and hold time; free places go to the list at once. */
export async function saveWaitingListSettings(
  ports: WaitingListPorts,
  actor: { name: string },
  list: ListRef,
  body: WaitingListSettings,
  now: Date,
): Promise<WaitingListAdmin> {
  const race = await raceOf(ports, list);
  await ports.saveSettings(
    {
      entity: 'waitingListSettings',
      ...listRefOf(list),
      eventGuid: race.event.guid,
      seriesGuid: race.event.seriesGuid,
      ...(race.partName ? { partName: race.partName } : {}),
      ...body,
    },
    historyLine(list, actor.name, 'settings', '', now),
  );
  if (body.enabled) await offerFreePlaces(ports, list, now, actor.name);
  return waitingListAdmin(ports, list);
}

async function entryOf(ports: WaitingListPorts, list: ListRef, entryGuid: string) {
  const entries = await ports.listEntries(list);
  const entry = entries.find((e) => e.guid === entryGuid);
  if (!entry) throw new NotFoundError('waitingList.entryNotFound');
  return { entries, entry };
}

/** Removes someone from the list; an offered place must expire (or be taken) first. */
export async function removeEntry(
  ports: WaitingListPorts,
  actor: { name: string },
  list: ListRef,
  entryGuid: string,
  now: Date,
): Promise<WaitingListAdmin> {
  const { entry } = await entryOf(ports, list, entryGuid);
  if (entry.state === 'offered')
    throw new BusinessRuleError('waitingList.offerPending', { email: entry.email }, 409);
  if (!(await ports.removeEntry(entry, historyLine(list, actor.name, 'removed', entry.email, now))))
    throw new BusinessRuleError('waitingList.changedMeanwhile', undefined, 409);
  return waitingListAdmin(ports, list);
}

/** Moves a waiting person one place up the line. */
export async function moveEntryUp(
  ports: WaitingListPorts,
  actor: { name: string },
  list: ListRef,
  entryGuid: string,
  now: Date,
): Promise<WaitingListAdmin> {
  const { entries, entry } = await entryOf(ports, list, entryGuid);
  const swap = moveUpSwap(entries, entry.guid);
  if (!swap) throw new BusinessRuleError('waitingList.cannotMoveUp', { email: entry.email }, 409);
  if (
    !(await ports.swapRanks(
      swap.entry,
      swap.above,
      historyLine(list, actor.name, 'movedUp', entry.email, now),
    ))
  )
    throw new BusinessRuleError('waitingList.changedMeanwhile', undefined, 409);
  return waitingListAdmin(ports, list);
}
