import type { Locale } from '@shared/codelists/enums';
import type {
  EmailLayout,
  EmailPreview,
  LayoutBody,
  RenderedEmailPreview,
} from '@shared/back-office/email-schemas';
import { envelope, type Envelope, type Paging } from '../paging';
import { BusinessRuleError, NotFoundError } from '../errors';
import { fieldChanges } from '../series-editor/history';
import type { Actor } from '../series-editor/series-editor-ports';
import type { EmailLayoutRecord } from './email-records';
import { composeEmail, sanitizeEmailLayout } from './render';
import { sampleVariables } from './sample-variables';
import { LAYOUT_HISTORY_FIELDS, historyOf, type EmailAdminPorts } from './email-admin-ports';

// ——— layouts ———

export const toLayout = (r: EmailLayoutRecord): EmailLayout => ({
  guid: r.guid,
  name: r.name,
  content: r.content,
  dateCreated: r.dateCreated ?? null,
  dateUpdated: r.dateUpdated ?? null,
});

export async function listLayouts(
  ports: EmailAdminPorts,
  query: Paging & { searchText?: string | undefined },
): Promise<Envelope<Omit<EmailLayout, 'content'>>> {
  const needle = query.searchText?.trim().toLowerCase() ?? '';
  const rows = (await ports.store.listLayouts())
    .filter((l) => !needle || l.name.toLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name, 'cs'))
    .map((l) => ({
      guid: l.guid,
      name: l.name,
      dateCreated: l.dateCreated ?? null,
      dateUpdated: l.dateUpdated ?? null,
    }));
  return envelope(rows, query);
}

async function requireLayout(ports: EmailAdminPorts, guid: string): Promise<EmailLayoutRecord> {
  const layout = await ports.store.getLayout(guid);
  if (!layout) throw new NotFoundError('emails.layoutNotFound');
  return layout;
}

export const getLayout = async (ports: EmailAdminPorts, guid: string) =>
  toLayout(await requireLayout(ports, guid));

const cleanLayout = (content: string): string => {
  const clean = sanitizeEmailLayout(content);
  if (!clean.includes('{{content}}'))
    throw new BusinessRuleError('emails.layoutWithoutContent', undefined, 400);
  return clean;
};

export async function createLayout(
  ports: EmailAdminPorts,
  actor: Actor,
  body: LayoutBody,
): Promise<EmailLayout> {
  const now = ports.now().toISOString();
  const record: EmailLayoutRecord = {
    entity: 'emailLayout',
    guid: ports.newId(),
    name: body.name,
    content: cleanLayout(body.content),
    dateCreated: now,
    dateUpdated: now,
  };
  await ports.store.putLayout(
    record,
    historyOf(ports, actor, record.guid, 'CREATE', fieldChanges({}, record, LAYOUT_HISTORY_FIELDS)),
  );
  return toLayout(record);
}

export async function updateLayout(
  ports: EmailAdminPorts,
  actor: Actor,
  guid: string,
  body: LayoutBody,
): Promise<EmailLayout> {
  const before = await requireLayout(ports, guid);
  const record: EmailLayoutRecord = {
    ...before,
    name: body.name,
    content: cleanLayout(body.content),
    dateUpdated: ports.now().toISOString(),
  };
  const changes = fieldChanges(before, record, LAYOUT_HISTORY_FIELDS);
  if (!changes.length) return toLayout(before);
  await ports.store.putLayout(record, historyOf(ports, actor, guid, 'UPDATE', changes));
  return toLayout(record);
}

export async function deleteLayout(
  ports: EmailAdminPorts,
  actor: Actor,
  guid: string,
): Promise<{ ok: true }> {
  const before = await requireLayout(ports, guid);
  const series = await ports.store.seriesUsingLayout(guid);
  if (series) throw new BusinessRuleError('emails.layoutInUse', { series });
  await ports.store.deleteLayout(
    guid,
    historyOf(ports, actor, guid, 'DELETE', fieldChanges(before, {}, LAYOUT_HISTORY_FIELDS)),
  );
  return { ok: true };
}

/** A layout as edited, around the product's "on payment" text with sample data, in cs and en. */
export async function previewLayout(ports: EmailAdminPorts, content: string): Promise<EmailPreview> {
  const layout: EmailLayoutRecord = { entity: 'emailLayout', guid: 'preview', name: '', content };
  const qrSrc = ports.sampleQr ? await ports.sampleQr() : null;
  const render = (locale: Locale): RenderedEmailPreview => {
    const composed = composeEmail({
      type: 2,
      locale,
      definitions: [],
      facts: null,
      layout,
      variables: sampleVariables({
        locale,
        appUrl: ports.appUrl,
        seriesName: locale === 'cs' ? 'Ukázková série' : 'Sample series',
        eventName: locale === 'cs' ? 'Ukázkový závod' : 'Sample race',
        qrSrc,
      }),
    });
    return {
      subject: composed.subject,
      html: composed.html,
      text: composed.text,
      unknownVariables: composed.unknownVariables,
    };
  };
  return { cs: render('cs'), en: render('en') };
}
