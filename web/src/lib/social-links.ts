/** A social profile of the operator, shown in the footer. */
export interface SocialLink {
  label: string;
  href: string;
}

/**
 * The footer's social links, configured per stage at build time: `VITE_SOCIAL_LINKS`, a JSON list
 * of `{ "label": "Facebook", "href": "https://www.facebook.com/<profile>" }`. Missing, unreadable
 * or non-https entries are left out; with none the footer shows no social column.
 */
export function parseSocialLinks(raw: unknown): SocialLink[] {
  if (typeof raw !== 'string' || raw.trim() === '') return [];
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    const { label, href } = (entry ?? {}) as Record<string, unknown>;
    return typeof label === 'string' &&
      label.trim() &&
      typeof href === 'string' &&
      /^https:\/\/[^\s]+$/.test(href)
      ? [{ label: label.trim(), href }]
      : [];
  });
}

export const SOCIAL_LINKS: readonly SocialLink[] = parseSocialLinks(import.meta.env?.VITE_SOCIAL_LINKS);
