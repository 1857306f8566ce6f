import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveDownload } from './save-download';

/** The links the helper clicks: their href and download name. */
function watchClicks() {
  const clicks: Array<{ href: string; download: string }> = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download });
  });
  return clicks;
}

describe('saveDownload', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves a file answered inline under its name', async () => {
    const clicks = watchClicks();
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/file');
    URL.revokeObjectURL = vi.fn();
    await saveDownload({ blob: new Blob(['a;b'], { type: 'text/csv' }), fileName: 'Start.csv' }, 'x.csv');
    expect(clicks).toEqual([{ href: 'blob:http://localhost/file', download: 'Start.csv' }]);
  });

  it('falls back to the given name when the answer names none', async () => {
    const clicks = watchClicks();
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/file');
    URL.revokeObjectURL = vi.fn();
    await saveDownload({ blob: new Blob(['x']), fileName: undefined }, 'orders.xlsx');
    expect(clicks[0]?.download).toBe('orders.xlsx');
  });

  it('follows the presigned link of a file too big to answer inline', async () => {
    const clicks = watchClicks();
    URL.createObjectURL = vi.fn(() => 'blob:unused');
    const link = {
      downloadUrl:
        'https://bucket.s3.eu-central-1.amazonaws.com/exports/2026-11-24/id/Start.xlsx?X-Amz-Signature=abc',
      fileName: 'Start.xlsx',
      expiresAt: '2026-11-24T13:10:00.000Z',
    };
    await saveDownload(
      {
        blob: new Blob([JSON.stringify(link)], { type: 'application/json; charset=utf-8' }),
        fileName: undefined,
      },
      'x.xlsx',
    );
    expect(clicks).toEqual([{ href: link.downloadUrl, download: '' }]);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('saves a JSON answer that is no link as the file it is', async () => {
    const clicks = watchClicks();
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/json');
    URL.revokeObjectURL = vi.fn();
    await saveDownload(
      { blob: new Blob(['{"rows":[]}'], { type: 'application/json' }), fileName: 'data.json' },
      'x.json',
    );
    expect(clicks).toEqual([{ href: 'blob:http://localhost/json', download: 'data.json' }]);
  });
});
