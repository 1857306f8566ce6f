import type { Locale } from '@shared/codelists/enums';
import { EmailType, LOCALES } from '@shared/codelists/enums';
import type { EmailPreview } from '@shared/back-office/email-schemas';
import { GROUP_EMAIL_VARIABLES } from '@shared/emails/group-email-schemas';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import type { EmailLayoutRecord } from '../emails/email-records';
import { orderVariables } from '../emails/order-variables';
import { sampleVariables } from '../emails/sample-variables';
import type { EmailVariables } from '../emails/variables';
import { composeEmail, type ComposedEmail } from '../emails/render';
import { NotFoundError } from '../errors';
import { sanitizeRichText } from '../rich-text';
import { type GroupEmailStore } from './group-email-records';

/** Rendering a group e-mail: one recipient's entry at send time, and the cs/en preview of a draft. */
/** What rendering an entry reads (the order e-mail reader has them all). */
export interface GroupEmailReader {
  loadOrderWithItems(orderGuid: string): Promise<{ order: OrderRecord; items: OrderItemRecord[] } | null>;
  loadSeriesEmailSettings(seriesGuid: string): Promise<{ name: string; emailLayoutId: string | null } | null>;
  loadEmailLayout(guid: string): Promise<EmailLayoutRecord | null>;
}

export type GroupEntryOutcome =
  { kind: 'send'; email: ComposedEmail & { to: string[] } } | { kind: 'skip'; reason: string };

/**
 * Renders one entry at send time: the group e-mail's subject and body with the variables of the
 * recipient's order (the same variables as the event e-mails), in the order's language, in the
 * series layout.
 */
export async function composeGroupEmailEntry(
  deps: { store: GroupEmailStore; reader: GroupEmailReader; appUrl: string },
  groupEmailId: number,
  entryId: number,
): Promise<GroupEntryOutcome> {
  const [record, entry] = await Promise.all([
    deps.store.get(groupEmailId),
    deps.store.getEntry(groupEmailId, entryId),
  ]);
  if (!record || !entry) return { kind: 'skip', reason: 'group e-mail or entry not found' };
  if (entry.sent) return { kind: 'skip', reason: 'entry sent already' };
  const loaded = await deps.reader.loadOrderWithItems(entry.orderGuid);
  if (!loaded) return { kind: 'skip', reason: 'order not found' };
  const { order, items } = loaded;
  const locale: Locale = (LOCALES as readonly string[]).includes(order.language) ? order.language : 'cs';
  const series = await deps.reader.loadSeriesEmailSettings(order.seriesGuid);
  const layout = series?.emailLayoutId ? await deps.reader.loadEmailLayout(series.emailLayoutId) : null;
  const composed = composeEmail({
    // Only the fallback subject depends on the type; the group e-mail's own subject is never empty.
    type: EmailType.PAYMENT,
    locale,
    definitions: [],
    facts: null,
    layout,
    // Sanitised when the group e-mail was recorded, and again here in case the record predates a rule.
    productText: { header: record.subject, body: sanitizeRichText(record.body) },
    variables: orderVariables({
      order,
      items,
      locale,
      appUrl: deps.appUrl,
      seriesName: series?.name,
      qrSrc: null,
    }),
  });
  return { kind: 'send', email: { ...composed, to: [entry.email] } };
}

/**
 * A draft as the sender renders it: the series layout, the variables of a sample order, in Czech
 * and English (each recipient gets it in his order's language).
 */
export async function previewGroupEmail(
  deps: { reader: Pick<GroupEmailReader, 'loadSeriesEmailSettings' | 'loadEmailLayout'>; appUrl: string },
  draft: { seriesId: string; subject: string; body: string },
): Promise<EmailPreview> {
  const series = await deps.reader.loadSeriesEmailSettings(draft.seriesId);
  if (!series) throw new NotFoundError();
  const layout = series.emailLayoutId ? await deps.reader.loadEmailLayout(series.emailLayoutId) : null;
  const render = (locale: Locale) => {
    const sample = sampleVariables({
      locale,
      appUrl: deps.appUrl,
      seriesName: series.name,
      eventName: series.name,
      qrSrc: null,
    });
    const variables: EmailVariables = Object.fromEntries(
      GROUP_EMAIL_VARIABLES.map((name) => [name, sample[name]]),
    );
    const composed = composeEmail({
      type: EmailType.PAYMENT,
      locale,
      definitions: [],
      facts: null,
      layout,
      productText: { header: draft.subject, body: sanitizeRichText(draft.body) },
      variables,
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
