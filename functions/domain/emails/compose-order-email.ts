import { EmailType, LOCALES, type Locale } from '@shared/codelists/enums';
import { toSpdText } from '@shared/payments/qr-platba';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import { renderQrPlatba } from '../payments/qr-image';
import type { EmailDefinitionRecord, EmailLayoutRecord } from './email-records';
import { emailTickets, ticketImages, type EmailTicket } from './email-tickets';
import { orderConditionFacts, orderVariables } from './order-variables';
import type { TransferLinkEntry } from './transfer-link-paragraph';
import type { OrderEmailType } from './order-email-types';
import { composeEmail, type ComposedEmail } from './render';

/** What rendering an order e-mail reads (functions/adapters/dynamodb/email-repository.ts). */
export interface OrderEmailReader {
  loadOrderWithItems(orderGuid: string): Promise<{ order: OrderRecord; items: OrderItemRecord[] } | null>;
  loadEventEmailDefinitions(eventGuid: string): Promise<EmailDefinitionRecord[]>;
  loadSeriesEmailSettings(seriesGuid: string): Promise<{ name: string; emailLayoutId: string | null } | null>;
  loadEmailLayout(guid: string): Promise<EmailLayoutRecord | null>;
  /** Global e-mails of one kind (admin/emails), as definitions; used when no event e-mail matches. */
  loadGlobalEmailDefinitions?(type: number): Promise<EmailDefinitionRecord[]>;
  loadTeamForEmail(teamGuid: string): Promise<{ guid: string; name: string; pin: string | null } | null>;
  /** What underpaying bank transfers matched to the order brought so far (minor units). */
  receivedByBankTransfer(orderGuid: string): Promise<number>;
  /** A refund of the order (functions/domain/refunds), for the card refund e-mail. */
  loadRefund?(
    orderGuid: string,
    refundId: string,
  ): Promise<{ amount: number; state: string; method: string } | undefined>;
}

export { ORDER_EMAIL_TYPES, type OrderEmailType } from './order-email-types';

export interface OrderEmailRequest {
  orderGuid: string;
  emailType: OrderEmailType;
  /** Item cancellation: the cancelled item. */
  itemGuid?: string;
  /** Card refund: the refund done. */
  refundId?: string;
}

export const QR_CID = 'qr-platba@race-registration';

export interface RenderedOrderEmail extends ComposedEmail {
  to: string[];
  inlineImages: Array<{ cid: string; contentType: 'image/png'; filename: string; contentBase64: string }>;
}

export type OrderEmailOutcome =
  { kind: 'send'; email: RenderedOrderEmail; locale: Locale } | { kind: 'skip'; reason: string };

const EMAIL_SHAPE = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/**
 * Why an e-mail of this kind must not go out for the order as it is NOW (rendering happens at
 * send time, so a queued e-mail whose reason has gone — an expiry undone, an order deleted — is
 * dropped). Undefined = send.
 */
export function orderEmailSkipReason(type: OrderEmailType, order: OrderRecord): string | undefined {
  if (order.deleted) return 'order deleted';
  switch (type) {
    case EmailType.PAYMENT:
      return order.paid ? undefined : 'order not paid';
    case EmailType.EXPIRATION:
      return order.expired && !order.paid ? undefined : 'order not expired';
    case EmailType.CANCELLATION:
      return order.cancelled ? undefined : 'order not cancelled';
    case EmailType.INCOMPLETE_PAYMENT:
      return order.paid || order.cancelled || order.expired ? 'order no longer awaits payment' : undefined;
    default:
      return undefined;
  }
}

/** The QR Platba message: the event name, SPD-safe and within its 60 characters. */
function qrMessage(items: readonly OrderItemRecord[], variableSymbol: string): string {
  const name = toSpdText(items[0]?.eventName ?? '').replace(/\*/g, ' ');
  return (name ? `${name} VS ${variableSymbol}` : `VS ${variableSymbol}`).slice(0, 60).trim();
}

