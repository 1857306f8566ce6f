import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { checkFile } from './file-limits';
import { FileUpload } from './file-upload';
import { renderKit } from './test-support';
import {
  UploadError,
  uploadWithProgress,
  type UploadProgress,
  type UploadResult,
} from './upload-with-progress';

/** A scripted XMLHttpRequest: the test drives progress and the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  timeout = 0;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  responseHeaders: Record<string, string> = {};
  body: unknown;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  answer(status: number, body: string, type = 'application/json') {
    this.status = status;
    this.responseText = body;
    this.responseHeaders['content-type'] = type;
    this.onload?.();
  }
}

const csv = (bytes: number, name = 'vypis.csv', type = 'text/csv') =>
  new File(['x'.repeat(bytes)], name, { type });

beforeEach(async () => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  await i18n.changeLanguage('cs');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('uploadWithProgress', () => {
  it('sends the file with its type, reports progress and resolves with the parsed answer', async () => {
    const progress: UploadProgress[] = [];
    const done = uploadWithProgress({
      url: 'https://bucket/presigned',
      file: csv(200),
      headers: { 'x-amz-meta-job': '7' },
      onProgress: (p) => progress.push(p),
    });
    const xhr = FakeXhr.last as FakeXhr;
    expect([xhr.method, xhr.url, xhr.headers['Content-Type'], xhr.headers['x-amz-meta-job']]).toEqual([
      'PUT',
      'https://bucket/presigned',
      'text/csv',
      '7',
    ]);
    expect(xhr.timeout).toBe(1_200_000);
    xhr.progress(50, 200);
    xhr.answer(200, '{"jobId":"j1"}');
    await expect(done).resolves.toEqual({ status: 200, body: { jobId: 'j1' } });
    expect(progress.map((p) => p.percent)).toEqual([25, 100]);
  });

  it('posts multipart form data when asked', async () => {
    const done = uploadWithProgress({
      url: '/api/v1/import',
      method: 'POST',
      file: csv(3),
      formField: 'file',
    });
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.body).toBeInstanceOf(FormData);
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    xhr.answer(201, 'ok', 'text/plain');
    await expect(done).resolves.toEqual({ status: 201, body: 'ok' });
  });

  it('rejects with the reason: HTTP status, network, cancel', async () => {
    const http = uploadWithProgress({ url: '/x', file: csv(1) });
    (FakeXhr.last as FakeXhr).answer(413, '{"code":"common.payloadTooLarge"}');
    await expect(http).rejects.toMatchObject({
      kind: 'http',
      status: 413,
      body: { code: 'common.payloadTooLarge' },
    });

    const network = uploadWithProgress({ url: '/x', file: csv(1) });
    (FakeXhr.last as FakeXhr).onerror?.();
    await expect(network).rejects.toMatchObject({ kind: 'network' });

    const controller = new AbortController();
    const cancelled = uploadWithProgress({ url: '/x', file: csv(1), signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toBeInstanceOf(UploadError);
    expect((FakeXhr.last as FakeXhr).aborted).toBe(true);
  });
});

describe('checkFile', () => {
  it('checks size and type by MIME type or extension', () => {
    expect(checkFile(csv(10), { maxBytes: 5 })).toEqual({ code: 'tooLarge', maxBytes: 5 });
    expect(checkFile(csv(0), {})).toEqual({ code: 'empty' });
    expect(checkFile(csv(3, 'vypis.csv', ''), { accept: ['text/csv', '.csv'] })).toBeNull();
    expect(checkFile(csv(3, 'logo.png', 'image/png'), { accept: ['image/*'] })).toBeNull();
    expect(
      checkFile(csv(3, 'virus.exe', 'application/x-msdownload'), { accept: ['text/csv', '.csv'] }),
    ).toEqual({
      code: 'wrongType',
      accept: ['text/csv', '.csv'],
    });
  });
});

describe('FileUpload', () => {
  const choose = async (file: File) => {
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
  };

  it('refuses a file over the limits without sending it', async () => {
    const upload = vi.fn();
    renderKit(<FileUpload label="Bankovní výpis" accept={['.csv']} maxBytes={1000} upload={upload} />);
    expect(screen.getByRole('button', { name: 'Vybrat soubor: Bankovní výpis' })).toBeTruthy();
    expect(screen.getByText('Povolené typy: .csv. Nejvýše 1 kB.')).toBeTruthy();
    await choose(csv(5000));
    expect(screen.getByRole('alert').textContent).toContain('Soubor je příliš velký, nejvýše 1 kB.');
    await choose(csv(10, 'vypis.xlsx', 'application/vnd.ms-excel'));
    expect(screen.getByRole('alert').textContent).toContain(
      'Tento typ souboru nelze nahrát. Povolené typy: .csv.',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the progress, can cancel, and reports the result', async () => {
    let report: ((p: UploadProgress) => void) | undefined;
    let signal: AbortSignal | undefined;
    let finish: ((r: UploadResult) => void) | undefined;
    const upload = vi.fn(
      (_file: File, options: { onProgress: (p: UploadProgress) => void; signal: AbortSignal }) =>
        new Promise<UploadResult>((resolve, reject) => {
          report = options.onProgress;
          signal = options.signal;
          finish = resolve;
          options.signal.addEventListener('abort', () => reject(new UploadError('aborted', 0)));
        }),
    );
    const onUploaded = vi.fn();
    renderKit(<FileUpload label="Výpis" accept={['.csv']} upload={upload} onUploaded={onUploaded} />);

    await choose(csv(2000));
    await act(async () => report?.({ loaded: 500, total: 2000, percent: 25 }));
    const bar = screen.getByRole('progressbar', { name: 'Nahrávání souboru vypis.csv' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('25 % (500 B z 2 kB)');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zrušit nahrávání' }));
    });
    expect(signal?.aborted).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain('Nahrávání bylo zrušeno.');

    await choose(csv(2000));
    await act(async () => finish?.({ status: 200, body: { jobId: 'j1' } }));
    await waitFor(() => expect(screen.getByText('Soubor vypis.csv byl nahrán.')).toBeTruthy());
    expect(onUploaded).toHaveBeenCalledWith({ status: 200, body: { jobId: 'j1' } }, expect.any(File));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
