import { z } from 'zod';

/**
 * Templates of an event (spec §3 Event "templates (types eventPage, subevent, category, wave)"; §7
 * admin series templates): organiser-written rich text shown on the public event page — the
 * eventPage template below the event's description, a subevent template in its race's section.
 * One template per type and target; the server sanitises the HTML before storing it.
 */
const guid = z.uuid({ version: undefined });

export const TEMPLATE_TYPES = ['eventPage', 'subevent', 'category', 'wave'] as const;
export type TemplateTypeName = (typeof TEMPLATE_TYPES)[number];
export const TEMPLATE_HTML_MAX = 100_000;
const MANY_MAX = 50;

export const templateFieldsSchema = z.object({
  type: z.enum(TEMPLATE_TYPES),
  /** What it describes: the event itself (eventPage), or one of its races, categories or waves. */
  targetGuid: guid,
  html: z.string().trim().min(1).max(TEMPLATE_HTML_MAX),
});
export type TemplateFields = z.infer<typeof templateFieldsSchema>;

export const templateBodySchema = templateFieldsSchema.extend({ eventGuid: guid });
export type TemplateBody = z.infer<typeof templateBodySchema>;
export const templatesManyBodySchema = z.object({
  eventGuid: guid,
  templates: z.array(templateFieldsSchema).min(1).max(MANY_MAX),
});
export const templatesUpdateManyBodySchema = z.object({
  eventGuid: guid,
  templates: z.array(templateFieldsSchema.extend({ guid })).min(1).max(MANY_MAX),
});
export const templateIdParams = z.object({ id: guid });
export const templateEventQuery = z.object({ eventGuid: guid });

export const templateSchema = z.object({
  guid: z.string(),
  eventGuid: z.string(),
  type: z.enum(TEMPLATE_TYPES),
  targetGuid: z.string(),
  /** The target's name (the event's, a race's…), for the editor's list. */
  targetName: z.string(),
  /** Sanitised HTML. */
  html: z.string(),
});
export type TemplateView = z.infer<typeof templateSchema>;
export const templatesSchema = z.array(templateSchema);
