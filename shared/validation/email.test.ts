import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('e-mail format', () => {
  it.each([
    'jan.novak@example.cz',
    'Jan.Novak+zavod@Example.CZ',
    'a@b.co',
    "o'brien@mail.example.com",
    'x_y-z@sub-domain.example.org',
    ' padded@example.cz ',
    'user@xn--bcher-kva.example',
    'user@example.xn--p1ai',
  ])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'plain',
    '@example.cz',
    'jan@',
    'jan@localhost',
    'jan@@example.cz',
    'jan novak@example.cz',
    'jan@exa mple.cz',
    '.jan@example.cz',
    'jan.@example.cz',
    'ja..n@example.cz',
    'jan@-example.cz',
    'jan@example-.cz',
    'jan@example..cz',
    'jan@example.c',
    'jan@example.123',
    'jan@example.cz.',
    'jiří@example.cz',
    `${'a'.repeat(65)}@example.cz`,
    `a@${'b'.repeat(250)}.cz`,
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
