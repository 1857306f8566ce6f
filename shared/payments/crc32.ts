/**
 * CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320) as used by the SPD `CRC32` key.
 * Written out here because shared/ runs in the browser too, where zlib is not available.
 */
const TABLE: Uint32Array = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 of the UTF-8 bytes of a string, as an unsigned 32-bit integer. */
export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc = (TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** Eight uppercase hex digits, zero-padded, the form SPD expects. */
export function crc32Hex(text: string): string {
  return crc32(text).toString(16).toUpperCase().padStart(8, '0');
}
