import { randomUUID } from 'node:crypto';
import { EmailType } from '@shared/codelists/enums';
import { formatPragueDateTime } from '@shared/prague-time';
import type { OfferView } from '@shared/waiting-list/waiting-list-schemas';
import { composeEmail } from '../emails/render';
import { textValue } from '../emails/variables';
import { BusinessRuleError, NotFoundError } from '../errors';
import { listName } from './list-name';
import {
  freePlacesOfAll,
  isOverdue,
  newOfferToken,
  nextToOffer,
  offerDeadline,
  offerHash,
  listRefOf,
  type ListRef,
  type WaitingEntryRecord,
  type WaitingOfferRecord,
} from './waiting-list-rules';
import { historyLine, type RaceOfList, type WaitingListPorts } from './waiting-list-ports';

/** The SPA page an offer link opens (it fills the cart with the held race). */
export const offerLink = (appUrl: string, token: string) =>
  `${appUrl.replace(/\/+$/, '')}/waiting-list-offer/${encodeURIComponent(token)}`;

/**
 * Offers one place to `entry`: the offer takes the place in the race's capacity, and in its
 * category's or wave's for a part's list (the same conditional counters / buckets an order takes),
 * then the e-mail with the link goes out. 'full' when no place is free any more, 'gone' when the
 * entry no longer waits.
 */
async function offerTo(
  ports: WaitingListPorts,
  race: RaceOfList,
  entry: WaitingEntryRecord,
  holdHours: number,
  by: string,
  now: Date,
): Promise<'ok' | 'full' | 'gone'> {
  const { token, hash } = newOfferToken();
  const offer: WaitingOfferRecord = {
    entity: 'waitingOffer',
    hash,
    ...listRefOf(entry),
    entryGuid: entry.guid,
    email: entry.email,
    holdUntil: offerDeadline(now, holdHours),
    dateCreated: now.toISOString(),
    held: race.counters.map((c) => ({ scope: c.scope, guid: c.guid, n: 1 })),
  };
  const result = await ports.createOffer(
    entry,
    offer,
    race.counters,
    historyLine(entry, by, 'offered', entry.email, now),
  );
  if (result !== 'ok') return result;
  const sources = await ports.emailSources(race.event.guid, race.event.seriesGuid);
  const composed = composeEmail({
    type: EmailType.WAITING_LIST_OFFER,
    locale: entry.locale,
    definitions: sources.definitions,
    ...(sources.globals ? { globals: sources.globals } : {}),
    facts: null,
    layout: sources.layout,
    variables: {
      registratorFirstName: textValue(entry.firstName),
      registratorLastName: textValue(entry.lastName),
      registratorEmail: textValue(entry.email),
      eventName: textValue(race.event.name),
      subEventName: textValue(listName(race)),
      seriesName: textValue(sources.seriesName),
      offerLink: textValue(offerLink(ports.appUrl, token)),
      offerValidUntil: textValue(formatPragueDateTime(offer.holdUntil)),
    },
  });
  await ports.sendEmail({
    kind: 'rendered',
    messageId: `waitinglist:offer:${hash}`,
    to: [entry.email],
    subject: composed.subject,
    html: composed.html,
    text: composed.text,
  });
  return 'ok';
}

/**
 * Offers the race's free places to the first people waiting, one offer per free place. Each offer
 * takes its place conditionally, so a buyer taking the last place meanwhile ends the round ('full')
 * and nothing is ever offered twice. Answers how many offers went out.
 */
export async function offerFreePlaces(
  ports: WaitingListPorts,
  list: ListRef,
  now: Date,
  by = 'system',
): Promise<number> {
  const settings = await ports.getSettings(list);
  if (!settings?.enabled) return 0;
  const race = await ports.loadRace(list);
  if (!race) return 0;
  const entries = await ports.listEntries(list);
  let made = 0;
  for (const entry of nextToOffer(entries, freePlacesOfAll(race.counters))) {
    const result = await offerTo(ports, race, entry, settings.holdHours, by, now);
    if (result === 'full') break;
    if (result === 'ok') made++;
  }
  return made;
}

/** Back office "send offer now": this person gets the next free place, ahead of the line. */
export async function offerNow(
  ports: WaitingListPorts,
  actor: { name: string },
  list: ListRef,
  entryGuid: string,
  now: Date,
): Promise<{ offered: number }> {
  const settings = await ports.getSettings(list);
  const race = await ports.loadRace(list);
  if (!race || !settings) throw new NotFoundError('waitingList.notFound');
  const entry = (await ports.listEntries(list)).find((e) => e.guid === entryGuid);
  if (!entry) throw new NotFoundError('waitingList.entryNotFound');
  if (entry.state !== 'waiting')
    throw new BusinessRuleError('waitingList.notWaiting', { email: entry.email }, 409);
  const result = await offerTo(ports, race, entry, settings.holdHours, actor.name, now);
  if (result === 'full')
    throw new BusinessRuleError('waitingList.noFreePlace', { name: listName(race) }, 409);
  if (result === 'gone') throw new BusinessRuleError('waitingList.notWaiting', { email: entry.email }, 409);
  return { offered: 1 };
}

/**
 * The scheduled sweep: every overdue offer gives its place back exactly once (deleting the offer
 * item is the guard), then every enabled list offers its free places to the next in line, so a
 * place freed by an expiry, a cancellation or a raised capacity reaches the list within a run.
 */
export async function sweepWaitingLists(
  ports: WaitingListPorts,
  now: Date,
): Promise<{ released: number; offered: number }> {
  let released = 0;
  for (const offer of await ports.listOverdueOffers(now)) {
    if (!isOverdue(offer, now)) continue;
    if (await ports.releaseOffer(offer, historyLine(offer, 'system', 'offerExpired', offer.email, now)))
      released++;
  }
  let offered = 0;
  for (const list of await ports.listEnabledLists()) offered += await offerFreePlaces(ports, list, now);
  return { released, offered };
}

const OFFER_GONE = 'waitingList.offerNotFound';

/** What the offer link opens (404 once taken, released or past its deadline). */
export async function offerView(ports: WaitingListPorts, token: string, now: Date): Promise<OfferView> {
  const offer = await ports.findOffer(offerHash(token));
  if (!offer || isOverdue(offer, now)) throw new NotFoundError(OFFER_GONE);
  const race = await ports.loadRace(offer);
  const entry = (await ports.listEntries(offer)).find((e) => e.guid === offer.entryGuid);
  if (!race || !entry) throw new NotFoundError(OFFER_GONE);
  return {
    seriesGuid: race.event.seriesGuid,
    seriesEventGuid: race.event.guid,
    seriesSubEventGuid: race.subevent.guid,
    seriesSubEventName: listName(race),
    // A sub-category's offer holds a place in its category too: the page preselects that one.
    categoryGuid:
      offer.part?.kind === 'category'
        ? offer.part.guid
        : offer.part?.kind === 'subcategory'
          ? (offer.held.find((c) => c.scope === 'category')?.guid ?? null)
          : null,
    waveGuid: offer.part?.kind === 'wave' ? offer.part.guid : null,
    email: entry.email,
    firstName: entry.firstName,
    lastName: entry.lastName,
    holdUntil: offer.holdUntil,
  };
}

export const newEntryGuid = () => randomUUID();
