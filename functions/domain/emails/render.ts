import sanitizeHtml from 'sanitize-html';
import type { Locale } from '@shared/codelists/enums';
import { sanitizeRichText } from '../rich-text';
import { defaultEmailLayout, PRODUCT_NAME } from './default-layout';
import { defaultEmailText } from './default-texts';
import type {
  EmailConditions,
  EmailDefinitionRecord,
  EmailLayoutRecord,
  EmailText,
  EmailTypeValue,
} from './email-records';
import { escapeHtml } from './format';
import { htmlToText, tidyText } from './html-to-text';
import type { EmailVariables, VariableValue } from './variables';

const VARIABLE = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

export interface Substitution {
  output: string;
  /** Names used by the template that have no value (rendered empty). */
  unknown: string[];
}

/**
 * Replaces {{variables}} in SANITISED HTML: values are escaped for where they land. In a text
 * position a product-made `html` value is inserted as is, anything else escaped; inside a tag
 * (attribute value) the escaped `attr` / `text` is used. Sanitised HTML never has a raw `<` or `>`
 * outside tags, so splitting at tags is exact.
 */
export function substituteHtml(template: string, variables: EmailVariables): Substitution {
  const unknown = new Set<string>();
  const value = (name: string): VariableValue | undefined => {
    const v = (variables as Record<string, VariableValue | undefined>)[name];
    if (!v) unknown.add(name);
    return v;
  };
  const output = template
    .split(/(<[^>]*>)/g)
    .map((part) => {
      const inTag = part.startsWith('<');
      return part.replace(VARIABLE, (_m, name: string) => {
        const v = value(name);
        if (!v) return '';
        if (inTag) return escapeHtml(v.attr ?? v.text);
        return v.html ?? escapeHtml(v.text);
      });
    })
    .join('');
  return { output, unknown: [...unknown] };
}

/** Replaces {{variables}} in plain text (subject, text part) with their text values. */
export function substituteText(template: string, variables: EmailVariables): Substitution {
  const unknown = new Set<string>();
  const output = template.replace(VARIABLE, (_m, name: string) => {
    const v = (variables as Record<string, VariableValue | undefined>)[name];
    if (!v) unknown.add(name);
    return v?.text ?? '';
  });
  return { output, unknown: [...unknown] };
}

/** A subject line: one line, no control characters (header injection), at most 250 characters. */
export function cleanSubject(subject: string): string {
  const oneLine = subject
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return oneLine.length > 250 ? `${oneLine.slice(0, 249)}…` : oneLine;
}

