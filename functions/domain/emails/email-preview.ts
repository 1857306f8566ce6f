import type { Locale } from '@shared/codelists/enums';
import { LOCALES } from '@shared/codelists/enums';
import type { EmailPreview, RenderedEmailPreview } from '@shared/back-office/email-schemas';
import { BusinessRuleError } from '../errors';
import type { EmailDefinitionRecord, EmailLayoutRecord, EmailTypeValue } from './email-records';
import { composeEmail } from './render';
import { sampleVariables } from './sample-variables';
import { requireEvent, type EmailAdminPorts } from './email-admin-ports';

// ——— preview and test ———

/** An e-mail's text as the editor holds it, not yet saved. */
export interface EmailDraftText {
  type: number;
  header: string;
  body: string;
  translations: { en: { header: string; body: string } };
}

export interface EmailDraft extends EmailDraftText {
  eventGuid: string;
}

/** What the editor shows of a composed e-mail: its subject, bodies and the variables it does not know. */
export const previewOf = ({ subject, html, text, unknownVariables }: ReturnType<typeof composeEmail>) => ({
  subject,
  html,
  text,
  unknownVariables,
});

/**
 * A draft composed with sample data in each language as the sender would compose it: an event's
 * draft as the event's e-mail, a global one (`global`) as the fallback of an event without one.
 */
export async function renderSampleDraft(
  ports: EmailAdminPorts,
  draft: EmailDraftText,
  locales: readonly Locale[],
  setting: {
    eventGuid: string;
    global: boolean;
    layout: EmailLayoutRecord | null;
    names: (locale: Locale) => { seriesName: string; eventName: string };
  },
): Promise<Partial<Record<Locale, RenderedEmailPreview>>> {
  const qrSrc = ports.sampleQr ? await ports.sampleQr() : null;
  const drafted: EmailDefinitionRecord[] = draft.body.trim()
    ? [
        {
          entity: 'email',
          guid: 'preview',
          eventGuid: setting.eventGuid,
          type: draft.type,
          header: draft.header,
          body: draft.body,
          translations: { en: draft.translations.en },
        },
      ]
    : [];
  const out: Partial<Record<Locale, RenderedEmailPreview>> = {};
  for (const locale of locales) {
    const composed = composeEmail({
      type: draft.type as EmailTypeValue,
      locale,
      definitions: setting.global ? [] : drafted,
      ...(setting.global ? { globals: drafted } : {}),
      facts: null,
      layout: setting.layout,
      variables: sampleVariables({ locale, appUrl: ports.appUrl, ...setting.names(locale), qrSrc }),
    });
    out[locale] = previewOf(composed);
  }
  return out;
}

async function renderDraft(
  ports: EmailAdminPorts,
  draft: EmailDraft,
  locales: readonly Locale[],
): Promise<Partial<Record<Locale, RenderedEmailPreview>>> {
  const event = await requireEvent(ports, draft.eventGuid);
  const series = await ports.store.getSeriesSettings(event.seriesGuid);
  const layout = series?.emailLayoutId ? await ports.store.getLayout(series.emailLayoutId) : null;
  return renderSampleDraft(ports, draft, locales, {
    eventGuid: draft.eventGuid,
    global: false,
    layout,
    names: () => ({ seriesName: series?.name ?? '', eventName: event.name }),
  });
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
