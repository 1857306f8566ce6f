import type { EmailVariableName } from '@shared/emails/email-variables';

export {
  EMAIL_VARIABLES,
  EMAIL_VARIABLE_NAMES,
  type EmailVariableName,
} from '@shared/emails/email-variables';

/**
 * A variable's value. `text` is plain text (escaped when it lands in HTML); `html` is markup the
 * product generated itself (the items table, the QR image) used in an HTML text position; `attr`
 * is used when the variable sits inside a tag (e.g. `<img src="{{qrCode}}">`).
 */
export interface VariableValue {
  text: string;
  html?: string;
  attr?: string;
}

export type EmailVariables = Partial<Record<EmailVariableName | 'content', VariableValue>>;

export const textValue = (text: string | null | undefined): VariableValue => ({ text: text ?? '' });
