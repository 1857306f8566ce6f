import { z } from 'zod';
import { ORDER_EMAIL_TYPES } from '../domain/emails/order-email-types';

/**
 * A message on the e-mail queue. `messageId` is the idempotency key: the worker sends each id at
 * most once.
 * - `rendered` carries a finished e-mail (account e-mails, group e-mails).
 * - `groupEmail` names an entry of a group e-mail (messageId `group:<id>:<entryId>`).
 * - `order` names an order and a trigger kind; the worker renders it at send time from the order,
 *   the event's e-mail definitions and the series layout, in the order's language.
 *   messageId convention: `order:<orderGuid>:<emailType>` plus `:<suffix>` where the trigger may
 *   legitimately repeat (see functions/domain/emails/order-email-trigger.ts).
 */
export const emailJobSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('rendered'),
    messageId: z.string().min(1).max(200),
    to: z.array(z.email()).min(1).max(50),
    subject: z.string().min(1).max(998),
    html: z.string(),
    text: z.string(),
    replyTo: z.array(z.email()).optional(),
  }),
  z.object({
    kind: z.literal('order'),
    messageId: z.string().min(1).max(200),
    orderGuid: z.string().min(1).max(64),
    emailType: z.literal(ORDER_EMAIL_TYPES),
    /** Item cancellation (5): the cancelled item. */
    itemGuid: z.string().min(1).max(64).optional(),
    /** Card refund (19): the refund done. */
    refundId: z.string().min(1).max(64).optional(),
  }),
  /** One recipient of a group e-mail; rendered at send time, the entry records the attempt. */
  z.object({
    kind: z.literal('groupEmail'),
    messageId: z.string().min(1).max(200),
    groupEmailId: z.number().int().min(1),
    entryId: z.number().int().min(1),
  }),
]);
export type EmailJob = z.infer<typeof emailJobSchema>;
export type OrderEmailJob = Extract<EmailJob, { kind: 'order' }>;
