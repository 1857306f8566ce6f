import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './check-import-cycles';

describe('check:cycles', () => {
  it('finds a circle of two, one of three, and no circle in a chain', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a']],
      ['c', ['d']],
      ['d', ['e']],
      ['e', ['c']],
      ['f', ['g']],
      ['g', []],
    ]);
    expect(importCycles(graph)).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
  });

  it('finds no import circle in the product code, type imports included', () => {
    expect(importCycles(importGraph(resolve(import.meta.dirname, '..')))).toEqual([]);
  });
});