/** The QR Platba PNG for an unpaid transfer order with bank data, or null. */
async function qrFor(order: OrderRecord, items: readonly OrderItemRecord[]): Promise<string | null> {
  const detail = order.paymentDetail;
  if (order.paymentMethod !== 2 || order.paid || !detail?.iban || order.calculatedPrice <= 0) return null;
  const png = await renderQrPlatba(
    {
      iban: detail.iban,
      ...(detail.swift ? { bic: detail.swift } : {}),
      amountMinor: order.calculatedPrice,
      currency: order.currency,
      variableSymbol: order.variableSymbol,
      ...(detail.constantSymbol ? { constantSymbol: detail.constantSymbol } : {}),
      message: qrMessage(items, order.variableSymbol),
    },
    { width: 400, margin: 4 },
  );
  return png.pngDataUrl.slice(png.pngDataUrl.indexOf(',') + 1);
}

export interface ComposeOrderEmailDeps {
  reader: OrderEmailReader;
  appUrl: string;
  /** The stage's QR ticket key, for `{{tickets}}`; without it the e-mail has no tickets. */
  ticketKey?: () => Promise<Buffer>;
  /**
   * The paid order's registrations that may be transferred now, with their signed links
   * (functions/domain/self-service/transfer-link-entries.ts); absent: `{{transferLink}}` stays empty.
   */
  transferLinks?: (order: OrderRecord, items: readonly OrderItemRecord[]) => Promise<TransferLinkEntry[]>;
  /** Called with problems that do not stop the e-mail (bad bank data for the QR, unknown variables). */
  warn?: (message: string, fields: Record<string, unknown>) => void;
}

/**
 * Renders an order e-mail at send time: the order and its items, the events' definitions, the
 * series layout, in the order's language, addressed to the registrator (cancellation: also to
 * every racer of the order).
 */
