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
    out[locale] = {
      subject: composed.subject,
      html: composed.html,
      text: composed.text,
      unknownVariables: composed.unknownVariables,
    };
  }
  return out;
}

/** The edited e-mail as the sender renders it (the series layout, sample data), in cs and en. */
export async function previewEventEmail(ports: EmailAdminPorts, draft: EmailDraft): Promise<EmailPreview> {
  const rendered = await renderDraft(ports, draft, LOCALES);
  return { cs: rendered.cs!, en: rendered.en! };
}

/** Sends the edited e-mail (sample data) to the signed-in user's own address through the real queue. */
export function sendTestEventEmail(
  ports: EmailAdminPorts,
  to: string,
  draft: EmailDraft & { locale: Locale },
): Promise<{ to: string }> {
  return sendTestDraft(
    ports,
    to,
    async () => (await renderDraft(ports, draft, [draft.locale]))[draft.locale]!,
  );
}

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
