import { describe, expect, it } from 'vitest';
import { DocumentType } from '@shared/codelists/enums';
import { DomainError } from '../errors';
import {
  createEventDocuments,
  deleteEventDocument,
  deleteSeriesDocument,
  presignDocumentUpload,
  safeFileName,
  sniffImageType,
  updateEventDocuments,
  uploadProblem,
  uploadSeriesLogo,
  type DocumentCtx,
  type DocumentStore,
  type EditorDocument,
  type StoredUpload,
} from './documents';
import type { SeriesHistoryRecord } from './series-editor-ports';

const SERIES = '11111111-1111-4111-8111-111111111111';
const OTHER_SERIES = '22222222-2222-4222-8222-222222222222';
const EVENT = '33333333-3333-4333-8333-333333333333';
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]);
const WEBP = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
const HTML = new TextEncoder().encode('<html><script>');

function world() {
  const owners = {
    series: new Map([[SERIES, { guid: SERIES, name: 'Series', logoUrl: undefined as string | undefined }]]),
    event: new Map([
      [EVENT, { guid: EVENT, seriesGuid: SERIES, name: 'Event', logoUrl: undefined as string | undefined }],
    ]),
  };
  const docs = { series: new Map<string, EditorDocument>(), event: new Map<string, EditorDocument>() };
  const history: SeriesHistoryRecord[] = [];
  const uploads = new Map<string, StoredUpload>();
  const files = new Set<string>();
  const store: DocumentStore = {
    series: async (g) => owners.series.get(g),
    event: async (g) => owners.event.get(g),
    seriesDocuments: async () => [...docs.series.values()],
    eventDocuments: async () => [...docs.event.values()],
    putDocument: async (owner, record, _previous, replaced, logo, h) => {
      docs[owner.kind].set(record.guid, record);
      if (replaced) docs[owner.kind].delete(replaced.guid);
      const o = owners[owner.kind].get(owner.guid);
      if (o && logo) o.logoUrl = 'set' in logo ? logo.set : undefined;
      history.push(h);
      return 'ok';
    },
    removeDocument: async (owner, record, logo, h) => {
      docs[owner.kind].delete(record.guid);
      const o = owners[owner.kind].get(owner.guid);
      if (o && logo && 'clear' in logo && o.logoUrl === logo.clear) o.logoUrl = undefined;
      history.push(h);
      return 'ok';
    },
  };
  let n = 0;
  const ctx: DocumentCtx = {
    store,
    storage: {
      presignPost: async (key, contentType, maxBytes) => ({
        url: 'http://s3',
        fields: { key, contentType, max: String(maxBytes) },
      }),
      inspect: async (key) => uploads.get(key),
      publish: async (from, to) => {
        uploads.delete(from);
        files.add(to);
      },
      remove: async (key) => {
        uploads.delete(key);
        files.delete(key);
      },
      downloadUrl: async (key) => `signed:${key}`,
    },
    newId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    actor: { userId: 'u1', name: 'Admin' },
    now: new Date('2026-03-01T10:00:00Z'),
  };
  const upload = (name: string, bytes: Uint8Array, contentType: string, size = 1000, series = SERIES) => {
    const key = `incoming/${series}/${ctx.newId()}/${name}`;
    uploads.set(key, { size, contentType, firstBytes: bytes });
    return key;
  };
  return { ctx, owners, docs, history, uploads, files, upload };
}

const code = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'ok';
  } catch (e) {
    return e instanceof DomainError ? `${e.status} ${e.code}` : String(e);
  }
};

describe('document file checks', () => {
  it('recognises PNG, JPEG and WebP by their first bytes and nothing else', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(WEBP)).toBe('image/webp');
    expect(sniffImageType(HTML)).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });

  it('admits a logo up to 2 MB and a background up to 10 MB whose bytes match the declared type', () => {
    const png = (size: number): StoredUpload => ({ size, contentType: 'image/png', firstBytes: PNG });
    expect(uploadProblem(png(2_000_000), DocumentType.LOGO)).toBeUndefined();
    expect(uploadProblem(png(2_000_000 + 1), DocumentType.LOGO)).toBe('seriesDocuments.fileTooBig');
    expect(uploadProblem(png(10_000_000), DocumentType.BACKGROUND)).toBeUndefined();
    expect(uploadProblem(png(10_000_000 + 1), DocumentType.BACKGROUND)).toBe('seriesDocuments.fileTooBig');
    expect(uploadProblem({ size: 10, contentType: 'image/jpeg', firstBytes: PNG }, DocumentType.LOGO)).toBe(
      'seriesDocuments.fileTypeNotAllowed',
    );
    expect(uploadProblem({ size: 10, contentType: 'image/png', firstBytes: HTML }, DocumentType.LOGO)).toBe(
      'seriesDocuments.fileTypeNotAllowed',
    );
  });

  it('keeps file names safe for a URL path', () => {
    expect(safeFileName('Logo série 2026.png')).toBe('Logo-serie-2026.png');
    expect(safeFileName('../../etc/passwd')).toBe('etc-passwd');
    expect(safeFileName('***')).toBe('file');
  });
});

