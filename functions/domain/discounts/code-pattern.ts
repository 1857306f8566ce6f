import { randomInt } from 'node:crypto';

/**
 * Discount code patterns (spec §5): `*` a random letter or digit, `#` a random digit, `@` a random
 * letter; every other character stays. Codes are upper-case (a series compares them so).
 */
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
export const PATTERN_ALPHABETS: Readonly<Record<string, string>> = {
  '*': LETTERS + DIGITS,
  '#': DIGITS,
  '@': LETTERS,
};

/** How many distinct codes a pattern can give. */
export function patternCapacity(pattern: string): number {
  return [...pattern].reduce((n, c) => n * (PATTERN_ALPHABETS[c]?.length ?? 1), 1);
}

/** One code of the pattern; `pick(n)` chooses 0 ≤ i < n (crypto random by default). */
export function codeFromPattern(pattern: string, pick: (n: number) => number = randomInt): string {
  return [...pattern.toUpperCase()]
    .map((c) => {
      const alphabet = PATTERN_ALPHABETS[c];
      return alphabet ? (alphabet[pick(alphabet.length)] as string) : c;
    })
    .join('');
}

export class PatternTooSmallError extends Error {
  constructor(readonly available: number) {
    super(`The pattern has only ${available} free codes`);
  }
}

/**
 * `count` distinct codes of the pattern, none of them in `taken` (upper-case codes). Random draws
 * while the pattern is roomy; a pattern nearly used up is enumerated so the call always ends.
 */
export function generateCodes(
  pattern: string,
  count: number,
  taken: ReadonlySet<string>,
  pick: (n: number) => number = randomInt,
): string[] {
  const capacity = patternCapacity(pattern);
  const takenOfPattern = [...taken].filter((c) => matchesPattern(pattern, c)).length;
  const available = capacity - takenOfPattern;
  if (available < count) throw new PatternTooSmallError(Math.max(0, available));
  const out = new Set<string>();
  if (capacity <= 4 * (count + takenOfPattern)) {
    // Dense: enumerate every code, then choose at random among the free ones.
    const free = enumerate(pattern).filter((c) => !taken.has(c));
    for (let i = free.length - 1; i > 0; i--) {
      const j = pick(i + 1);
      [free[i], free[j]] = [free[j] as string, free[i] as string];
    }
    return free.slice(0, count);
  }
  while (out.size < count) {
    const code = codeFromPattern(pattern, pick);
    if (!taken.has(code)) out.add(code);
  }
  return [...out];
}

/** Whether a code could have come from the pattern. */
export function matchesPattern(pattern: string, code: string): boolean {
  const p = [...pattern.toUpperCase()];
  const c = [...code];
  return (
    p.length === c.length &&
    p.every((ch, i) => {
      const alphabet = PATTERN_ALPHABETS[ch];
      return alphabet ? alphabet.includes(c[i] as string) : ch === c[i];
    })
  );
}

function enumerate(pattern: string): string[] {
  let codes = [''];
  for (const ch of pattern.toUpperCase()) {
    const options = PATTERN_ALPHABETS[ch] ?? ch;
    codes = codes.flatMap((prefix) => [...options].map((o) => prefix + o));
  }
  return codes;
}
