import { fold } from '@shared/text/search-text';
import { randomUUID } from 'node:crypto';
import {
  MAX_TEMPLATES,
  type MyTemplateDetail,
  type MyTemplateRow,
  type MyTemplatesQuery,
  type SaveTemplateBody,
} from '@shared/accounts/user-area-schemas';
import { BusinessRuleError, NotFoundError } from '../errors';
import { envelope, type Envelope } from '../paging';
import { matches, sortBy } from './user-area-filters';
import { type TemplateRecord, type UserAreaPorts } from './user-area-ports';

/** A user's saved registrants (templates) and the registrant templates a checkout saves. */

export const templateRow = (t: TemplateRecord): MyTemplateRow => ({
  id: t.guid,
  firstName: t.firstName,
  lastName: t.lastName,
  birthYear: t.birthYear,
  dateCreated: t.dateCreated,
  dateUpdated: t.dateUpdated,
});
export const templateDetail = (t: TemplateRecord): MyTemplateDetail => ({
  ...templateRow(t),
  values: t.values ?? {},
});

/** GET user/my-templates. */
export async function myTemplates(
  ports: UserAreaPorts,
  userId: string,
  q: MyTemplatesQuery,
): Promise<Envelope<MyTemplateRow>> {
  const rows = (await ports.listTemplates(userId))
    .filter((t) =>
      matches(q.searchText, t.firstName, t.lastName, t.birthYear === null ? '' : String(t.birthYear)),
    )
    .map(templateRow);
  return envelope(
    sortBy(
      rows,
      (r) => r[q.sortBy],
      q.descending,
      (r) => r.id,
    ),
    q,
  );
}

/** GET user/my-templates/{id}. */
export async function myTemplate(
  ports: UserAreaPorts,
  userId: string,
  guid: string,
): Promise<MyTemplateDetail> {
  const t = await ports.getTemplate(userId, guid);
  if (!t) throw new NotFoundError('account.notFound');
  return templateDetail(t);
}

/**
 * POST user/my-templates: saves a registrant template (checkout can offer it later). With `id`
 * it updates the caller's own template (another id is 404); a user keeps at most 50.
 */
export async function saveTemplate(
  ports: UserAreaPorts,
  userId: string,
  body: SaveTemplateBody,
  now: Date,
): Promise<MyTemplateDetail> {
  const nowIso = now.toISOString();
  let existing: TemplateRecord | undefined;
  if (body.id) {
    existing = await ports.getTemplate(userId, body.id);
    if (!existing) throw new NotFoundError('account.notFound');
  } else if ((await ports.listTemplates(userId)).length >= MAX_TEMPLATES) {
    throw new BusinessRuleError('account.templateLimit', { maximum: MAX_TEMPLATES }, 409);
  }
  const values = Object.fromEntries(
    Object.entries(body.values)
      .map(([k, v]) => [k.trim(), v])
      .filter(([, v]) => v !== ''),
  );
  const record: TemplateRecord = {
    entity: 'template',
    guid: existing?.guid ?? randomUUID(),
    userId,
    firstName: body.firstName,
    lastName: body.lastName,
    birthYear: body.birthYear ?? null,
    values,
    dateCreated: existing?.dateCreated ?? nowIso,
    dateUpdated: nowIso,
  };
  await ports.putTemplate(record);
  return templateDetail(record);
}

/**
 * Templates from checkout (register with saveAsTemplate): a registrant already kept under the same
 * name and birth year is updated, others are added while the user has room (at most 50).
 */
export async function saveRegistrantTemplates(
  ports: UserAreaPorts,
  userId: string,
  templates: Array<
    Pick<TemplateRecord, 'firstName' | 'lastName' | 'birthYear'> & {
      values: Record<string, string | undefined>;
    }
  >,
  now: Date,
): Promise<void> {
  const existing = await ports.listTemplates(userId);
  const key = (t: Pick<TemplateRecord, 'firstName' | 'lastName' | 'birthYear'>) =>
    `${fold(t.firstName)}|${fold(t.lastName)}|${t.birthYear ?? ''}`;
  let count = existing.length;
  const nowIso = now.toISOString();
  for (const t of templates) {
    const known = existing.find((e) => key(e) === key(t));
    if (!known && count >= MAX_TEMPLATES) continue;
    if (!known) count++;
    await ports.putTemplate({
      entity: 'template',
      guid: known?.guid ?? randomUUID(),
      userId,
      firstName: t.firstName,
      lastName: t.lastName,
      birthYear: t.birthYear,
      values: Object.fromEntries(Object.entries(t.values).filter((e): e is [string, string] => !!e[1])),
      dateCreated: known?.dateCreated ?? nowIso,
      dateUpdated: nowIso,
    });
  }
}
