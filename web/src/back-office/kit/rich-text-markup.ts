/**
 * What the formatted (WYSIWYG) editor keeps of an HTML text. It knows paragraphs, headings, bold,
 * italic, underline, strike-through, lists, quotes, code, rules and links; anything else (tables,
 * images, styles, classes, a link to a `{{variable}}`) it would drop on saving, so such a text is
 * edited as HTML instead. The server sanitises whatever is saved either way.
 */
const KEPT_TAGS = new Set([
  'P',
  'BR',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'CODE',
  'PRE',
  'HR',
  'A',
]);
/** The attributes the editor writes itself: a link's address, a numbered list's first number. */
const KEPT_ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  A: new Set(['href', 'target', 'rel']),
  OL: new Set(['start']),
};
/** Links the editor accepts (as its link dialog does). */
export const EDITABLE_LINK = /^(https?:\/\/|mailto:)\S+$/i;

export function keptByRichTextEditor(html: string): boolean {
  if (!html.trim()) return true;
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  for (const el of body.querySelectorAll('*')) {
    if (!KEPT_TAGS.has(el.tagName)) return false;
    for (const attribute of el.attributes) {
      if (!KEPT_ATTRIBUTES[el.tagName]?.has(attribute.name)) return false;
      if (attribute.name === 'href' && !EDITABLE_LINK.test(attribute.value)) return false;
    }
  }
  return true;
}
