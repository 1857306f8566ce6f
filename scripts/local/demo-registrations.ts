import { Gender, SubEventType } from '@shared/codelists/enums';
import type { DemoEvent } from './demo-catalogue-types';

const FIRST_M = [
  'Jan',
  'Petr',
  'Tomáš',
  'Martin',
  'Jakub',
  'Lukáš',
  'Ondřej',
  'David',
  'Michal',
  'Filip',
  'Vojtěch',
  'Adam',
];
const FIRST_F = [
  'Eva',
  'Anna',
  'Tereza',
  'Lucie',
  'Kateřina',
  'Barbora',
  'Veronika',
  'Markéta',
  'Klára',
  'Zuzana',
  'Adéla',
  'Jana',
];
const LAST_M = [
  'Novák',
  'Svoboda',
  'Dvořák',
  'Černý',
  'Procházka',
  'Kučera',
  'Veselý',
  'Horák',
  'Němec',
  'Marek',
  'Pokorný',
  'Král',
  'Růžička',
  'Beneš',
];
const LAST_F = [
  'Nováková',
  'Svobodová',
  'Dvořáková',
  'Černá',
  'Procházková',
  'Kučerová',
  'Veselá',
  'Horáková',
  'Němcová',
  'Marková',
  'Pokorná',
  'Králová',
  'Růžičková',
  'Benešová',
];
const CLUBS = [
  'AC Praha 1890',
  'Běžci Letná',
  'SK Stromovka',
  'TJ Sokol Troja',
  null,
  'Maratonstav Úpice',
  null,
  'Running Team Karlín',
];

export interface DemoRegistration {
  subEventGuid: string;
  categoryGuid: string;
  categoryName: string;
  waveGuid: string | null;
  waveName: string | null;
  teamName: string | null;
  firstName: string;
  lastName: string;
  gender: number;
  birthYear: number;
  club: string | null;
  startNumber: number | null;
  paid: boolean;
}

/**
 * Demo registrations consistent with the seeded capacity counters: one per place sold, with
 * deterministic Czech names, relay teams (one of them a racer short) and company teams.
 */
export function buildDemoRegistrations(events: DemoEvent[]): DemoRegistration[] {
  const out: DemoRegistration[] = [];
  let n = 0;
  const person = (gender: number) => {
    n++;
    const male = gender === Gender.MALE;
    return {
      firstName: (male ? FIRST_M : FIRST_F)[n % 12] as string,
      lastName: (male ? LAST_M : LAST_F)[(n * 7) % 14] as string,
      gender,
      birthYear: 1965 + ((n * 13) % 42),
      club: CLUBS[n % CLUBS.length] ?? null,
    };
  };
  const relayTeams: Array<[string, number]> = [
    ['Rychlé šípy', 4],
    ['Želvy z Troji', 3],
    ['Zajíci', 4],
  ];
  const companyTeams: Array<[string, number]> = [
    ['Kancl Runners', 3],
    ['Účetní na trati', 4],
  ];
  for (const e of events) {
    for (const s of e.subevents) {
      const waveSlots = s.waves.flatMap((w) => Array.from({ length: w.used ?? 0 }, () => w));
      let startNumber = s.type === SubEventType.REGULAR ? 1 : null;
      for (const c of s.categories) {
        const teams =
          s.type === SubEventType.RELAY ? relayTeams : s.type === SubEventType.TEAM ? companyTeams : [];
        const teamSlots = teams.flatMap(([name, members]) => Array.from({ length: members }, () => name));
        for (let i = 0; i < (c.used ?? 0); i++) {
          const p = person(c.gender ?? (i % 2 ? Gender.FEMALE : Gender.MALE));
          const wave = waveSlots.shift();
          out.push({
            subEventGuid: s.guid,
            categoryGuid: c.guid,
            categoryName: c.name,
            waveGuid: wave?.guid ?? null,
            waveName: wave?.name ?? null,
            teamName: teamSlots[i] ?? null,
            ...p,
            startNumber: startNumber !== null && i % 5 !== 4 ? startNumber++ : null,
            paid: i % 4 !== 3,
          });
        }
      }
    }
  }
  return out;
}
