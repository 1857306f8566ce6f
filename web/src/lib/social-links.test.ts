import { describe, expect, it } from 'vitest';
import { parseSocialLinks } from './social-links';

describe("the footer's social links (per-stage configuration)", () => {
  it('reads the configured profiles', () => {
    expect(
      parseSocialLinks(
        '[{"label":"Facebook","href":"https://www.facebook.com/desitka"},{"label":"Strava","href":"https://www.strava.com/clubs/desitka"}]',
      ),
    ).toEqual([
      { label: 'Facebook', href: 'https://www.facebook.com/desitka' },
      { label: 'Strava', href: 'https://www.strava.com/clubs/desitka' },
    ]);
  });

  it('shows none when not configured or unreadable, and never a non-https address', () => {
    expect(parseSocialLinks(undefined)).toEqual([]);
    expect(parseSocialLinks('')).toEqual([]);
    expect(parseSocialLinks('{not json')).toEqual([]);
    expect(
      parseSocialLinks('[{"label":"X","href":"javascript:alert(1)"},{"label":"","href":"https://a.cz"}]'),
    ).toEqual([]);
  });
});