export async function composeOrderEmail(
  request: OrderEmailRequest,
  deps: ComposeOrderEmailDeps,
): Promise<OrderEmailOutcome> {
  const loaded = await deps.reader.loadOrderWithItems(request.orderGuid);
  if (!loaded) return { kind: 'skip', reason: 'order not found' };
  const { order } = loaded;
  const skip = orderEmailSkipReason(request.emailType, order);
  if (skip) return { kind: 'skip', reason: skip };

  let items = loaded.items;
  if (request.emailType === EmailType.ITEM_CANCELLATION || request.emailType === EmailType.CHECKED_IN) {
    items = loaded.items.filter((i) => i.itemGuid === request.itemGuid);
    if (!items.length) return { kind: 'skip', reason: 'item not found' };
  }
  let team: { guid: string; name: string; pin: string | null } | null = null;
  if (request.emailType === EmailType.TEAM_CREATED || request.emailType === EmailType.TEAM_JOINED) {
    const teamGuid = items.find((i) => i.teamGuid)?.teamGuid;
    if (!teamGuid) return { kind: 'skip', reason: 'order has no team' };
    team = await deps.reader.loadTeamForEmail(teamGuid);
    if (!team) return { kind: 'skip', reason: 'team not found' };
    // A joining racer learns the team, not its PIN (the manager's key to the team page).
    if (request.emailType === EmailType.TEAM_JOINED) team = { ...team, pin: null };
  }

  const to = [
    order.registrator.email,
    ...(request.emailType === EmailType.CANCELLATION || request.emailType === EmailType.CHECKED_IN
      ? items.map((i) => i.email)
      : []),
  ]
    .map((e) => e?.trim())
    .filter((e): e is string => !!e && EMAIL_SHAPE.test(e))
    .filter((e, i, all) => all.findIndex((x) => x.toLowerCase() === e.toLowerCase()) === i)
    .slice(0, 50);
  if (!to.length) return { kind: 'skip', reason: 'no recipient' };

  const locale: Locale = (LOCALES as readonly string[]).includes(order.language) ? order.language : 'cs';
  const eventGuids = [
    ...new Set([...items.map((i) => i.seriesEventGuid), ...(order.eventGuids ?? [])]),
  ].filter(Boolean);
  const [definitions, series, globals] = await Promise.all([
    Promise.all(eventGuids.map((g) => deps.reader.loadEventEmailDefinitions(g))).then((lists) =>
      lists.flat(),
    ),
    deps.reader.loadSeriesEmailSettings(order.seriesGuid),
    deps.reader.loadGlobalEmailDefinitions?.(request.emailType) ?? Promise.resolve([]),
  ]);
  const layout = series?.emailLayoutId ? await deps.reader.loadEmailLayout(series.emailLayoutId) : null;

  let qrBase64: string | null = null;
  if (
    request.emailType === EmailType.REGISTRATION_BY_TRANSFER ||
    request.emailType === EmailType.REGISTRATION_BY_CARD
  ) {
    try {
      qrBase64 = await qrFor(order, items);
    } catch (err) {
      deps.warn?.('QR Platba not rendered', { orderGuid: order.guid, error: String(err) });
    }
  }

  // Minting is a hash per item; the images are drawn below only if the chosen text shows them.
  let tickets: EmailTicket[] = [];
  if (deps.ticketKey) {
    try {
      tickets = emailTickets(await deps.ticketKey(), order, items);
    } catch (err) {
      deps.warn?.('QR tickets not minted', { orderGuid: order.guid, error: String(err) });
    }
  }

  const receivedAmount =
    request.emailType === EmailType.INCOMPLETE_PAYMENT
      ? await deps.reader.receivedByBankTransfer(order.guid)
      : null;
  if (receivedAmount === 0) return { kind: 'skip', reason: 'no partial payment' };
  let refundedAmount: number | null = null;
  if (request.emailType === EmailType.CARD_REFUND) {
    const refund = request.refundId
      ? await deps.reader.loadRefund?.(order.guid, request.refundId)
      : undefined;
    if (!refund || refund.state !== 'done' || refund.method !== 'card')
      return { kind: 'skip', reason: 'no card refund done' };
    refundedAmount = refund.amount;
  }

  const transferLinks =
    request.emailType === EmailType.PAYMENT && order.paid && deps.transferLinks
      ? await deps.transferLinks(order, items)
      : [];

  const composed = composeEmail({
    type: request.emailType,
    locale,
    definitions,
    globals,
    facts: orderConditionFacts(order, items),
    layout,
    variables: orderVariables({
      order,
      items,
      locale,
      appUrl: deps.appUrl,
      seriesName: series?.name,
      qrSrc: qrBase64 ? `cid:${QR_CID}` : null,
      tickets,
      team,
      returnedAmount:
        request.emailType === EmailType.ITEM_CANCELLATION
          ? items.reduce((s, i) => s + i.cancelledAmount, 0)
          : refundedAmount,
      receivedAmount,
      transferLinks,
    }),
  });
  // Optional kind: only an organiser's (or admin's global) text switches it on, never the default.
  if (request.emailType === EmailType.CHECKED_IN && composed.source === 'default')
    return { kind: 'skip', reason: 'checked-in e-mail not switched on' };
  if (composed.unknownVariables.length) {
    deps.warn?.('e-mail template uses unknown variables', {
      orderGuid: order.guid,
      emailType: request.emailType,
      variables: composed.unknownVariables,
    });
  }
  // The QR image is attached only when the chosen text actually shows it.
  const inlineImages: RenderedOrderEmail['inlineImages'] =
    qrBase64 !== null && composed.html.includes(`cid:${QR_CID}`)
      ? [{ cid: QR_CID, contentType: 'image/png', filename: 'qr-platba.png', contentBase64: qrBase64 }]
      : [];
  inlineImages.push(...(await ticketImages(tickets, composed.html)));
  return { kind: 'send', locale, email: { ...composed, to, inlineImages } };
}
