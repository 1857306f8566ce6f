import { randomUUID } from 'node:crypto';

/** An image shown inside the HTML through `<img src="cid:<cid>">` (the QR Platba code). */
export interface InlineImage {
  /** Content-ID without angle brackets, e.g. `qr-platba@race-registration`. */
  cid: string;
  contentType: 'image/png' | 'image/jpeg' | 'image/gif';
  filename: string;
  /** The image bytes, base64. */
  contentBase64: string;
}

export interface MimeMessageInput {
  from: string;
  to: string[];
  replyTo?: string[];
  subject: string;
  html: string;
  text: string;
  inlineImages?: InlineImage[];
  /** For tests: fixed boundaries and date. */
  boundarySeed?: string;
  date?: Date;
}

const CRLF = '\r\n';
// eslint-disable-next-line no-control-regex
const noControl = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ');
const isAscii = (value: string) => /^[\u0020-\u007e]*$/.test(value);

/** RFC 2047 B-encoded words of at most 75 characters, never splitting a UTF-8 sequence. */
export function encodeHeaderWords(value: string): string {
  const clean = noControl(value);
  if (isAscii(clean) && !/=\?/.test(clean)) return clean;
  const words: string[] = [];
  let chunk = '';
  const MAX_BYTES = 45; // 45 bytes -> 60 base64 characters + 12 of `=?UTF-8?B??=` = 72
  for (const char of clean) {
    if (Buffer.byteLength(chunk + char, 'utf8') > MAX_BYTES) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w, 'utf8').toString('base64')}?=`).join(`${CRLF} `);
}

/** `Name <addr>` with the display name encoded when needed; a bare address stays as is. */
export function formatAddress(address: string): string {
  const clean = noControl(address).trim();
  const m = /^(.*?)\s*<([^<>\s]+@[^<>\s]+)>$/.exec(clean);
  if (!m) return clean;
  const name = (m[1] ?? '').trim().replace(/^"(.*)"$/, '$1');
  if (!name) return `<${m[2]}>`;
  const display = isAscii(name)
    ? /[()<>@,;:\\".[\]]/.test(name)
      ? `"${name.replace(/(["\\])/g, '\\$1')}"`
      : name
    : encodeHeaderWords(name);
  return `${display} <${m[2]}>`;
}

const base64Lines = (data: string | Buffer): string =>
  (typeof data === 'string' ? Buffer.from(data, 'utf8') : data)
    .toString('base64')
    .replace(/.{1,76}/g, (line) => `${line}${CRLF}`)
    .trimEnd();

const wrapBase64 = (b64: string): string =>
  b64
    .replace(/\s+/g, '')
    .replace(/.{1,76}/g, (line) => `${line}${CRLF}`)
    .trimEnd();

const safeParam = (value: string) => noControl(value).replace(/["\\]/g, '');

/**
 * A complete RFC 5322 message for SES SendRawEmail: multipart/alternative (text + HTML) and,
 * with inline images, wrapped in multipart/related so `cid:` references resolve in mail clients.
 * Every header value is stripped of control characters (no header injection).
 */
export function buildMimeMessage(input: MimeMessageInput): string {
  const seed = input.boundarySeed ?? randomUUID().replace(/-/g, '');
  const alt = `alt-${seed}`;
  const rel = `rel-${seed}`;
  const images = input.inlineImages ?? [];
  const headers = [
    `From: ${formatAddress(input.from)}`,
    `To: ${input.to.map(formatAddress).join(', ')}`,
    ...(input.replyTo?.length ? [`Reply-To: ${input.replyTo.map(formatAddress).join(', ')}`] : []),
    `Subject: ${encodeHeaderWords(input.subject)}`,
    `Date: ${(input.date ?? new Date()).toUTCString().replace('GMT', '+0000')}`,
    'MIME-Version: 1.0',
  ];
  const alternative = [
    `--${alt}`,
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(input.text),
    `--${alt}`,
    'Content-Type: text/html; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(input.html),
    `--${alt}--`,
  ];
  if (!images.length) {
    return [
      ...headers,
      `Content-Type: multipart/alternative; boundary="${alt}"`,
      '',
      ...alternative,
      '',
    ].join(CRLF);
  }
  return [
    ...headers,
    `Content-Type: multipart/related; type="multipart/alternative"; boundary="${rel}"`,
    '',
    `--${rel}`,
    `Content-Type: multipart/alternative; boundary="${alt}"`,
    '',
    ...alternative,
    ...images.flatMap((img) => [
      `--${rel}`,
      `Content-Type: ${img.contentType}; name="${safeParam(img.filename)}"`,
      'Content-Transfer-Encoding: base64',
      `Content-ID: <${safeParam(img.cid).replace(/[<>\s]/g, '')}>`,
      `Content-Disposition: inline; filename="${safeParam(img.filename)}"`,
      '',
      wrapBase64(img.contentBase64),
    ]),
    `--${rel}--`,
    '',
  ].join(CRLF);
}
