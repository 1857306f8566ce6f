import type { Locale } from '@shared/codelists/enums';
import { EmailType } from '@shared/codelists/enums';

/** One of the twelve trigger kinds of spec §3 (shared/codelists/enums.ts EmailType). */
export type EmailTypeValue = (typeof EmailType)[keyof typeof EmailType];
export const EMAIL_TYPES: readonly EmailTypeValue[] = Object.values(EmailType);

export const isEmailType = (value: unknown): value is EmailTypeValue =>
  typeof value === 'number' && (EMAIL_TYPES as readonly number[]).includes(value);

export interface EmailText {
  /** Subject; plain text with {{variables}}. */
  header: string;
  /** HTML with {{variables}}. */
  body: string;
}

/** When a definition applies; every listed condition must hold, an absent or empty one always does. */
export interface EmailConditions {
  /** PaymentMethod values (1 card, 2 transfer) the order must have. */
  paymentMethods?: number[];
  /** The order must have an item in one of these subevents. */
  subEventGuids?: string[];
  /** The order must have an item in one of these categories. */
  categoryGuids?: string[];
}

/**
 * An event's e-mail definition: `EVENT#<eventGuid>` / `EMAIL#<type>#<guid>`
 * (functions/adapters/dynamodb/README.md). Organiser-written: the body is sanitised before use.
 */
export interface EmailDefinitionRecord extends EmailText {
  entity: 'email';
  guid: string;
  eventGuid: string;
  /** The event's series: written by the editor for the list across series (gsi2 `EMAILS`). */
  seriesGuid?: string;
  type: number;
  /** Base text (Czech) is used for a language without a translation, field by field. */
  translations?: Partial<Record<Exclude<Locale, 'cs'>, Partial<EmailText>>>;
  conditions?: EmailConditions;
  /** Lower first when several definitions of a type exist (then by guid). @default 0 */
  order?: number;
  dateCreated?: string;
  dateUpdated?: string;
}

/**
 * A series e-mail layout ("e-mail template"): `EMAILLAYOUT#<guid>` / `EMAILLAYOUT`; the series
 * item names it in `emailLayoutId`. `content` is HTML containing `{{content}}`.
 */
export interface EmailLayoutRecord {
  entity: 'emailLayout';
  guid: string;
  name: string;
  content: string;
  dateCreated?: string;
  dateUpdated?: string;
}

/** A finished e-mail for the queue (the `rendered` job of functions/workers/email-job.ts). */
export interface RenderedEmailJob {
  kind: 'rendered';
  messageId: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
}

/**
 * What an e-mail written outside the order e-mails (transfer, waiting list, team) reads and where it
 * goes: the event's definitions, the global e-mails (used when the event has none of the kind), the
 * series layout and name; the queue (the send-email worker sends each message id once).
 */
export interface EventEmailPorts {
  emailSources(
    eventGuid: string,
    seriesGuid: string,
  ): Promise<{
    definitions: EmailDefinitionRecord[];
    globals?: EmailDefinitionRecord[];
    layout: EmailLayoutRecord | null;
    seriesName: string;
  }>;
  sendEmail(email: RenderedEmailJob): Promise<void>;
}
