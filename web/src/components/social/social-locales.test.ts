import { describe, expect, it } from 'vitest';
import { SOCIAL_NETWORKS } from '@shared/social/social-schemas';
import cs from '../../locales/cs/social.json';
import en from '../../locales/en/social.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('social sign-in texts', () => {
  it('have the same keys in cs and en, none empty, and a name for every network', () => {
    expect(keys(cs).sort()).toEqual(keys(en).sort());
    for (const text of [...JSON.stringify(cs).matchAll(/":"([^"]*)"/g)]) expect(text[1]).not.toBe('');
    for (const network of SOCIAL_NETWORKS) expect(en.networks[network]).toBeTruthy();
  });
});
