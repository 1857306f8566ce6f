import type { EmailRequestAnswer } from '@shared/accounts/account-schemas';
import { EmailType } from '@shared/codelists/enums';
import { accountCreatedEmailText } from '../emails/default-texts';
import { composeEmail } from '../emails/render';
import { accountVariables } from '../emails/order-variables';
import { BusinessRuleError } from '../errors';
import type { EmailDefinitionRecord } from '../emails/email-records';
import type { AccountPorts, CooldownKind, GlobalEmailsPort, RenderedEmail } from './account-ports';
import { accountTokenRecord, newAccountToken } from './account-tokens';
import { RATE_RULES, takeRateLimit } from './rate-limit';
import type { UserRecord } from './user-record';

/** Spec §9: wait 60 minutes before another activation or reset e-mail. */
export const EMAIL_RESEND_WAIT_SECONDS = 60 * 60;
export const EMAIL_RESEND_WAIT_MINUTES = EMAIL_RESEND_WAIT_SECONDS / 60;

const trimSlash = (url: string) => url.replace(/\/+$/, '');
const link = (appUrl: string, page: string, token: string, userId: string) =>
  `${trimSlash(appUrl)}/${page}?token=${encodeURIComponent(token)}&userId=${encodeURIComponent(userId)}`;

/** Links of the account e-mails: SPA routes of spec §2 (anonymous-only). */
export const accountLinks = {
  activation: (appUrl: string, token: string, userId: string) =>
    link(appUrl, 'activate-account', token, userId),
  reset: (appUrl: string, token: string, userId: string) => link(appUrl, 'change-password', token, userId),
} as const;

const accountEmailType = (kind: CooldownKind) =>
  kind === 'activation' ? EmailType.ACTIVATE_USER : EmailType.REQUEST_PASSWORD_CHANGE;

/** The admin's global e-mails of the account e-mail's kind (none when the port is absent or fails). */
export async function accountGlobals(
  ports: { globalEmails?: GlobalEmailsPort | undefined },
  kind: CooldownKind,
): Promise<EmailDefinitionRecord[]> {
  if (!ports.globalEmails) return [];
  // The built-in text is a safe fallback: an unreadable global e-mail must not stop the account e-mail.
  return ports.globalEmails(accountEmailType(kind)).catch(() => []);
}

/**
 * The "activate user" (11) or "request password change" (12) e-mail in the user's language with
 * the admin's global e-mail of the kind (when given) or the product's default text, in the default layout. The message id derives from the token, so a redelivered
 * queue message is sent once.
 */
export function accountEmail(
  kind: CooldownKind,
  user: Pick<UserRecord, 'firstName' | 'lastName' | 'email' | 'language'>,
  linkUrl: string,
  tokenHash: string,
  globals: readonly EmailDefinitionRecord[] = [],
): RenderedEmail {
  const composed = composeEmail({
    type: accountEmailType(kind),
    locale: user.language,
    definitions: [],
    globals,
    facts: null,
    layout: null,
    variables: accountVariables({
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      ...(kind === 'activation' ? { activationLink: linkUrl } : { resetLink: linkUrl }),
    }),
  });
  return {
    kind: 'rendered',
    messageId: `account:${kind}:${tokenHash.slice(0, 40)}`,
    to: [user.email],
    subject: composed.subject,
    html: composed.html,
    text: composed.text,
  };
}

/**
 * "An account was created for you, set your password" (admin/users with `sendEmail`): the link is
 * the reset page's (`/change-password`), which sets the password and confirms the e-mail.
 */
export function accountCreatedEmail(
  user: Pick<UserRecord, 'firstName' | 'lastName' | 'email' | 'language'>,
  linkUrl: string,
  tokenHash: string,
): RenderedEmail {
  const composed = composeEmail({
    type: EmailType.REQUEST_PASSWORD_CHANGE,
    locale: user.language,
    definitions: [],
    facts: null,
    layout: null,
    variables: accountVariables({
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      resetLink: linkUrl,
    }),
    productText: accountCreatedEmailText(user.language),
  });
  return {
    kind: 'rendered',
    messageId: `account:created:${tokenHash.slice(0, 40)}`,
    to: [user.email],
    subject: composed.subject,
    html: composed.html,
    text: composed.text,
  };
}

/** 429 while the wait since the last e-mail of this kind to the address runs. */
export class EmailWaitError extends BusinessRuleError {
  constructor(seconds: number) {
    super(
      'account.emailWait',
      { minutes: Math.max(1, Math.ceil(seconds / 60)), retryAfterSeconds: seconds },
      429,
    );
  }
}

/** Claims the address's wait or refuses with the minutes left. */
export async function claimEmailSlot(
  ports: Pick<AccountPorts, 'cooldown'>,
  kind: CooldownKind,
  email: string,
  now: Date,
): Promise<void> {
  const wait = await ports.cooldown.claim(kind, email, now, EMAIL_RESEND_WAIT_SECONDS);
  if (wait > 0) throw new EmailWaitError(wait);
}

/**
 * Queues the e-mail; when that fails the address's wait is given back (so the user may ask again
 * at once) and false is answered.
 */
export async function queueAccountEmail(
  ports: Pick<AccountPorts, 'cooldown' | 'sendEmail' | 'log'>,
  kind: CooldownKind,
  email: RenderedEmail,
): Promise<boolean> {
  try {
    await ports.sendEmail(email);
    return true;
  } catch (err) {
    ports.log?.('account e-mail not queued', { kind, messageId: email.messageId, error: String(err) });
    await ports.cooldown.release(kind, email.to[0] as string).catch(() => undefined);
    return false;
  }
}

export const neutralEmailAnswer = (): EmailRequestAnswer => ({
  accepted: true,
  retryAfterMinutes: EMAIL_RESEND_WAIT_MINUTES,
});

export const emailNotSent = () => new BusinessRuleError('account.emailNotSent', undefined, 502);

/**
 * An e-mailed link on request (password reset, activation again): rate-limited per client, one
 * e-mail per address and kind per 60 minutes, and the same answer whether the address has an
 * account, so the call does not tell which e-mails have one. `refuse` may stop the request after the
 * user is looked up (an active account asking for activation). Disabled accounts get no e-mail.
 */
export async function requestAccountLink(
  ports: AccountPorts,
  kind: CooldownKind,
  email: string,
  clientAddress: string,
  now: Date,
  refuse?: (user: UserRecord | undefined) => void,
): Promise<EmailRequestAnswer> {
  await takeRateLimit(
    ports.rateLimiter,
    [{ rule: RATE_RULES.accountEmailPerAddress, id: clientAddress }],
    now,
  );
  const user = await ports.store.findUserByEmail(email);
  refuse?.(user);
  await claimEmailSlot(ports, kind, email, now);
  if (user && !user.disabled) {
    const token = newAccountToken();
    const record = accountTokenRecord(kind, token, user.userId, now);
    await ports.store.putToken(record);
    const linkUrl = accountLinks[kind](ports.appUrl, token, user.userId);
    const rendered = accountEmail(kind, user, linkUrl, record.tokenHash, await accountGlobals(ports, kind));
    if (!(await queueAccountEmail(ports, kind, rendered))) throw emailNotSent();
  }
  return neutralEmailAnswer();
}
