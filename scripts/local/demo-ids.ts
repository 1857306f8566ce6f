import { createHash } from 'node:crypto';

/** Deterministic UUID (v5 layout) from a name, so tests and docs can refer to demo records. */
export function demoGuid(name: string): string {
  const h = createHash('sha1').update(`race-registration-demo:${name}`).digest('hex');
  const variant = ((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

/** Ids of demo records that tests and the README refer to. */
export const DEMO = {
  seriesCup: demoGuid('series:cup'),
  seriesTrail: demoGuid('series:trail'),
  eventSpring: demoGuid('event:spring'),
  eventAutumn: demoGuid('event:autumn'),
  eventNight: demoGuid('event:night'),
  eventTrail: demoGuid('event:trail'),
  sub10k: demoGuid('sub:10k'),
  sub5k: demoGuid('sub:5k'),
  subRelay: demoGuid('sub:relay'),
  subTeam: demoGuid('sub:team'),
  subKids: demoGuid('sub:kids'),
  subHalf: demoGuid('sub:half'),
  subNight: demoGuid('sub:night'),
  subTrail: demoGuid('sub:trail'),
  termsCup: demoGuid('terms:cup'),
  termsTrail: demoGuid('terms:trail'),
  organizer: demoGuid('organizer:1'),
  adminUser: demoGuid('user:admin'),
  managerUser: demoGuid('user:manager'),
} as const;
