import type { Locale } from '@shared/codelists/enums';
import type { OrderRecord } from '../orders/order-records';
import { escapeHtml } from './format';
import type { VariableValue } from './variables';

const TEXTS: Record<Locale, { before: string; link: string; after: string }> = {
  cs: { before: 'Doklad o zaplacení si po přihlášení stáhnete v ', link: 'Mých objednávkách', after: '.' },
  en: { before: 'Sign in to download the payment document in ', link: 'My orders', after: '.' },
};

/**
 * `{{taxDocument}}`: a link (never an attachment) to My orders, where the signed-in owner
 * downloads the paid order's tax document or payment confirmation (issued by the tax-documents
 * worker a moment after the payment). Empty for an order placed without an account (only the
 * owner may download) and for an unpaid one.
 */
export function taxDocumentParagraph(
  order: Pick<OrderRecord, 'userId' | 'paid'>,
  locale: Locale,
  appUrl: string,
): VariableValue {
  if (!order.userId || !order.paid) return { text: '', html: '' };
  const url = `${appUrl.replace(/\/+$/, '')}/user/my-orders`;
  const t = TEXTS[locale];
  return {
    text: `${t.before}${t.link}${t.after} ${url}`,
    html: `<p style="margin:0 0 16px;">${escapeHtml(t.before)}<a href="${escapeHtml(url)}">${escapeHtml(t.link)}</a>${escapeHtml(t.after)}</p>`,
  };
}
