import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { config } from '../config';

export interface OutgoingEmail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  replyTo?: string[];
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

/** SES (or the local SES emulator when SES_ENDPOINT is set). */
export const sesMailer: Mailer = {
  async send(email) {
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
