import type { Locale } from '@shared/codelists/enums';

/** Shared inline styles of the default layout and texts (mail clients ignore <style> blocks). */
export const EMAIL_STYLE = {
  font: 'font-family:Arial,Helvetica,sans-serif;',
  accent: '#1f5fbf',
  text: '#1f2933',
  muted: '#52606d',
  border: '#e4e7eb',
} as const;

/** A paragraph of a built-in text. */
export const emailParagraph = (html: string) => `<p style="margin:0 0 16px;">${html}</p>`;

/** A button that survives Outlook (table cell with a background) and degrades to a link to `{{variable}}`. */
export const emailButton = (variable: string, label: string): string =>
  '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;">' +
  `<tr><td bgcolor="${EMAIL_STYLE.accent}" style="border-radius:6px;background-color:${EMAIL_STYLE.accent};">` +
  `<a href="{{${variable}}}" target="_blank" style="display:inline-block;padding:12px 22px;${EMAIL_STYLE.font}font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${label}</a>` +
  '</td></tr></table>';

const FOOTER: Record<Locale, string> = {
  cs: 'Tento e-mail jsme vám poslali automaticky z registračního systému. Prosíme, neodpovídejte na něj; s dotazy se obracejte na pořadatele akce.',
  en: 'This e-mail was sent automatically by the registration system. Please do not reply to it; send any questions to the event organiser.',
};

/**
 * The layout used when the series has none: one centred 600 px column that shrinks on phones,
 * table-based with inline styles (Outlook, Gmail and Apple Mail render it alike), light colours
 * for legibility in every client. `{{content}}` is the rendered body.
 */
export function defaultEmailLayout(locale: Locale): string {
  const { font, accent, text, muted, border } = EMAIL_STYLE;
  return [
    '<!DOCTYPE html>',
    `<html lang="${locale}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    '<meta name="supported-color-schemes" content="light">',
    '<title>{{seriesName}}</title>',
    '</head>',
    '<body style="margin:0;padding:0;background-color:#f2f4f7;-webkit-text-size-adjust:100%;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f2f4f7;">',
    '<tr><td align="center" style="padding:24px 12px;">',
    '<!--[if mso]><table role="presentation" width="600" align="center" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background-color:#ffffff;border:1px solid #dde2e8;border-radius:8px;">',
    `<tr><td style="background-color:${accent};border-radius:8px 8px 0 0;padding:20px 24px;${font}font-size:20px;line-height:26px;font-weight:bold;color:#ffffff;">{{seriesName}}</td></tr>`,
    `<tr><td style="padding:24px;${font}font-size:15px;line-height:22px;color:${text};">{{content}}</td></tr>`,
    `<tr><td style="padding:16px 24px 24px;border-top:1px solid ${border};${font}font-size:12px;line-height:18px;color:${muted};">${FOOTER[locale]}</td></tr>`,
    '</table>',
    '<!--[if mso]></td></tr></table><![endif]-->',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
  ].join('\n');
}

/** Shown in the layout header when an e-mail belongs to no series (account e-mails). */
export const PRODUCT_NAME: Record<Locale, string> = { cs: 'Registrace na závody', en: 'Race registration' };
