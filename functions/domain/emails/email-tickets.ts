import type { Locale } from '@shared/codelists/enums';
import { signTicket } from '../check-in/ticket-token';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import { renderQrImage } from '../payments/qr-image';
import { escapeHtml } from './format';
import type { VariableValue } from './variables';

/** One registration's QR ticket as an e-mail shows it. */
export interface EmailTicket {
  name: string;
  raceName: string;
  token: string;
  /** `src` of its image: `cid:…` of an inline attachment (or a data: URL in the editor's preview). */
  src: string;
}

export interface InlinePng {
  cid: string;
  contentType: 'image/png';
  filename: string;
  contentBase64: string;
}

const ticketCid = (index: number) => `ticket-${index}@race-registration`;

/**
 * The tickets the check-in desk would admit: the order not removed, cancelled or expired, the item
 * not cancelled or expired, and paid (the order or the item) — exactly what the runner's result
 * page shows (check-in `orderTickets` with `paidOnly`).
 */
export function emailTickets(
  key: Buffer,
  order: OrderRecord,
  items: readonly OrderItemRecord[],
): EmailTicket[] {
  if (order.deleted || order.cancelled || order.expired) return [];
  return items
    .filter((i) => !i.cancelled && !i.expired && (order.paid || i.paid))
    .map((i) => ({
      name: `${i.firstName} ${i.lastName}`.trim(),
      raceName: i.subEventName,
      token: signTicket(key, { orderGuid: order.guid, index: i.index }),
      src: `cid:${ticketCid(i.index)}`,
    }));
}

const TEXTS: Record<Locale, { intro: string; alt: string; code: string }> = {
  cs: {
    intro: 'QR vstupenky k výdeji startovních balíčků (ukažte je na telefonu nebo vytištěné):',
    alt: 'QR vstupenka',
    code: 'Kód vstupenky',
  },
  en: {
    intro: 'QR tickets for the packet pickup (show them on your phone or printed):',
    alt: 'QR ticket',
    code: 'Ticket code',
  },
};

/**
 * `{{tickets}}`: each ticket's QR image with the runner, race and the code as text (a volunteer
 * can type it when a code does not scan). Empty when there is no ticket (not paid yet).
 */
export function ticketsVariable(tickets: readonly EmailTicket[], locale: Locale): VariableValue {
  if (!tickets.length) return { text: '', html: '' };
  const t = TEXTS[locale];
  const text = [t.intro, ...tickets.map((k) => `${k.name} – ${k.raceName}: ${k.token}`)].join('\n');
  const cell = 'padding:8px 12px 8px 0;vertical-align:middle;';
  const rows = tickets.map(
    (k) =>
      '<tr>' +
      (k.src
        ? `<td style="${cell}width:168px;"><img src="${escapeHtml(k.src)}" width="160" height="160" ` +
          `alt="${escapeHtml(`${t.alt} – ${k.name}`)}" style="display:block;width:160px;height:160px;border:0;"></td>`
        : '') +
      `<td style="${cell}"><strong>${escapeHtml(k.name)}</strong><br>${escapeHtml(k.raceName)}<br>` +
      `<span style="font-size:12px;">${escapeHtml(t.code)}:</span><br>` +
      `<span style="font-family:monospace;font-size:12px;word-break:break-all;">${escapeHtml(k.token)}</span></td></tr>`,
  );
  const html =
    `<p style="margin:0 0 8px;">${escapeHtml(t.intro)}</p>` +
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">${rows.join('')}</table>`;
  return { text, html };
}

/** PNGs of the tickets the rendered HTML actually shows (an organiser's text may leave them out). */
export async function ticketImages(tickets: readonly EmailTicket[], html: string): Promise<InlinePng[]> {
  const shown = tickets.filter((k) => k.src.startsWith('cid:') && html.includes(k.src));
  return Promise.all(
    shown.map(async (k, i) => {
      // 320 px with the standard quiet zone: sharp when a phone shows the e-mail to the desk's camera.
      const png = await renderQrImage(k.token, { width: 320, margin: 4 });
      return {
        cid: k.src.slice('cid:'.length),
        contentType: 'image/png' as const,
        filename: `ticket-${i + 1}.png`,
        contentBase64: png.pngDataUrl.slice(png.pngDataUrl.indexOf(',') + 1),
      };
    }),
  );
}
