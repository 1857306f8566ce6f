import { describe, expect, it } from 'vitest';
import { readAccountLink } from './account-link';

const USER = '3f0c2a8e-1b2c-4d5e-8f90-1234567890ab';

describe('readAccountLink', () => {
  it('reads token and user of a complete link', () => {
    expect(readAccountLink(new URLSearchParams(`token=abc_-123&userId=${USER}`))).toEqual({
      token: 'abc_-123',
      userId: USER,
    });
  });

  it('refuses incomplete or malformed links', () => {
    expect(readAccountLink(new URLSearchParams(''))).toBeNull();
    expect(readAccountLink(new URLSearchParams(`userId=${USER}`))).toBeNull();
    expect(readAccountLink(new URLSearchParams('token=abc&userId=42'))).toBeNull();
    expect(readAccountLink(new URLSearchParams(`token=${'x'.repeat(201)}&userId=${USER}`))).toBeNull();
  });
});
