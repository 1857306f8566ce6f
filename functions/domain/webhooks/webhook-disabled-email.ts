import { escapeHtml } from '../emails/format';
import { DISABLE_AFTER_FAILURES } from './webhook-retry';
import type { WebhookEndpointRecord } from './webhook-ports';

/**
 * The system e-mail to the admin who created an endpoint the worker just disabled, in Czech and
 * English (an admin's language is not stored); the link opens the series' webhooks screen.
 */
export function webhookDisabledEmail(
  endpoint: WebhookEndpointRecord,
  appUrl: string,
): { to: string[]; subject: string; text: string; html: string } {
  const link = `${appUrl}/admin/webhooks?series=${encodeURIComponent(endpoint.seriesGuid)}`;
  const cs = [
    `Webhook ${endpoint.url} jsme vypnuli: ${DISABLE_AFTER_FAILURES} pokusů o doručení za sebou selhalo.`,
    `Opravte příjemce a webhook znovu zapněte; nedoručené události můžete poslat znovu: ${link}`,
  ];
  const en = [
    `We disabled the webhook ${endpoint.url}: ${DISABLE_AFTER_FAILURES} delivery attempts in a row failed.`,
    `Fix the receiver and enable the webhook again; undelivered events can be sent again: ${link}`,
  ];
  const paragraphs = [...cs, '—', ...en];
  return {
    to: [endpoint.createdBy.email],
    subject: 'Webhook vypnut / Webhook disabled',
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  };
}
