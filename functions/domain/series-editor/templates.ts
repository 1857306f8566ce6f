import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import type {
  TemplateBody,
  TemplateFields,
  TemplateTypeName,
  TemplateView,
} from '@shared/back-office/template-editor-schemas';
import type { Locale } from '@shared/codelists/enums';
import { formatMessage } from '@shared/errors/messages';
import type { TemplateRecord } from '../catalog/records';
import { BusinessRuleError, NotFoundError, ValidationFailedError } from '../errors';
import { fieldChanges, seriesHistoryEntry } from './history';
import type { RaceTree } from './race-ports';
import type { Actor, SeriesHistoryRecord, WriteOutcome } from './series-editor-ports';

/** A template as stored in its event's partition (`EVENT#<guid>` / `TEMPLATE#<type>#<guid>`), read with the event page. */
export interface EditorTemplate extends TemplateRecord {
  dateCreated?: string;
  dateUpdated?: string;
}

/** Storage of templates (functions/adapters/dynamodb/series-content-repository.ts). */
export interface TemplateStore {
  /** The event with its races, categories and waves (the templates' possible targets). */
  raceTree(eventGuid: string): Promise<RaceTree | undefined>;
  templatesOfEvent(eventGuid: string): Promise<EditorTemplate[]>;
  /**
   * Puts the template (new when `previous` is absent: must not exist; else `previous` must still
   * exist and is replaced, its key moving when the type changed) and the series history entry, in
   * one transaction.
   */
  putTemplate(
    eventGuid: string,
    record: EditorTemplate,
    previous: EditorTemplate | undefined,
    history: SeriesHistoryRecord,
  ): Promise<WriteOutcome>;
  removeTemplate(
    eventGuid: string,
    record: EditorTemplate,
    history: SeriesHistoryRecord,
  ): Promise<WriteOutcome>;
}

export interface TemplateCtx {
  store: TemplateStore;
  newId(): string;
  sanitize(html: string): string;
  actor: Actor;
  locale: Locale;
  now: Date;
}

const FIELDS = ['type', 'targetGuid', 'html'] as const satisfies ReadonlyArray<keyof TemplateFields>;

/** The name of what a template describes in this event ('' when it no longer exists). */
function targetName(tree: RaceTree, type: TemplateTypeName, target: string): string | undefined {
  switch (type) {
    case 'eventPage':
      return target === tree.event.guid ? tree.event.name : undefined;
    case 'subevent':
      return tree.subevents.find((s) => s.guid === target)?.name;
    case 'category':
      return tree.categories.find((c) => c.guid === target)?.name;
    case 'wave':
      return tree.waves.find((w) => w.guid === target)?.name;
  }
}

function view(tree: RaceTree, r: EditorTemplate): TemplateView {
  return {
    guid: r.guid,
    eventGuid: tree.event.guid,
    type: r.type,
    targetGuid: r.targetGuid,
    targetName: targetName(tree, r.type, r.targetGuid) ?? '',
    html: r.html,
  };
}

function entry(
  ctx: TemplateCtx,
  tree: RaceTree,
  action: HistoryEntry['action'],
  before: EditorTemplate | undefined,
  after: EditorTemplate | undefined,
): SeriesHistoryRecord {
  const r = (after ?? before) as EditorTemplate;
  return seriesHistoryEntry(
    ctx,
    tree.event.seriesGuid,
    action,
    fieldChanges<TemplateFields>(before, after, FIELDS),
    {
      kind: 'template',
      guid: r.guid,
      name: `${r.type} · ${targetName(tree, r.type, r.targetGuid) ?? ''}`,
      eventName: tree.event.name,
    },
  );
}

async function treeOf(ctx: Pick<TemplateCtx, 'store'>, eventGuid: string): Promise<RaceTree> {
  const tree = await ctx.store.raceTree(eventGuid);
  if (!tree) throw new NotFoundError('seriesEditor.eventNotFound');
  return tree;
}

function failOn(outcome: WriteOutcome) {
  if (outcome !== 'ok') throw new NotFoundError('seriesContent.templateNotFound');
}

/**
 * The record to store, checked against the event: its target must be the event (eventPage) or a
 * race, category or wave of it, and no other template may have the same type and target.
 */
