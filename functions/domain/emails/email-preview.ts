import type { Locale } from '@shared/codelists/enums';
import { LOCALES } from '@shared/codelists/enums';
import type { EmailPreview, RenderedEmailPreview } from '@shared/back-office/email-schemas';
import { BusinessRuleError } from '../errors';
import type { EmailDefinitionRecord, EmailTypeValue } from './email-records';
import { composeEmail } from './render';
import { sampleVariables } from './sample-variables';
import { requireEvent, type EmailAdminPorts } from './email-admin-ports';

// ——— preview and test ———

export interface EmailDraft {
  eventGuid: string;
  type: number;
  header: string;
  body: string;
  translations: { en: { header: string; body: string } };
}

/** What the editor shows of a composed e-mail: its subject, bodies and the variables it does not know. */
export const previewOf = ({ subject, html, text, unknownVariables }: ReturnType<typeof composeEmail>) => ({
  subject,
  html,
  text,
  unknownVariables,
});

async function renderDraft(
  ports: EmailAdminPorts,
  draft: EmailDraft,
  locales: readonly Locale[],
): Promise<Partial<Record<Locale, RenderedEmailPreview>>> {
  const event = await requireEvent(ports, draft.eventGuid);
  const series = await ports.store.getSeriesSettings(event.seriesGuid);
  const layout = series?.emailLayoutId ? await ports.store.getLayout(series.emailLayoutId) : null;
  const qrSrc = ports.sampleQr ? await ports.sampleQr() : null;
  const definition: EmailDefinitionRecord = {
    entity: 'email',
    guid: 'preview',
    eventGuid: draft.eventGuid,
    type: draft.type,
    header: draft.header,
    body: draft.body,
    translations: { en: draft.translations.en },
  };
  const out: Partial<Record<Locale, RenderedEmailPreview>> = {};
  for (const locale of locales) {
    const composed = composeEmail({
      type: draft.type as EmailTypeValue,
      locale,
      definitions: draft.body.trim() ? [definition] : [],
      facts: null,
      layout,
      variables: sampleVariables({
        locale,
        appUrl: ports.appUrl,
        seriesName: series?.name ?? '',
        eventName: event.name,
        qrSrc,
      }),
    });
    out[locale] = previewOf(composed);
  }
  return out;
}

/** Renders a draft (event or global e-mail) with sample data in the given languages. */
export type DraftRenderer<D> = (
  ports: EmailAdminPorts,
  draft: D,
  locales: readonly Locale[],
) => Promise<Partial<Record<Locale, RenderedEmailPreview>>>;

/** A draft as the sender renders it, in cs and en (event and global e-mails' preview). */
export async function previewDraft<D>(
  ports: EmailAdminPorts,
  draft: D,
  render: DraftRenderer<D>,
): Promise<EmailPreview> {
  const rendered = await render(ports, draft, LOCALES);
  return { cs: rendered.cs!, en: rendered.en! };
}

/** Renders a draft in its chosen language and sends it as a test to the signed-in user. */
export function sendTestDraftIn<D>(
  ports: EmailAdminPorts,
  to: string,
  draft: D & { locale: Locale },
  render: DraftRenderer<D>,
): Promise<{ to: string }> {
  return sendTestDraft(ports, to, async () => (await render(ports, draft, [draft.locale]))[draft.locale]!);
}

/** The edited e-mail as the sender renders it (the series layout, sample data), in cs and en. */
export const previewEventEmail = (ports: EmailAdminPorts, draft: EmailDraft): Promise<EmailPreview> =>
  previewDraft(ports, draft, renderDraft);

/** Sends the edited e-mail (sample data) to the signed-in user's own address through the real queue. */
export const sendTestEventEmail = (
  ports: EmailAdminPorts,
  to: string,
  draft: EmailDraft & { locale: Locale },
): Promise<{ to: string }> => sendTestDraftIn(ports, to, draft, renderDraft);

/**
 * Sends a draft rendered with sample data to the signed-in user's own address (event and global
 * e-mails' "send me a test").
 */
export async function sendTestDraft(
  ports: EmailAdminPorts,
  to: string,
  render: () => Promise<RenderedEmailPreview>,
): Promise<{ to: string }> {
  if (!to.trim()) throw new BusinessRuleError('emails.noAddress', undefined, 400);
  const rendered = await render();
  // The sender's QR is a cid: attachment; a test e-mail carries no attachment, so no QR image.
  await ports.sendEmail({
    kind: 'rendered',
    messageId: `email-test:${ports.newId()}`,
    to: [to],
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
  });
  return { to };
}
