import { describe, expect, it } from 'vitest';
import {
  codeFromPattern,
  generateCodes,
  matchesPattern,
  patternCapacity,
  PatternTooSmallError,
} from './code-pattern';

describe('discount code patterns', () => {
  it('draws * from letters and digits, # from digits, @ from letters, and keeps the rest', () => {
    for (let i = 0; i < 200; i++) {
      const code = codeFromPattern('jaro-*#@');
      expect(code).toMatch(/^JARO-[A-Z0-9][0-9][A-Z]$/);
    }
    // Every symbol of each alphabet can come out.
    const seen = new Set<string>();
    for (let i = 0; i < 36; i++) seen.add(codeFromPattern('*', () => i));
    expect(seen.size).toBe(36);
  });

  it('counts the codes a pattern can give', () => {
    expect(patternCapacity('A#')).toBe(10);
    expect(patternCapacity('@*')).toBe(26 * 36);
    expect(patternCapacity('FIX')).toBe(1);
  });

  it('gives distinct codes none of which is taken', () => {
    const taken = new Set(['AB1', 'AB2', 'AB3']);
    const codes = generateCodes('ab#', 7, taken);
    expect(codes.sort()).toEqual(['AB0', 'AB4', 'AB5', 'AB6', 'AB7', 'AB8', 'AB9']);
    const many = generateCodes('X-**##', 500, new Set());
    expect(new Set(many).size).toBe(500);
    expect(many.every((c) => matchesPattern('X-**##', c))).toBe(true);
  });

  it('refuses more codes than the pattern has free', () => {
    expect(() => generateCodes('A#', 8, new Set(['A1', 'A2', 'A3']))).toThrow(PatternTooSmallError);
    try {
      generateCodes('A#', 8, new Set(['A1', 'A2', 'A3', 'OTHER']));
    } catch (error) {
      expect((error as PatternTooSmallError).available).toBe(7);
    }
  });

  it('ends even with a random source that keeps repeating itself', () => {
    const stuck = () => 0;
    // Dense patterns are enumerated, so a poor random source cannot loop forever.
    expect(generateCodes('#', 10, new Set(), stuck).sort()).toHaveLength(10);
  });
});
