import { z } from 'zod';

/**
 * A message on the e-mail queue. `rendered` carries a finished e-mail (account e-mails);
 * trigger kinds that render from an event's e-mail definitions join this union as they land.
 * `messageId` is the idempotency key: the worker sends each id at most once.
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
]);
export type EmailJob = z.infer<typeof emailJobSchema>;
