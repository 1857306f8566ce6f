import { EmailType } from '@shared/codelists/enums';

/**
 * Trigger kinds rendered from an order by the send-email worker. The others carry a context of
 * their own (team invitation / manager change: a team and an invitee; account e-mails: a user)
 * and are enqueued as finished `rendered` jobs by their producers (functions/domain/emails/render.ts).
 * Kept free of heavy imports: API Lambdas that only enqueue import this.
 */
export const ORDER_EMAIL_TYPES = [
  EmailType.REGISTRATION_BY_CARD,
  EmailType.PAYMENT,
  EmailType.EXPIRATION,
  EmailType.CANCELLATION,
  EmailType.ITEM_CANCELLATION,
  EmailType.REGISTRATION_BY_TRANSFER,
  EmailType.TEAM_CREATED,
  EmailType.TEAM_JOINED,
  EmailType.INCOMPLETE_PAYMENT,
  EmailType.CARD_REFUND,
  EmailType.RACE_CHANGED,
  EmailType.CHECKED_IN,
] as const;
export type OrderEmailType = (typeof ORDER_EMAIL_TYPES)[number];

export const isOrderEmailType = (value: unknown): value is OrderEmailType =>
  (ORDER_EMAIL_TYPES as readonly unknown[]).includes(value);

/**
 * The queue message id (= the worker's at-most-once key): `order:<orderGuid>:<emailType>`, plus
 * `:<suffix>` where the trigger may legitimately happen again for the same order (an expiry
 * after "unset expiry", a resend by an admin, each cancelled item).
 */
export function orderEmailMessageId(
  orderGuid: string,
  emailType: OrderEmailType,
  suffix?: string | number,
): string {
  const base = `order:${orderGuid}:${emailType}`;
  return suffix === undefined || suffix === '' ? base : `${base}:${String(suffix)}`;
}
