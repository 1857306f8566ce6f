import type { Resource } from '@shared/api/route-types';

/**
 * What each API Lambda may touch. Infra grants exactly this (least privilege) and nothing else;
 * when a resource gains a call that needs more, widen it here in the same change.
 */
export interface ResourcePermissions {
  table: 'none' | 'read' | 'readWrite';
  /** Queues it may send to. */
  sendsTo: ReadonlyArray<'email' | 'jobs' | 'webhooks' | 'documents'>;
  /** Buckets it may read / write. */
  buckets: ReadonlyArray<{ bucket: 'uploads' | 'documents'; access: 'read' | 'readWrite' }>;
  /** Secrets it may read (names in infra/config.ts). */
  secrets: ReadonlyArray<'jwt' | 'gpwebpay' | 'social' | 'ticket'>;
  /**
   * Answers exports (`exportReply`): may put and get objects under `exports/` of the uploads bucket
   * only (a file too big for a Lambda answer goes there; the presigned GET is signed with this grant).
   */
  exports?: true;
  /**
   * The tax document PDFs under `tax-documents/` of the documents bucket, that prefix only: the
   * API reads them (get), their worker (functions/workers/workers.ts) writes them (put and get).
   */
  taxDocuments?: 'read' | 'write';
  /**
   * Stores and removes Fio API tokens (create / put / delete of the Secrets Manager secrets under
   * the stage's Fio prefix; never get: a stored token is never read back through the API).
   */
  fioTokens?: 'write';
  /**
   * Partner routes: besides reading, may update only the partner keys' "last used"
   * (`PARTNERKEY#`, `PARTNERKEYS#`) and their rate windows (`RATE#partner-key#`).
   */
  partnerKeyUse?: true;
}

const readOnlyPublic: ResourcePermissions = { table: 'read', sendsTo: [], buckets: [], secrets: ['jwt'] };

export const RESOURCE_PERMISSIONS: Record<Resource, ResourcePermissions> = {
  common: readOnlyPublic,
  // social: the networks' client secrets (authenticate-by-social-network exchanges the codes).
  auth: { table: 'readWrite', sendsTo: [], buckets: [], secrets: ['jwt', 'social'] },
  users: { table: 'readWrite', sendsTo: ['email'], buckets: [], secrets: ['jwt'] },
  'user-area': { table: 'readWrite', sendsTo: [], buckets: [], secrets: ['jwt', 'gpwebpay'] },
  // Runner self-service: the race change's e-mail and its GP webpay payment.
  'self-service': {
    table: 'readWrite',
    sendsTo: ['email'],
    buckets: [],
    secrets: ['jwt', 'gpwebpay', 'ticket'],
  },
  series: {
    table: 'read',
    sendsTo: [],
    buckets: [{ bucket: 'documents', access: 'read' }],
    secrets: ['jwt'],
  },
  'team-management': { table: 'readWrite', sendsTo: ['email'], buckets: [], secrets: ['jwt'] },
  checkout: { table: 'readWrite', sendsTo: ['email'], buckets: [], secrets: ['jwt'] },
  registration: { table: 'readWrite', sendsTo: ['email'], buckets: [], secrets: ['jwt', 'gpwebpay'] },
  'admin-users': { table: 'readWrite', sendsTo: ['email'], buckets: [], secrets: ['jwt'] },
  'admin-series': {
    table: 'readWrite',
    // the e-mail editor's "send me a test"; start numberings run as jobs
    sendsTo: ['email', 'jobs'],
    buckets: [{ bucket: 'documents', access: 'readWrite' }],
    secrets: ['jwt'],
    // the discount codes' CSV export
    exports: true,
    // a payment detail's Fio API token (functions/domain/bank-import/fio-connection.ts)
    fioTokens: 'write',
  },
  'admin-registrations': {
    table: 'readWrite',
    // documents: a transfer refund marked refunded asks for its corrective tax document
    sendsTo: ['email', 'jobs', 'documents'],
    buckets: [{ bucket: 'uploads', access: 'readWrite' }],
    // gpwebpay: refunds to the card through the gateway (functions/domain/refunds)
    secrets: ['jwt', 'gpwebpay'],
    // start-list CSV / XLSX
    exports: true,
  },
  // Long admin jobs: presigned uploads (with the uploader's ticket) and job status.
  jobs: {
    table: 'readWrite',
    sendsTo: [],
    buckets: [{ bucket: 'uploads', access: 'readWrite' }],
    secrets: ['jwt'],
  },
  payments: { table: 'readWrite', sendsTo: ['email'], buckets: [], secrets: ['jwt', 'gpwebpay'] },
  // settlements as CSV / XLSX
  billing: { table: 'readWrite', sendsTo: ['jobs'], buckets: [], secrets: ['jwt'], exports: true },
  // the recount of a series' counters runs as a job
  statistics: { table: 'readWrite', sendsTo: ['jobs'], buckets: [], secrets: ['jwt'] },
  // group e-mails start a job
  emails: { table: 'readWrite', sendsTo: ['email', 'jobs'], buckets: [], secrets: ['jwt'] },
  // the orders list's XLSX export
  'event-manager': {
    table: 'readWrite',
    sendsTo: ['email', 'jobs'],
    buckets: [],
    secrets: ['jwt'],
    exports: true,
  },
  // Waiting list (issue 27): joins, offers (they take capacity) and the offer e-mails.
  'waiting-list': { table: 'readWrite', sendsTo: ['email'], buckets: [], secrets: ['jwt'] },
  // packet-pickup check-in: reads tickets' orders, writes the check-in mark, history and counters,
  // queues the optional "checked in" e-mail
  // jwt: the caller's token; ticket: the QR tickets' key (docs/check-in.md)
  'check-in': { table: 'readWrite', sendsTo: ['email'], buckets: [], secrets: ['jwt', 'ticket'] },
  // Webhook endpoints (issue 28 item 3): their records and history; a replay goes on the webhooks queue.
  webhooks: { table: 'readWrite', sendsTo: ['webhooks'], buckets: [], secrets: ['jwt'] },
  // Tax documents: reads orders and their documents, gets the PDFs under tax-documents/ only.
  'tax-documents': { table: 'read', sendsTo: [], buckets: [], secrets: ['jwt'], taxDocuments: 'read' },
  // Partner API (read-only with a series' key): reads; writes only a key's last use and rate window.
  // No jwt: it needs no user token, and that secret signs tokens (a user's bearer is a 401 there).
  partner: { table: 'read', sendsTo: [], buckets: [], secrets: [], partnerKeyUse: true },
};
