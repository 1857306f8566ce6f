import { EmailType, type CurrencyCode, type Locale } from '@shared/codelists/enums';
import { formatMoney } from '@shared/money';
import { formatPragueDateTime } from '@shared/prague-time';
import { composeEmail } from '../emails/render';
import { textValue, type EmailVariables } from '../emails/variables';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import type { TransferOfferRecord, TransferPorts } from './transfer-ports';

/** The page the offer link opens (no account needed). */
export const transferOfferLink = (appUrl: string, token: string) =>
  `${appUrl.replace(/\/+$/, '')}/transfer-offer/${encodeURIComponent(token)}`;

type Place = Pick<OrderItemRecord, 'seriesEventGuid' | 'eventName' | 'subEventName'>;

async function send(
  ports: TransferPorts,
  type: typeof EmailType.TRANSFER_OFFERED | typeof EmailType.TRANSFER_ACCEPTED,
  order: Pick<OrderRecord, 'seriesGuid'>,
  place: Place,
  to: string,
  locale: Locale,
  variables: EmailVariables,
  messageId: string,
): Promise<void> {
  const sources = await ports.emailSources(place.seriesEventGuid, order.seriesGuid);
  const composed = composeEmail({
    type,
    locale,
    definitions: sources.definitions,
    ...(sources.globals ? { globals: sources.globals } : {}),
    facts: null,
    layout: sources.layout,
    variables: {
      eventName: textValue(place.eventName),
      subEventName: textValue(place.subEventName),
      seriesName: textValue(sources.seriesName),
      ...variables,
    },
  });
  await ports.sendEmail({
    kind: 'rendered',
    messageId,
    to: [to],
    subject: composed.subject,
    html: composed.html,
    text: composed.text,
  });
}

const feeText = (fee: number, currency: CurrencyCode, locale: Locale) =>
  fee > 0 ? formatMoney(fee, currency, locale) : locale === 'cs' ? 'bez poplatku' : 'none';

/** E-mail 15 to the new runner, with the link (sent once per offer). */
export function sendOfferEmail(
  ports: TransferPorts,
  offer: TransferOfferRecord,
  token: string,
  order: Pick<OrderRecord, 'seriesGuid' | 'currency'>,
  place: Place,
  fee: number,
): Promise<void> {
  return send(
    ports,
    EmailType.TRANSFER_OFFERED,
    order,
    place,
    offer.email,
    offer.locale,
    {
      registratorFirstName: textValue(offer.firstName),
      registratorLastName: textValue(offer.lastName),
      registratorEmail: textValue(offer.email),
      transferFromName: textValue(offer.fromName),
      transferFee: textValue(feeText(fee, order.currency, offer.locale)),
      offerLink: textValue(transferOfferLink(ports.appUrl, token)),
      offerValidUntil: textValue(formatPragueDateTime(offer.validUntil)),
    },
    `transfer:offer:${offer.hash}`,
  );
}

/** E-mail 16 to the one who handed the registration over and the one who took it. */
export async function sendAcceptedEmails(
  ports: TransferPorts,
  offer: TransferOfferRecord,
  order: Pick<OrderRecord, 'seriesGuid' | 'language'>,
  place: Place,
  from: { name: string; email: string },
  to: { name: string; email: string },
): Promise<void> {
  const variables = {
    transferFromName: textValue(from.name),
    transferToName: textValue(to.name),
  };
  const recipients = [
    { email: from.email, locale: order.language, who: 'from' },
    { email: to.email, locale: offer.locale, who: 'to' },
  ] as const;
  for (const r of recipients)
    await send(
      ports,
      EmailType.TRANSFER_ACCEPTED,
      order,
      place,
      r.email,
      r.locale,
      variables,
      `transfer:accepted:${offer.hash}:${r.who}`,
    );
}
