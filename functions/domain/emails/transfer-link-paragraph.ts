import type { Locale } from '@shared/codelists/enums';
import { escapeHtml } from './format';
import type { VariableValue } from './variables';

/** One registration of the e-mail that may be handed to another runner now, with its link. */
export interface TransferLinkEntry {
  name: string;
  race: string;
  url: string;
}

const TEXTS: Record<Locale, { intro: string; link: string }> = {
  cs: {
    intro:
      'Nemůžete nakonec závodit? Registraci můžete převést na jiného závodníka (bez přihlášení, podle pravidel pořadatele):',
    link: 'Převést registraci',
  },
  en: {
    intro:
      "Can't make it after all? You can transfer the registration to another runner (no sign-in needed, within the organiser's rules):",
    link: 'Transfer the registration',
  },
};

/**
 * `{{transferLink}}` (issue 27 item 2): a paragraph with each registration's transfer link, for
 * the registrations whose race allows a transfer now (paid, before the organiser's deadline, not
 * a team member); empty when none does. The links are built by the caller (signed per item).
 */
export function transferLinkParagraph(entries: readonly TransferLinkEntry[], locale: Locale): VariableValue {
  if (!entries.length) return { text: '', html: '' };
  const t = TEXTS[locale];
  const label = (e: TransferLinkEntry) => `${e.name} – ${e.race}`;
  return {
    text: [t.intro, ...entries.map((e) => `- ${label(e)}: ${e.url}`)].join('\n'),
    html:
      `<p style="margin:0 0 8px;">${escapeHtml(t.intro)}</p><ul style="margin:0 0 16px;padding-left:20px;">` +
      entries
        .map(
          (e) => `<li>${escapeHtml(label(e))}: <a href="${escapeHtml(e.url)}">${escapeHtml(t.link)}</a></li>`,
        )
        .join('') +
      '</ul>',
  };
}
