import { randomUUID } from 'node:crypto';
import { config } from '../adapters/config';
import { emailAdminStore } from '../adapters/dynamodb/email-admin-repository';
import { globalEmailStore } from '../adapters/dynamodb/global-email-repository';
import { translationStore } from '../adapters/dynamodb/translation-repository';
import { getQueue } from '../adapters/queue/queue';
import type { EmailAdminPorts } from '../domain/emails/email-admin';
import type { GlobalEmailPorts } from '../domain/emails/global-emails';
import { renderQrPlatba } from '../domain/payments/qr-image';
import { builtInTexts } from '../domain/translations/built-in-texts';
import type { TranslationPorts } from '../domain/translations/translations';

/** The sample QR Platba of the previews (the sample order's bank data), drawn once per Lambda. */
let sampleQr: Promise<string | null> | undefined;
const drawSampleQr = () =>
  (sampleQr ??= renderQrPlatba(
    {
      iban: 'CZ6508000000192000145399',
      amountMinor: 90000,
      currency: 'CZK',
      variableSymbol: '2701000042',
      message: 'VS 2701000042',
    },
    { width: 400, margin: 4 },
  )
    .then((qr) => qr.pngDataUrl)
    .catch(() => null));

/**
 * The e-mail editor's ports with `extra`; `appUrl` is read from the configuration on each use, as
 * the configuration reads the environment.
 */
const editorPorts = <T extends object>(extra: T): EmailAdminPorts & T => ({
  ...extra,
  store: emailAdminStore,
  newId: randomUUID,
  now: () => new Date(),
  get appUrl() {
    return config.appUrl;
  },
  sendEmail: (job) => getQueue().send('email', job),
  sampleQr: drawSampleQr,
});

/** The e-mail editor's ports, shared by the admin-series (event e-mails) and emails (layouts) Lambdas. */
export const emailAdminPorts: EmailAdminPorts = editorPorts({});

/** The global e-mails' ports (emails Lambda): the editor's ports plus their own store. */
export const globalEmailPorts: GlobalEmailPorts = editorPorts({ globals: globalEmailStore });

/** The text overrides' ports (emails Lambda): their store and the app's built-in texts. */
export const translationPorts: TranslationPorts = {
  store: translationStore,
  builtIn: builtInTexts,
  newId: randomUUID,
  now: () => new Date(),
};
