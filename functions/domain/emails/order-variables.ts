import { formatIban } from '@shared/payments/iban';
import { formatMoney } from '@shared/money';
import type { Locale } from '@shared/codelists/enums';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import { EMAIL_STYLE } from './default-layout';
import { ticketsVariable, type EmailTicket } from './email-tickets';
import { escapeHtml, formatDateTimePrague } from './format';
import type { ConditionFacts } from './render';
import { taxDocumentParagraph } from './tax-document-link';
import { transferLinkParagraph, type TransferLinkEntry } from './transfer-link-paragraph';
import { textValue, type EmailVariables } from './variables';

/** Public SPA links of spec §2 (and the team management link, see `teamLink`). */
export const emailLinks = {
  payment: (appUrl: string, orderGuid: string) =>
    `${trimSlash(appUrl)}/registration-direct-payment/${encodeURIComponent(orderGuid)}`,
  registration: (appUrl: string, orderGuid: string) =>
    `${trimSlash(appUrl)}/registration/${encodeURIComponent(orderGuid)}`,
  /** Team management by team guid (spec §2 leaves the path open; the SPA must serve it). */
  team: (appUrl: string, teamGuid: string) =>
    `${trimSlash(appUrl)}/team-management/${encodeURIComponent(teamGuid)}`,
} as const;

const trimSlash = (url: string) => url.replace(/\/+$/, '');

const distinct = (values: Array<string | null | undefined>): string[] => [
  ...new Set(values.map((v) => v?.trim() ?? '').filter(Boolean)),
];

const itemPrice = (item: OrderItemRecord) => item.basePrice + item.additionalsPrice - item.discount;

const HEADINGS: Record<
  Locale,
  { racer: string; race: string; category: string; price: string; total: string }
> = {
  cs: { racer: 'Závodník', race: 'Závod', category: 'Kategorie', price: 'Cena', total: 'Celkem' },
  en: { racer: 'Racer', race: 'Race', category: 'Category', price: 'Price', total: 'Total' },
};

const TEAM_LABEL: Record<Locale, string> = { cs: 'tým', en: 'team' };

/** The registration summary: racer, race, category (wave, team) and price per item, then the total. */
export function itemsTable(
  items: readonly OrderItemRecord[],
  order: Pick<OrderRecord, 'currency'>,
  locale: Locale,
  total: number | null,
): { html: string; text: string } {
  const t = HEADINGS[locale];
  const { font, border, muted } = EMAIL_STYLE;
  const cell = `padding:8px 8px 8px 0;border-bottom:1px solid ${border};${font}font-size:14px;line-height:20px;vertical-align:top;`;
  const head = `padding:0 8px 6px 0;border-bottom:2px solid ${border};${font}font-size:12px;line-height:16px;color:${muted};text-align:left;font-weight:bold;`;
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  const rows = items.map((item) => {
    const name = `${item.firstName} ${item.lastName}`.trim();
    const race = [item.eventName, item.subEventName].filter(Boolean).join(' – ');
    const category = [
      item.categoryName,
      item.subcategoryName,
      item.waveName,
      item.teamName ? `${TEAM_LABEL[locale]} ${item.teamName}` : null,
    ]
      .filter(Boolean)
      .join(', ');
    return { name, race, category, price: money(itemPrice(item)) };
  });
  const html =
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 16px;">` +
    `<thead><tr><th align="left" style="${head}">${t.racer}</th><th align="left" style="${head}">${t.race}</th>` +
    `<th align="left" style="${head}">${t.category}</th><th align="right" style="${head}text-align:right;padding-right:0;">${t.price}</th></tr></thead><tbody>` +
    rows
      .map(
        (r) =>
          `<tr><td style="${cell}font-weight:bold;">${escapeHtml(r.name)}</td><td style="${cell}">${escapeHtml(r.race)}</td>` +
          `<td style="${cell}">${escapeHtml(r.category)}</td><td align="right" style="${cell}text-align:right;padding-right:0;white-space:nowrap;">${escapeHtml(r.price)}</td></tr>`,
      )
      .join('') +
    (total === null
      ? ''
      : `<tr><td colspan="3" style="${cell}font-weight:bold;border-bottom:0;">${t.total}</td>` +
        `<td align="right" style="${cell}font-weight:bold;border-bottom:0;text-align:right;padding-right:0;white-space:nowrap;">${escapeHtml(money(total))}</td></tr>`) +
    '</tbody></table>';
  const text = [
    ...rows.map((r) => `- ${r.name}: ${[r.race, r.category].filter(Boolean).join(', ')} – ${r.price}`),
    ...(total === null ? [] : [`${t.total}: ${money(total)}`]),
  ].join('\n');
  return { html, text };
}

/** What the conditions of e-mail definitions are tested against. */
export function orderConditionFacts(order: OrderRecord, items: readonly OrderItemRecord[]): ConditionFacts {
  return {
    paymentMethod: order.paymentMethod,
    subEventGuids: distinct(items.map((i) => i.subEventGuid)),
    categoryGuids: distinct(items.flatMap((i) => [i.categoryGuid, i.subcategoryGuid])),
  };
}