/** True when the style is free of the few constructs that load or run anything. */
const safeStyle = (style: string): boolean =>
  !/expression\s*\(|javascript:|url\s*\(|@import|behavio(u)?r\s*:/i.test(style);

/**
 * Layouts are written by admins for mail clients, which need inline styles and table attributes.
 * Allow those (no scripts, handlers, forms, <style> blocks, external CSS or javascript: URLs).
 */
const LAYOUT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((t) => t !== 'iframe'),
    'html',
    'head',
    'body',
    'meta',
    'title',
    'img',
    'span',
    'u',
    's',
    'center',
    'font',
  ],
  allowedAttributes: {
    '*': ['style', 'class', 'lang', 'dir', 'align', 'valign', 'width', 'height', 'bgcolor', 'role'],
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'border'],
    table: ['border', 'cellpadding', 'cellspacing'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    meta: ['charset', 'name', 'content'],
    font: ['color', 'face', 'size'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http', 'data', 'cid'] },
  transformTags: {
    '*': (tagName, attribs) => {
      if (attribs.style !== undefined && !safeStyle(attribs.style)) {
        const { style: _drop, ...rest } = attribs;
        return { tagName, attribs: rest };
      }
      return { tagName, attribs };
    },
  },
};

export const sanitizeEmailLayout = (html: string): string => sanitizeHtml(html, LAYOUT_OPTIONS);

/** Facts about the order that definitions' conditions test. */
export interface ConditionFacts {
  paymentMethod: number | null;
  subEventGuids: readonly string[];
  categoryGuids: readonly string[];
}

const intersects = (wanted: readonly string[] | undefined, have: readonly string[]): boolean =>
  !wanted?.length || wanted.some((g) => have.includes(g));

export function conditionsMatch(
  conditions: EmailConditions | undefined,
  facts: ConditionFacts | null,
): boolean {
  if (!conditions) return true;
  const { paymentMethods, subEventGuids, categoryGuids } = conditions;
  if (
    paymentMethods?.length &&
    (facts?.paymentMethod == null || !paymentMethods.includes(facts.paymentMethod))
  )
    return false;
  return (
    intersects(subEventGuids, facts?.subEventGuids ?? []) &&
    intersects(categoryGuids, facts?.categoryGuids ?? [])
  );
}

/** Definitions in the order they are tried: `order` ascending, then guid (stable, documented). */
export function sortDefinitions(definitions: readonly EmailDefinitionRecord[]): EmailDefinitionRecord[] {
  return [...definitions].sort(
    (a, b) => (a.order ?? 0) - (b.order ?? 0) || (a.guid < b.guid ? -1 : a.guid > b.guid ? 1 : 0),
  );
}

/** The definition's text in `locale`; a missing translation falls back to the base text, field by field. */
export function localizedText(definition: EmailDefinitionRecord, locale: Locale): EmailText {
  const translation = locale === 'cs' ? undefined : definition.translations?.[locale];
  return {
    header: translation?.header?.trim() ? translation.header : definition.header,
    body: translation?.body?.trim() ? translation.body : definition.body,
  };
}

export interface SelectedText {
  text: EmailText;
  source: 'event' | 'global' | 'default';
  definitionGuid?: string;
}

const firstMatch = (
  definitions: readonly EmailDefinitionRecord[],
  type: EmailTypeValue,
  facts: ConditionFacts | null,
) =>
  sortDefinitions(definitions.filter((d) => d.type === type)).find(
    (d) => d.body?.trim() && conditionsMatch(d.conditions, facts),
  );

/**
 * The first event definition of `type` whose conditions match, else the first matching global
 * e-mail (admin/emails, every series), else the product's default text.
 */
export function selectEmailText(
  definitions: readonly EmailDefinitionRecord[],
  type: EmailTypeValue,
  facts: ConditionFacts | null,
  locale: Locale,
  globals: readonly EmailDefinitionRecord[] = [],
): SelectedText {
  const match = firstMatch(definitions, type, facts);
  if (match) return { text: localizedText(match, locale), source: 'event', definitionGuid: match.guid };
  const global = firstMatch(globals, type, facts);
  if (global) return { text: localizedText(global, locale), source: 'global', definitionGuid: global.guid };
  return { text: defaultEmailText(type, locale), source: 'default' };
}

export interface ComposeInput {
  type: EmailTypeValue;
  locale: Locale;
  /** The event's definitions (any type; the matching one is chosen). */
  definitions: readonly EmailDefinitionRecord[];
  facts: ConditionFacts | null;
  /** Global e-mails (every series; any type): used when no event definition matches. */
  globals?: readonly EmailDefinitionRecord[];
  /** The series layout, or null for the default one. */
  layout: EmailLayoutRecord | null;
  variables: EmailVariables;
  /**
   * A product text that replaces the choice by `type` (e-mails outside the trigger kinds, such as
   * the admin-made account's); trusted like the default texts, so not sanitised.
   */
  productText?: EmailText;
}

export interface ComposedEmail {
  subject: string;
  html: string;
  text: string;
  source: 'event' | 'global' | 'default';
  definitionGuid?: string;
  layout: 'series' | 'default';
  /** Variables the templates used without a value (rendered empty): worth a log line. */
  unknownVariables: string[];
}

function asDocument(html: string, locale: Locale): string {
  const trimmed = html.trim();
  if (/^<!doctype/i.test(trimmed)) return trimmed;
  if (/^<html/i.test(trimmed)) return `<!DOCTYPE html>${trimmed}`;
  return (
    `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"></head>' +
    `<body>${html}</body></html>`
  );
}

/**
 * Renders an e-mail: picks the text (event definition or default), sanitises organiser-written
 * HTML FIRST and then substitutes escaped values, wraps it in the layout (the series' or the
 * default) and derives the plain-text alternative from the same templates.
 */
export function composeEmail(input: ComposeInput): ComposedEmail {
  const selected: SelectedText = input.productText
    ? { text: input.productText, source: 'default' }
    : selectEmailText(input.definitions, input.type, input.facts, input.locale, input.globals);
  // Organiser-written texts (event and global e-mails) are sanitised again before use.
  const bodyTemplate =
    selected.source === 'default' ? selected.text.body : sanitizeRichText(selected.text.body);
  const seriesLayout = input.layout?.content?.includes('{{content}}') ? input.layout : null;
  const layoutTemplate = seriesLayout
    ? sanitizeEmailLayout(seriesLayout.content)
    : defaultEmailLayout(input.locale);

  const variables: EmailVariables = input.variables.seriesName?.text.trim()
    ? input.variables
    : { ...input.variables, seriesName: { text: PRODUCT_NAME[input.locale] } };
  const body = substituteHtml(bodyTemplate, variables);
  const bodyText = substituteText(htmlToText(bodyTemplate), variables);
  const withContent: EmailVariables = {
    ...variables,
    content: { text: `\n\n${bodyText.output}\n\n`, html: body.output, attr: '' },
  };
  const html = substituteHtml(layoutTemplate, withContent);
  const text = substituteText(htmlToText(layoutTemplate), withContent);
  const subject = substituteText(selected.text.header, variables);

  return {
    subject: cleanSubject(subject.output) || cleanSubject(defaultEmailText(input.type, input.locale).header),
    html: asDocument(html.output, input.locale),
    text: tidyText(text.output),
    source: selected.source,
    ...(selected.definitionGuid ? { definitionGuid: selected.definitionGuid } : {}),
    layout: seriesLayout ? 'series' : 'default',
    unknownVariables: [...new Set([...body.unknown, ...subject.unknown, ...html.unknown])].filter(
      (n) => n !== 'content',
    ),
  };
}
