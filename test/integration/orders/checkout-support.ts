import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEMO, demoGuid } from '../../../scripts/local/seed-data';
import type { RegisterBody } from '@shared/checkout/checkout-schemas';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { keys } from '../../../functions/adapters/dynamodb/keys';
import { api } from '../support';

export const SPRING_CARD = demoGuid('card:spring-regular');
export const v = (name: string) => demoGuid(`cardvalue:spring:${name}`);
export const opt = (name: string, value: string) => demoGuid(`carditem:spring:${name}:${value}`);

export const CAT = {
  men: demoGuid('cat:10k-men'),
  women: demoGuid('cat:10k-women'),
  juniors: demoGuid('cat:10k-juniors'),
  open5k: demoGuid('cat:5k-open'),
  relay: demoGuid('cat:relay-mixed'),
  team: demoGuid('cat:team-open'),
  kids: demoGuid('cat:kids'),
  half: demoGuid('cat:half-open'),
  night: demoGuid('cat:night-open'),
  trailMen: demoGuid('cat:trail-men'),
  trailWomen: demoGuid('cat:trail-women'),
} as const;
export const WAVE = { a: demoGuid('wave:10k-a'), elite: demoGuid('wave:10k-b') } as const;

let counter = 0;
/** A unique runner so start-list rows and e-mails are easy to find. */
export function runner(
  overrides: Partial<{ first: string; last: string; gender: 1 | 2; birth: string }> = {},
) {
  counter++;
  return {
    first: overrides.first ?? 'Test',
    last: overrides.last ?? `Běžec${counter}${randomUUID().slice(0, 6)}`,
    gender: overrides.gender ?? 1,
    birth: overrides.birth ?? '1990-04-12',
  };
}

/** The Desítka regular card, filled like a runner would. */
export function springCard(r: ReturnType<typeof runner>, extra: Record<string, string> = {}) {
  return {
    cardGuid: SPRING_CARD,
    values: {
      [v('firstName')]: r.first,
      [v('lastName')]: r.last,
      [v('gender')]: String(r.gender),
      [v('birthDate')]: r.birth,
      [v('email')]: `${r.last.toLowerCase()}@example.com`.normalize('NFD').replace(/\p{Diacritic}/gu, ''),
      [v('country')]: 'CZE',
      [v('tshirt')]: 'none',
      ...extra,
    },
  };
}

export function registerBody(
  items: RegisterBody['items'],
  overrides: Partial<RegisterBody> = {},
  r = runner(),
): RegisterBody {
  return {
    idempotencyKey: randomUUID(),
    currency: 'CZK',
    language: 'cs',
    registrator: {
      firstName: r.first,
      lastName: r.last,
      email: `${r.last.toLowerCase()}@example.com`.normalize('NFD').replace(/\p{Diacritic}/gu, ''),
      birthDate: r.birth,
      gender: r.gender,
    },
    paymentMethod: 2,
    discounts: [],
    items,
    termsAccepted: true,
    personalDataConsent: true,
    ...overrides,
  };
}

export function tenK(
  category: string = CAT.men,
  r = runner(),
  extra: Record<string, string> = {},
  wave: string | null = null,
) {
  return {
    seriesEventGuid: DEMO.eventSpring,
    subEventGuid: DEMO.sub10k,
    categoryGuid: category,
    waveGuid: wave,
    cards: [springCard(r, extra)],
    termsAccepted: true,
  };
}

export const register = (body: RegisterBody) =>
  api<Record<string, unknown>>('checkout/register', { method: 'POST', body: JSON.stringify(body) });

export async function readCounter(scope: string, guid: string) {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.capacity(scope, guid) }),
  );
  return out.Item as { used: number; capacity: number } | undefined;
}

/** Sets a counter for a test and answers how to put it back. */
export async function setCounter(scope: string, guid: string, values: { used?: number; capacity?: number }) {
  const before = await readCounter(scope, guid);
  await getDocumentClient().send(
    new UpdateCommand({
      TableName: process.env.TABLE_NAME,
      Key: keys.capacity(scope, guid),
      UpdateExpression: 'SET #u = :u, #c = :c, entity = :e, #s = :s, guid = :g',
      ExpressionAttributeNames: { '#u': 'used', '#c': 'capacity', '#s': 'scope' },
      ExpressionAttributeValues: {
        ':u': values.used ?? before?.used ?? 0,
        ':c': values.capacity ?? before?.capacity ?? 0,
        ':e': 'capacity',
        ':s': scope,
        ':g': guid,
      },
    }),
  );
  return () => setCounter(scope, guid, { used: before?.used ?? 0, capacity: before?.capacity ?? 0 });
}

/** A trail-series item (Lysá hora trail, its own card: names, gender, birth date, phone). */
export function trail(category: string = CAT.trailMen, r = runner()) {
  const tv = (name: string) => demoGuid(`cardvalue:trail:${name}`);
  return {
    seriesEventGuid: DEMO.eventTrail,
    subEventGuid: DEMO.subTrail,
    categoryGuid: category,
    waveGuid: null,
    cards: [
      {
        cardGuid: demoGuid('card:trail'),
        values: {
          [tv('firstName')]: r.first,
          [tv('lastName')]: r.last,
          [tv('gender')]: String(r.gender),
          [tv('birthDate')]: r.birth,
          [tv('phone')]: 'CZE|+420|777123456',
        },
      },
    ],
    termsAccepted: true,
  };
}
