import { SESClient, SendEmailCommand, SendRawEmailCommand } from '@aws-sdk/client-ses';
import { config } from '../config';
import { buildMimeMessage, formatAddress, type InlineImage } from './mime';

export type { InlineImage } from './mime';

export interface OutgoingEmail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  replyTo?: string[];
  /** Images referenced from the HTML as `cid:<cid>`; sent as a raw MIME message. */
  inlineImages?: InlineImage[];
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<{ providerMessageId: string }>;
}

let sesClient: SESClient | undefined;
const ses = (): SESClient => {
  const endpoint = config.sesEndpoint;
  sesClient ??= new SESClient({
    region: config.region,
    ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return sesClient;
};

/**
 * SES (or the local SES emulator when SES_ENDPOINT is set). Plain e-mails use SendEmail; e-mails
 * with inline images (the QR Platba code) go as one raw MIME message (SendRawEmail), because
 * SendEmail cannot carry attachments and many clients do not show data: images.
 */
export const sesMailer: Mailer = {
  async send(email) {
    if (email.inlineImages?.length) {
      const raw = buildMimeMessage({
        from: config.mailFrom,
        to: email.to,
        replyTo: email.replyTo,
        subject: email.subject,
        html: email.html,
        text: email.text,
        inlineImages: email.inlineImages,
      });
      const out = await ses().send(
        new SendRawEmailCommand({
          Source: formatAddress(config.mailFrom),
          Destinations: email.to,
          RawMessage: { Data: Buffer.from(raw, 'utf8') },
        }),
      );
      return { providerMessageId: out.MessageId ?? '' };
    }
    const out = await ses().send(
      new SendEmailCommand({
        Source: config.mailFrom,
        Destination: { ToAddresses: email.to },
        ReplyToAddresses: email.replyTo,
        Message: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: {
            Html: { Data: email.html, Charset: 'UTF-8' },
            Text: { Data: email.text, Charset: 'UTF-8' },
          },
        },
      }),
    );
    return { providerMessageId: out.MessageId ?? '' };
  },
};
