export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, whole numbers. */
  percent: number;
}

export interface UploadOptions {
  url: string;
  /** PUT for presigned S3 URLs (default), POST for API uploads. */
  method?: 'PUT' | 'POST';
  headers?: Record<string, string>;
  file: Blob;
  /** Send as multipart form data under this field name; otherwise the file is the whole body. */
  formField?: string;
  /** Form fields sent before the file (an S3 presigned POST's policy and signature). */
  fields?: Record<string, string>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Default 1,200,000 ms: spec §9's timeout of the bank CSV upload. */
  timeoutMs?: number;
}

export interface UploadResult {
  status: number;
  /** The answer: parsed JSON when the server says so, else its text. */
  body: unknown;
}

export type UploadFailure = 'http' | 'network' | 'timeout' | 'aborted';

export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    readonly kind: UploadFailure,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(kind === 'http' ? `Upload failed with HTTP ${status}` : `Upload ${kind}`);
  }
}

export const UPLOAD_TIMEOUT_MS = 1_200_000;

function parseBody(xhr: XMLHttpRequest): unknown {
  const type = xhr.getResponseHeader('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(xhr.responseText) as unknown;
    } catch {
      return xhr.responseText;
    }
  }
  return xhr.responseText;
}

/**
 * Uploads a file with progress reports. XMLHttpRequest because fetch cannot report upload progress
 * (request streams give no progress and need HTTP/2 end to end). Resolves with the answer of a 2xx;
 * rejects with an UploadError (HTTP status, network, timeout, or cancelled through `signal`).
 */
export function uploadWithProgress({
  url,
  method = 'PUT',
  headers = {},
  file,
  formField,
  fields = {},
  onProgress,
  signal,
  timeoutMs = UPLOAD_TIMEOUT_MS,
}: UploadOptions): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadError('aborted', 0));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.timeout = timeoutMs;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    const report = (loaded: number, total: number) =>
      onProgress?.({
        loaded,
        total,
        percent: total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0,
      });
    xhr.upload.onprogress = (event) => report(event.loaded, event.lengthComputable ? event.total : file.size);

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);

    xhr.onload = () => {
      settle();
      const body = parseBody(xhr);
      if (xhr.status >= 200 && xhr.status < 300) {
        report(file.size, file.size);
        resolve({ status: xhr.status, body });
      } else reject(new UploadError('http', xhr.status, body));
    };
    xhr.onerror = () => {
      settle();
      reject(new UploadError('network', 0));
    };
    xhr.ontimeout = () => {
      settle();
      reject(new UploadError('timeout', 0));
    };
    xhr.onabort = () => {
      settle();
      reject(new UploadError('aborted', 0));
    };

    if (formField) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append(formField, file, file instanceof File ? file.name : undefined);
      xhr.send(form);
    } else {
      if (file.type && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type'))
        xhr.setRequestHeader('Content-Type', file.type);
      xhr.send(file);
    }
  });
}
