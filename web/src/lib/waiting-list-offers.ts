/**
 * The offer links the runner opened in this tab (race → token, until the offer's deadline): the
 * checkout sends the token with the race's item so the order takes the held place.
 */
const KEY = 'waitingListOffers';

interface StoredOffer {
  subEventGuid: string;
  token: string;
  holdUntil: string;
}

function read(now: Date): StoredOffer[] {
  try {
    const list = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as StoredOffer[];
    return Array.isArray(list) ? list.filter((o) => new Date(o.holdUntil).getTime() > now.getTime()) : [];
  } catch {
    return [];
  }
}

export function storeOffer(offer: StoredOffer, now = new Date()): void {
  const list = [...read(now).filter((o) => o.subEventGuid !== offer.subEventGuid), offer];
  sessionStorage.setItem(KEY, JSON.stringify(list));
}

/** Per cart item index: the token of the first item of each race with a live offer. */
export function offersForItems(
  items: ReadonlyArray<{ subEventGuid: string }>,
  now = new Date(),
): Map<number, string> {
  const live = read(now);
  const out = new Map<number, string>();
  const used = new Set<string>();
  items.forEach((item, index) => {
    const offer = live.find((o) => o.subEventGuid === item.subEventGuid);
    if (offer && !used.has(offer.subEventGuid)) {
      used.add(offer.subEventGuid);
      out.set(index, offer.token);
    }
  });
  return out;
}

/** A placed order used its offers: they are gone. */
export function clearOffers(): void {
  sessionStorage.removeItem(KEY);
}