export interface OrderVariablesInput {
  order: OrderRecord;
  /** The items the e-mail is about (all of them, or the cancelled one). */
  items: readonly OrderItemRecord[];
  locale: Locale;
  appUrl: string;
  seriesName?: string | null;
  /** `src` of the QR Platba image (`cid:…` or a data: URL), or null for none. */
  qrSrc?: string | null;
  /** The paid registrations' QR tickets (`{{tickets}}`). */
  tickets?: readonly EmailTicket[];
  team?: { guid: string; name: string; pin?: string | null } | null;
  /** Returned amount to report (order or item cancellation), minor units. */
  returnedAmount?: number | null;
  /** What bank transfers brought so far to an unpaid order, minor units. */
  receivedAmount?: number | null;
  /** The registrations that may be transferred now, with their signed links (`{{transferLink}}`). */
  transferLinks?: readonly TransferLinkEntry[];
}

/** Values of every order-related {{variable}} (spec §3); absent facts render empty. */
export function orderVariables(input: OrderVariablesInput): EmailVariables {
  const { order, items, locale, appUrl } = input;
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  const detail = order.paymentDetail;
  const showTotal = items.length > 1;
  const table = itemsTable(
    items,
    order,
    locale,
    showTotal ? items.reduce((s, i) => s + itemPrice(i), 0) : null,
  );
  const qrAlt = locale === 'cs' ? 'QR platba' : 'QR payment code';
  const teamName = input.team?.name ?? distinct(items.map((i) => i.teamName))[0] ?? '';
  const returned = input.returnedAmount ?? order.cancelledAmount;
  let iban = '';
  if (detail?.iban) {
    try {
      iban = formatIban(detail.iban);
    } catch {
      iban = detail.iban;
    }
  }

  return {
    registratorFirstName: textValue(order.registrator.firstName),
    registratorLastName: textValue(order.registrator.lastName),
    registratorEmail: textValue(order.registrator.email),
    registreeNames: textValue(distinct(items.map((i) => `${i.firstName} ${i.lastName}`)).join(', ')),
    registreeEmails: textValue(distinct(items.map((i) => i.email)).join(', ')),
    seriesName: textValue(input.seriesName),
    eventName: textValue(distinct(items.map((i) => i.eventName)).join(', ')),
    subEventName: textValue(distinct(items.map((i) => i.subEventName)).join(', ')),
    price: textValue(money(order.calculatedPrice)),
    returnedAmount: textValue(money(returned ?? 0)),
    receivedAmount: textValue(money(input.receivedAmount ?? 0)),
    remainingAmount: textValue(money(Math.max(0, order.calculatedPrice - (input.receivedAmount ?? 0)))),
    dateCreated: textValue(formatDateTimePrague(order.dateCreated)),
    datePaid: textValue(formatDateTimePrague(order.datePaid)),
    expiresAt: textValue(formatDateTimePrague(order.expiresAt)),
    variableSymbol: textValue(order.variableSymbol),
    bankAccount: textValue(detail ? `${detail.bankAccount}/${detail.bankCode}` : ''),
    iban: textValue(iban),
    swift: textValue(detail?.swift ?? ''),
    constantSymbol: textValue(detail?.constantSymbol ?? ''),
    paymentLink: textValue(emailLinks.payment(appUrl, order.guid)),
    registrationLink: textValue(emailLinks.registration(appUrl, order.guid)),
    qrCode: input.qrSrc
      ? {
          text: '',
          attr: input.qrSrc,
          html:
            `<img src="${escapeHtml(input.qrSrc)}" width="200" height="200" alt="${qrAlt}" ` +
            'style="display:block;width:200px;height:200px;border:0;margin:0 0 16px;">',
        }
      : { text: '', html: '', attr: '' },
    items: table,
    tickets: ticketsVariable(input.tickets ?? [], locale),
    teamName: textValue(teamName),
    pin: textValue(input.team?.pin ?? ''),
    teamLink: textValue(input.team ? emailLinks.team(appUrl, input.team.guid) : ''),
    taxDocument: taxDocumentParagraph(order, locale, appUrl),
    transferLink: transferLinkParagraph(input.transferLinks ?? [], locale),
  };
}

/** Account e-mails (activation, password reset): the user's data and the link. */
export function accountVariables(input: {
  firstName: string;
  lastName: string;
  email: string;
  activationLink?: string;
  resetLink?: string;
  hash?: string;
  seriesName?: string;
}): EmailVariables {
  return {
    userFirstName: textValue(input.firstName),
    userLastName: textValue(input.lastName),
    userEmail: textValue(input.email),
    activationLink: textValue(input.activationLink),
    resetLink: textValue(input.resetLink),
    hash: textValue(input.hash),
    seriesName: textValue(input.seriesName),
  };
}

/** Team e-mails sent outside an order (invitation, manager change). */
export function teamVariables(input: {
  appUrl: string;
  team: { guid: string; name: string; pin?: string | null };
  eventName?: string;
  subEventName?: string;
  invitedEventName?: string;
  invitationLink?: string;
  seriesName?: string;
}): EmailVariables {
  return {
    teamName: textValue(input.team.name),
    pin: textValue(input.team.pin ?? ''),
    teamLink: textValue(emailLinks.team(input.appUrl, input.team.guid)),
    eventName: textValue(input.eventName),
    subEventName: textValue(input.subEventName),
    invitedEventName: textValue(input.invitedEventName ?? input.eventName),
    invitationLink: textValue(input.invitationLink),
    seriesName: textValue(input.seriesName),
  };
}
