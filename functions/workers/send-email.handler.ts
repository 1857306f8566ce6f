import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient } from '../adapters/dynamodb/client';
import { keys } from '../adapters/dynamodb/keys';
import { config } from '../adapters/config';
import { rootLogger } from '../adapters/logger';
import { sesMailer, type Mailer, type OutgoingEmail } from '../adapters/mail/mailer';
import { enqueueTaxDocument, taxDocumentRequestOf } from '../adapters/queue/tax-document-queue';
import { dynamoEmailReader } from '../adapters/dynamodb/email-repository';
import { groupEmailStore } from '../adapters/dynamodb/group-email-repository';
import { composeOrderEmail, type OrderEmailReader } from '../domain/emails/compose-order-email';
import { stageTicketKey } from '../adapters/secrets/ticket-key';
import { transferLinkEntries } from '../domain/self-service/transfer-link-entries';
import { transferLinkSources } from '../adapters/dynamodb/transfer-link-sources';
import { composeGroupEmailEntry, type GroupEmailStore } from '../domain/group-emails/group-emails';
import { emailJobSchema, type EmailJob } from './email-job';

const log = rootLogger.child({ worker: 'send-email' });
const KEEP_SENT_MARKER_DAYS = 30;

/**
 * Claims a message id before sending so a redelivered or duplicated message is sent once.
 * Returns false when another delivery already claimed it.
 */
async function claim(messageId: string): Promise<boolean> {
  try {
    await getDocumentClient().send(
      new PutCommand({
        TableName: config.tableName,
        Item: {
          ...keys.emailSent(messageId),
          claimedAt: new Date().toISOString(),
          expiresAt: Math.floor(Date.now() / 1000) + KEEP_SENT_MARKER_DAYS * 86_400,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

async function release(messageId: string): Promise<void> {
  await getDocumentClient().send(
    new DeleteCommand({ TableName: config.tableName, Key: keys.emailSent(messageId) }),
  );
}

export interface SendEmailDeps {
  /** Reads for `order` jobs. @default the DynamoDB reader */
  orderReader?: OrderEmailReader;
  /** Base URL of the SPA for links. @default APP_URL */
  appUrl?: string;
  /** The QR tickets' key. @default the stage's `ticket` secret */
  ticketKey?: () => Promise<Buffer>;
  /** Group e-mails and their entries. @default the DynamoDB store */
  groupEmails?: GroupEmailStore;
}

/**
 * The e-mail a job stands for, or null when there is nothing to send (an order job whose reason
 * has gone, see orderEmailSkipReason). Throws on transient failures (the message is retried).
 */
async function emailOf(job: EmailJob, deps: SendEmailDeps): Promise<OutgoingEmail | null> {
  if (job.kind === 'rendered') return job;
  if (job.kind === 'groupEmail') {
    const outcome = await composeGroupEmailEntry(
      {
        store: deps.groupEmails ?? groupEmailStore,
        reader: deps.orderReader ?? dynamoEmailReader,
        appUrl: deps.appUrl ?? config.appUrl,
      },
      job.groupEmailId,
      job.entryId,
    );
    if (outcome.kind === 'skip') {
      log.info('group e-mail entry not sent', { messageId: job.messageId, reason: outcome.reason });
      return null;
    }
    const { to, subject, html, text } = outcome.email;
    return { to, subject, html, text };
  }
  const outcome = await composeOrderEmail(
    {
      orderGuid: job.orderGuid,
      emailType: job.emailType,
      ...(job.itemGuid ? { itemGuid: job.itemGuid } : {}),
      ...(job.refundId ? { refundId: job.refundId } : {}),
    },
    {
      reader: deps.orderReader ?? dynamoEmailReader,
      appUrl: deps.appUrl ?? config.appUrl,
      ticketKey: deps.ticketKey ?? stageTicketKey,
      // The payment e-mail's {{transferLink}}: signed links of the registrations transferable now.
      transferLinks: (order, items) =>
        transferLinkEntries(transferLinkSources(deps.appUrl ?? config.appUrl), order, items, new Date()),
      warn: (msg, fields) => log.warn(msg, { messageId: job.messageId, ...fields }),
    },
  );
  if (outcome.kind === 'skip') {
    log.info('order e-mail not sent', { messageId: job.messageId, reason: outcome.reason });
    return null;
  }
  const { to, subject, html, text, inlineImages } = outcome.email;
  log.debug('order e-mail rendered', {
    messageId: job.messageId,
    source: outcome.email.source,
    layout: outcome.email.layout,
    locale: outcome.locale,
  });
  return { to, subject, html, text, ...(inlineImages.length ? { inlineImages } : {}) };
}

export function createSendEmailHandler(mailer: Mailer, deps: SendEmailDeps = {}) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const failures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      let parsed;
      try {
        parsed = emailJobSchema.safeParse(JSON.parse(record.body));
      } catch {
        parsed = undefined;
      }
      if (!parsed?.success) {
        // A malformed message can never succeed: drop it (logged) instead of retrying forever.
        log.error('malformed e-mail job dropped', { sqsMessageId: record.messageId });
        continue;
      }
      const job = parsed.data;
      try {
        // The payment's or refund's tax document (the tax-documents worker issues each once).
        const documentRequest = taxDocumentRequestOf(job);
        if (documentRequest) await enqueueTaxDocument(documentRequest);
        // Rendered before the claim: a render failure is retried without a claim to release,
        // and the claim below still lets only one delivery send.
        const email = await emailOf(job, deps);
        if (!email) continue;
        const groupStore = deps.groupEmails ?? groupEmailStore;
        // A group e-mail entry records each attempt and is never sent again once marked sent.
        if (
          job.kind === 'groupEmail' &&
          !(await groupStore.beginAttempt(job.groupEmailId, job.entryId, new Date().toISOString()))
        ) {
          log.info('group e-mail entry sent already', { messageId: job.messageId });
          continue;
        }
        if (!(await claim(job.messageId))) {
          log.info('duplicate e-mail job skipped', { messageId: job.messageId });
          continue;
        }
        try {
          const { providerMessageId } = await mailer.send(email);
          log.info('e-mail sent', { messageId: job.messageId, providerMessageId, to: email.to.length });
        } catch (err) {
          await release(job.messageId);
          throw err;
        }
        // After the send and outside its release: a failure here is retried, and the kept claim
        // stops the retry from sending the entry again.
        if (job.kind === 'groupEmail') await groupStore.markSent(job.groupEmailId, job.entryId);
      } catch (err) {
        log.warn('e-mail job failed, will retry', { messageId: job.messageId, error: String(err) });
        failures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures: failures };
  };
}

export const handler = createSendEmailHandler(sesMailer);
