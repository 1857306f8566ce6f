// Practical address shape: the WHATWG `input[type=email]` grammar, but with a dot in the domain,
// because a registration needs an address that can receive mail on the internet.
const LOCAL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export function isValidEmail(input: string): boolean {
  const text = input.trim();
  if (text.length > 254) return false;
  const at = text.lastIndexOf('@');
  if (at <= 0) return false;
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (local.length > 64 || !LOCAL.test(local)) return false;
  // Leading, trailing or doubled dots are rejected by mail servers even though the grammar allows them.
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  // Top-level domains are alphabetic (or IDN `xn--`); this catches `name@host.123`.
  const tld = labels[labels.length - 1] as string;
  return /^(?:[A-Za-z]{2,}|xn--[A-Za-z0-9-]+)$/.test(tld);
}
