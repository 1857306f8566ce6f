import type { EmailDefinitionRecord, RenderedEmailJob } from '../emails/email-records';
import type { Locale } from '@shared/codelists/enums';
import type { AccountTokenKind, AccountTokenRecord } from './account-tokens';
import type { RateLimiterPort } from './rate-limit';
import type { UserRecord } from './user-record';

/** What a token's single use changes on the user, in the same transaction. */
export type TokenUse =
  | { kind: 'activate' }
  | {
      kind: 'resetPassword';
      passwordHash: string;
      /** Epoch seconds: sessions and links issued before end. */
      tokensValidAfter: number;
    };

export type ProfileChangeResult = 'updated' | 'emailTaken' | 'changedMeanwhile';

/** Account storage (DynamoDB adapter: functions/adapters/dynamodb/account-repository.ts). */
export interface AccountStore {
  findUserById(userId: string): Promise<UserRecord | undefined>;
  findUserByEmail(email: string): Promise<UserRecord | undefined>;
  /** The user, its e-mail guard and its activation token in one transaction. */
  createUser(user: UserRecord, activation: AccountTokenRecord): Promise<'created' | 'emailTaken'>;
  putToken(token: AccountTokenRecord): Promise<void>;
  getToken(kind: AccountTokenKind, tokenHash: string): Promise<AccountTokenRecord | undefined>;
  /**
   * Marks the token used (only if still unused, unexpired and the user's) and applies `use` to the
   * user, in one transaction. False when the token was used or expired meanwhile.
   */
  useToken(token: AccountTokenRecord, use: TokenUse, now: Date): Promise<boolean>;
  setPassword(userId: string, passwordHash: string, tokensValidAfter: number, now: Date): Promise<void>;
  /** Names and e-mail; a new e-mail swaps the e-mail guard items in the same transaction. */
  updateProfile(
    user: UserRecord,
    change: { firstName: string; lastName: string; email: string },
    now: Date,
  ): Promise<ProfileChangeResult>;
  setLanguage(userId: string, language: Locale, now: Date): Promise<void>;
}

export type CooldownKind = 'activation' | 'reset';

/** The 60-minute wait between account e-mails of one kind to one address (spec §9). */
export interface CooldownPort {
  /** Claims the address for a send: 0 when claimed, else the seconds left to wait. */
  claim(kind: CooldownKind, email: string, now: Date, waitSeconds: number): Promise<number>;
  /** Gives the claim back (the e-mail could not be queued). */
  release(kind: CooldownKind, email: string): Promise<void>;
}

/** A finished e-mail for the queue (functions/workers/email-job.ts, kind `rendered`). */
export type RenderedEmail = RenderedEmailJob;

export interface PasswordPort {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** A real hash of a random password: unknown accounts cost the same time as wrong passwords. */
  dummyHash(): Promise<string>;
}

/** Global e-mails of one kind, as definitions (functions/domain/emails/global-emails.ts). */
export type GlobalEmailsPort = (type: number) => Promise<EmailDefinitionRecord[]>;

export interface AccountPorts {
  store: AccountStore;
  cooldown: CooldownPort;
  rateLimiter: RateLimiterPort;
  passwords: PasswordPort;
  sendEmail(email: RenderedEmail): Promise<void>;
  /** Global e-mails of a kind (admin/emails): the account e-mails' text when an admin wrote one. */
  globalEmails?: GlobalEmailsPort;
  /** Base URL of the SPA for the links. */
  appUrl: string;
  log?: (message: string, fields?: Record<string, unknown>) => void;
}
