/**
 * Plain-text alternative of an e-mail's HTML. `{{variables}}` pass through untouched, so the text
 * part is converted from the template first and the values are substituted as plain text after.
 */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  bdquo: '„',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

const attr = (tag: string, name: string): string | undefined => {
  const m = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? (m[2] ?? m[3] ?? m[4]) : undefined;
};

export function htmlToText(html: string): string {
  let s = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(head|style|script|title)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!doctype[^>]*>/gi, '');
  // Links: "label (url)", or the url alone when the label is the url.
  s = s.replace(/<a\b([^>]*)>([\s\S]*?)<\/a\s*>/gi, (_m, attrs: string, inner: string) => {
    const href = attr(` ${attrs}`, 'href');
    const label = inner.replace(/<[^>]*>/g, '').trim();
    if (!href || href.startsWith('#')) return inner;
    const target = decodeEntities(href).replace(/^mailto:/i, '');
    return !label || decodeEntities(label) === target ? target : `${inner} (${target})`;
  });
  s = s
    .replace(/\s*\n\s*/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/(td|th)\s*>/gi, ' | ')
    .replace(/<\/tr\s*>/gi, '\n')
    .replace(/<(hr)\b[^>]*>/gi, '\n----------\n')
    .replace(
      /<\/?(p|div|h[1-6]|table|thead|tbody|tfoot|ul|ol|blockquote|center|section|header|footer)\b[^>]*>/gi,
      '\n\n',
    )
    .replace(/<[^>]*>/g, '');
  return tidyText(decodeEntities(s));
}

/** One space between words, no cell separators at line ends, at most one blank line in a row. */
export function tidyText(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \t\u00a0]+/g, ' ')
        .replace(/(\s*\|\s*)+$/, '')
        .replace(/^\s*\|\s*/, '')
        .trim(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
