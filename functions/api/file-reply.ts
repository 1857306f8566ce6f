import { rawReply } from './http/create-api-handler';

/** A file answer: the browser saves it under its (UTF-8) name. */
export const fileReply = (fileName: string, contentType: string, body: Buffer) =>
  rawReply({
    statusCode: 200,
    headers: {
      'content-type': contentType,
      'content-disposition': `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'cache-control': 'no-store',
    },
    body: body.toString('base64'),
    isBase64Encoded: true,
  });

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
