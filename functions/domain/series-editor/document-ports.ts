import type { Actor, SeriesHistoryRecord, WriteOutcome } from './series-editor-ports';
/**
 * A document as stored: of the series (`SERIES#<guid>` / `DOCUMENT#<guid>`, its logo) or of an event
 * (`EVENT#<guid>` / `DOCUMENT#<guid>`, read with the public event page). `fileKey` is the public
 * copy's key (`files/<seriesGuid>/<guid>/<name>`); seeded documents pointing elsewhere have none.
 */
export interface EditorDocument {
  entity: 'document' | 'seriesDocument';
  guid: string;
  name: string;
  type: number;
  url: string;
  fileKey?: string;
  contentType?: string;
  size?: number;
  dateCreated?: string;
  dateUpdated?: string;
}

/** What S3 holds of an upload (HeadObject and its first bytes). */
export interface StoredUpload {
  size: number;
  contentType: string;
  firstBytes: Uint8Array;
}

/** The documents bucket (functions/adapters/storage/documents.ts). */
export interface DocumentStorage {
  /** A presigned POST admitting one file of this key, content type and at most maxBytes. */
  presignPost(
    key: string,
    contentType: string,
    maxBytes: number,
  ): Promise<{ url: string; fields: Record<string, string> }>;
  inspect(key: string): Promise<StoredUpload | undefined>;
  /** Copies the upload to its public key (with its checked content type) and removes the upload. */
  publish(fromKey: string, toKey: string, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  downloadUrl(key: string, fileName: string): Promise<string>;
}

/** A change of the logo shown for the series or event, written with the document. */
export type LogoChange = { set: string } | { clear: string } | undefined;

/** Storage of document records (functions/adapters/dynamodb/document-repository.ts). */
export interface DocumentStore {
  series(seriesGuid: string): Promise<{ guid: string; name: string; logoUrl?: string } | undefined>;
  event(
    eventGuid: string,
  ): Promise<{ guid: string; seriesGuid: string; name: string; logoUrl?: string } | undefined>;
  seriesDocuments(seriesGuid: string): Promise<EditorDocument[]>;
  eventDocuments(eventGuid: string): Promise<EditorDocument[]>;
  /**
   * Puts the document (new when `previous` is absent, else replacing it), removes `replaced` (the
   * former logo), applies the logo change to the owner (series or event) and writes the history
   * entry, in one transaction.
   */
  putDocument(
    owner: { kind: 'series' | 'event'; guid: string },
    record: EditorDocument,
    previous: EditorDocument | undefined,
    replaced: EditorDocument | undefined,
    logo: LogoChange,
    history: SeriesHistoryRecord,
  ): Promise<WriteOutcome>;
  removeDocument(
    owner: { kind: 'series' | 'event'; guid: string },
    record: EditorDocument,
    logo: LogoChange,
    history: SeriesHistoryRecord,
  ): Promise<WriteOutcome>;
}

export interface DocumentCtx {
  store: DocumentStore;
  storage: DocumentStorage;
  newId(): string;
  actor: Actor;
  now: Date;
}
