import sanitizeHtml from 'sanitize-html';

/**
 * Organisers write rich text (descriptions, templates, terms, e-mails). Everything shown to a
 * browser goes through this allow-list: formatting, links, images and tables; no scripts,
 * event handlers, styles that can hide content, or javascript: URLs.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((t) => t !== 'iframe'), 'img', 'span', 'u', 's'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    '*': ['class', 'lang', 'dir'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http', 'data'] },
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export const sanitizeRichText = (html: string | null | undefined): string =>
  html ? sanitizeHtml(html, OPTIONS) : '';
