import iconv from 'iconv-lite';

/**
 * Statement bytes as text: UTF-8 when they are valid UTF-8 (a BOM is dropped), otherwise
 * windows-1250, the encoding of older Czech bank exports (Fio, KB, Raiffeisen, ABO files).
 */
export function decodeStatement(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'windows-1250' } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { text: text.replace(/^\uFEFF/, ''), encoding: 'utf-8' };
  } catch {
    return { text: iconv.decode(Buffer.from(bytes), 'windows-1250'), encoding: 'windows-1250' };
  }
}