describe('series logo', () => {
  it('presigns an upload under the series with the purpose limit', async () => {
    const w = world();
    const ticket = await presignDocumentUpload(w.ctx, SERIES, {
      type: DocumentType.LOGO,
      fileName: 'logo.png',
      contentType: 'image/png',
      size: 100,
    });
    expect(ticket.fileKey).toMatch(new RegExp(`^incoming/${SERIES}/[0-9a-f-]{36}/logo\\.png$`));
    expect(ticket.maxBytes).toBe(2_000_000);
  });

  it('publishes the upload, sets the series logo, replaces the former one and records history', async () => {
    const w = world();
    const first = await uploadSeriesLogo(w.ctx, SERIES, w.upload('a.png', PNG, 'image/png'));
    expect(first.url).toBe(`/files/${SERIES}/${first.guid}/a.png`);
    expect(w.owners.series.get(SERIES)?.logoUrl).toBe(first.url);
    const second = await uploadSeriesLogo(w.ctx, SERIES, w.upload('b.png', PNG, 'image/png'));
    expect(w.owners.series.get(SERIES)?.logoUrl).toBe(second.url);
    expect([...w.docs.series.keys()]).toEqual([second.guid]);
    expect(w.files.has(first.url.slice(1))).toBe(false);
    expect(w.history.map((h) => [h.action, h.target?.kind])).toEqual([
      ['CREATE', 'document'],
      ['CREATE', 'document'],
    ]);
    await deleteSeriesDocument(w.ctx, SERIES, second.guid);
    expect(w.owners.series.get(SERIES)?.logoUrl).toBeUndefined();
    expect(w.files.size).toBe(0);
    expect(w.history.at(-1)?.action).toBe('DELETE');
  });

  it('refuses an upload of another series, a missing one, a too big one and a disguised one (removing it)', async () => {
    const w = world();
    expect(
      await code(uploadSeriesLogo(w.ctx, SERIES, w.upload('a.png', PNG, 'image/png', 10, OTHER_SERIES))),
    ).toBe('400 seriesDocuments.uploadOfAnotherSeries');
    expect(await code(uploadSeriesLogo(w.ctx, SERIES, `incoming/${SERIES}/${w.ctx.newId()}/x.png`))).toBe(
      '400 seriesDocuments.uploadMissing',
    );
    const big = w.upload('big.png', PNG, 'image/png', 3 * 1024 * 1024);
    expect(await code(uploadSeriesLogo(w.ctx, SERIES, big))).toBe('400 seriesDocuments.fileTooBig');
    expect(w.uploads.has(big)).toBe(false);
    const html = w.upload('x.png', HTML, 'image/png');
    expect(await code(uploadSeriesLogo(w.ctx, SERIES, html))).toBe('400 seriesDocuments.fileTypeNotAllowed');
    expect(w.history).toEqual([]);
    expect(w.owners.series.get(SERIES)?.logoUrl).toBeUndefined();
  });
});

describe('event documents', () => {
  it('a logo document becomes the event logo; repurposing or deleting it clears it', async () => {
    const w = world();
    const [logo, background] = await createEventDocuments(w.ctx, EVENT, [
      { name: 'Logo', type: DocumentType.LOGO, fileKey: w.upload('l.png', PNG, 'image/png') },
      {
        name: 'Pozadí',
        type: DocumentType.BACKGROUND,
        fileKey: w.upload('b.jpg', JPEG, 'image/jpeg', 5_000_000),
      },
    ]);
    expect(w.owners.event.get(EVENT)?.logoUrl).toBe(logo?.url);
    expect(background?.contentType).toBe('image/jpeg');
    // A 5 MB background cannot become a logo (2 MB at most).
    expect(
      await code(
        updateEventDocuments(w.ctx, EVENT, [
          { guid: background?.guid ?? '', name: 'x', type: DocumentType.LOGO },
        ]),
      ),
    ).toBe('400 seriesDocuments.fileTooBig');
    await updateEventDocuments(w.ctx, EVENT, [
      { guid: logo?.guid ?? '', name: 'Logo', type: DocumentType.BACKGROUND },
    ]);
    expect(w.owners.event.get(EVENT)?.logoUrl).toBeUndefined();
    expect(w.history.at(-1)?.changes).toEqual([{ field: 'type', before: 1, after: 2 }]);
    await updateEventDocuments(w.ctx, EVENT, [
      { guid: logo?.guid ?? '', name: 'Logo', type: DocumentType.LOGO },
    ]);
    expect(w.owners.event.get(EVENT)?.logoUrl).toBe(logo?.url);
    await deleteEventDocument(w.ctx, EVENT, logo?.guid ?? '');
    expect(w.owners.event.get(EVENT)?.logoUrl).toBeUndefined();
    expect(w.history.map((h) => h.action)).toEqual(['CREATE', 'CREATE', 'UPDATE', 'UPDATE', 'DELETE']);
    expect(w.history.every((h) => h.seriesGuid === SERIES && h.target?.eventName === 'Event')).toBe(true);
  });

  it('an unchanged update writes no history', async () => {
    const w = world();
    const [doc] = await createEventDocuments(w.ctx, EVENT, [
      { name: 'Pozadí', type: DocumentType.BACKGROUND, fileKey: w.upload('b.png', PNG, 'image/png') },
    ]);
    await updateEventDocuments(w.ctx, EVENT, [
      { guid: doc?.guid ?? '', name: 'Pozadí', type: DocumentType.BACKGROUND },
    ]);
    expect(w.history).toHaveLength(1);
  });
});