function checked(
  ctx: TemplateCtx,
  tree: RaceTree,
  others: readonly EditorTemplate[],
  guid: string,
  fields: TemplateFields,
  field: string,
  created?: string,
): EditorTemplate {
  if (targetName(tree, fields.type, fields.targetGuid) === undefined)
    throw new ValidationFailedError([
      {
        field: `${field}.targetGuid`,
        errors: [formatMessage('seriesContent.templateTargetNotFound', ctx.locale) ?? ''],
      },
    ]);
  if (others.some((o) => o.guid !== guid && o.type === fields.type && o.targetGuid === fields.targetGuid))
    throw new BusinessRuleError('seriesContent.templateExists');
  return {
    entity: 'template',
    guid,
    type: fields.type,
    targetGuid: fields.targetGuid,
    html: ctx.sanitize(fields.html),
    dateCreated: created ?? ctx.now.toISOString(),
    dateUpdated: ctx.now.toISOString(),
  };
}

async function existing(ctx: Pick<TemplateCtx, 'store'>, eventGuid: string, guid: string) {
  const tree = await treeOf(ctx, eventGuid);
  const all = await ctx.store.templatesOfEvent(eventGuid);
  const found = all.find((t) => t.guid === guid);
  if (!found) throw new NotFoundError('seriesContent.templateNotFound');
  return { tree, all, found };
}

/** GET admin/series/events/{id}/templates: by type, then target. */
export async function listTemplates(ctx: Pick<TemplateCtx, 'store'>, eventGuid: string) {
  const tree = await treeOf(ctx, eventGuid);
  const order = ['eventPage', 'subevent', 'category', 'wave'];
  return (await ctx.store.templatesOfEvent(eventGuid))
    .map((t) => view(tree, t))
    .sort(
      (a, b) =>
        order.indexOf(a.type) - order.indexOf(b.type) ||
        a.targetName.localeCompare(b.targetName, 'cs') ||
        a.guid.localeCompare(b.guid),
    );
}

export async function getTemplate(ctx: Pick<TemplateCtx, 'store'>, eventGuid: string, guid: string) {
  const { tree, found } = await existing(ctx, eventGuid, guid);
  return view(tree, found);
}

export async function createTemplates(
  ctx: TemplateCtx,
  eventGuid: string,
  many: readonly TemplateFields[],
  field = 'body.templates',
): Promise<TemplateView[]> {
  const tree = await treeOf(ctx, eventGuid);
  const all = [...(await ctx.store.templatesOfEvent(eventGuid))];
  const records = many.map((fields, i) => {
    const record = checked(ctx, tree, all, ctx.newId(), fields, field === 'body' ? field : `${field}.${i}`);
    all.push(record);
    return record;
  });
  for (const record of records)
    failOn(
      await ctx.store.putTemplate(
        eventGuid,
        record,
        undefined,
        entry(ctx, tree, 'CREATE', undefined, record),
      ),
    );
  return records.map((r) => view(tree, r));
}

export async function createTemplate(ctx: TemplateCtx, body: TemplateBody): Promise<TemplateView> {
  const { eventGuid, ...fields } = body;
  return (await createTemplates(ctx, eventGuid, [fields], 'body'))[0] as TemplateView;
}

export async function updateTemplates(
  ctx: TemplateCtx,
  eventGuid: string,
  many: ReadonlyArray<TemplateFields & { guid: string }>,
  field = 'body.templates',
): Promise<TemplateView[]> {
  const tree = await treeOf(ctx, eventGuid);
  const all = await ctx.store.templatesOfEvent(eventGuid);
  let after = [...all];
  const pairs = many.map(({ guid, ...fields }, i) => {
    const before = all.find((t) => t.guid === guid);
    if (!before) throw new NotFoundError('seriesContent.templateNotFound');
    const record = checked(
      ctx,
      tree,
      after,
      guid,
      fields,
      field === 'body' ? field : `${field}.${i}`,
      before.dateCreated,
    );
    after = after.map((t) => (t.guid === guid ? record : t));
    return { before, record };
  });
  for (const { before, record } of pairs) {
    const history = entry(ctx, tree, 'UPDATE', before, record);
    if (history.changes.length) failOn(await ctx.store.putTemplate(eventGuid, record, before, history));
  }
  return pairs.map(({ before, record }) =>
    view(tree, fieldChanges<TemplateFields>(before, record, FIELDS).length ? record : before),
  );
}

export async function updateTemplate(
  ctx: TemplateCtx,
  guid: string,
  body: TemplateBody,
): Promise<TemplateView> {
  const { eventGuid, ...fields } = body;
  return (await updateTemplates(ctx, eventGuid, [{ ...fields, guid }], 'body'))[0] as TemplateView;
}

export async function deleteTemplate(ctx: TemplateCtx, eventGuid: string, guid: string) {
  const { tree, found } = await existing(ctx, eventGuid, guid);
  failOn(await ctx.store.removeTemplate(eventGuid, found, entry(ctx, tree, 'DELETE', found, undefined)));
  return { deleted: true as const };
}
