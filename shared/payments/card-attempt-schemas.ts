import { z } from 'zod';

/** The gateway's answer to a card payment: GP webpay PRCODE, SRCODE and its text (null: not answered). */
export const gatewayAnswerFields = {
  prCode: z.number().int().nullable(),
  srCode: z.number().int().nullable(),
  resultText: z.string().nullable(),
};

/** One card payment attempt of an order: the gateway's ORDERNUMBER, when it started, the answer. */
export const cardAttemptSchema = z.object({
  orderNumber: z.string(),
  dateCreated: z.string(),
  ...gatewayAnswerFields,
  dateAnswered: z.string().nullable(),
});
