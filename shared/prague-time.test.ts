import { describe, expect, it } from 'vitest';
import { formatPragueDate, formatPragueDateTime } from './prague-time';

describe('Prague display formats', () => {
  it('shows winter and summer instants in Prague local time', () => {
    expect(formatPragueDateTime('2026-01-05T08:05:00Z')).toBe('5. 1. 2026 09:05');
    expect(formatPragueDateTime('2026-07-31T22:30:00Z')).toBe('1. 8. 2026 00:30');
    expect(formatPragueDate('2026-07-31T22:30:00Z')).toBe('1. 8. 2026');
  });
});
