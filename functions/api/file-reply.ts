import { config } from '../adapters/config';
import { attachmentDisposition, storeExport, type ExportFile } from '../adapters/storage/exports';
import { rawReply, type RawReply } from './http/create-api-handler';

/** A file answer: the browser saves it under its (UTF-8) name. */
export const fileReply = (fileName: string, contentType: string, body: Buffer) =>
  rawReply({
    statusCode: 200,
    headers: {
      'content-type': contentType,
      'content-disposition': attachmentDisposition(fileName),
      'cache-control': 'no-store',
    },
    body: body.toString('base64'),
    isBase64Encoded: true,
  });

/**
 * The answer of every export call: the file itself while it fits a Lambda answer
 * (`config.exportInlineMaxBytes`), otherwise the file goes to S3 (`exports/`, expired after a day)
 * and the answer is a JSON `ExportLink` with a short-lived presigned download. The web client's
 * `api.download` follows either shape.
 */
export async function exportReply(file: ExportFile, now = new Date()): Promise<RawReply> {
  if (file.body.byteLength <= config.exportInlineMaxBytes)
    return fileReply(file.fileName, file.contentType, Buffer.from(file.body));
  const link = await storeExport(file, now);
  return rawReply({
    statusCode: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify(link),
  });
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv; charset=utf-8';
