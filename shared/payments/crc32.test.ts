import { describe, expect, it } from 'vitest';
import { crc32, crc32Hex } from './crc32';

describe('crc32', () => {
  it('matches the SPD reference value', () => {
    expect(crc32Hex('SPD*1.0*ACC:CZ5855000000001265098001*AM:100.00*CC:CZK')).toBe('AAD80227');
  });

  it('matches the standard check value and edge cases', () => {
    expect(crc32('123456789')).toBe(0xcbf43926);
    expect(crc32Hex('')).toBe('00000000');
    expect(crc32Hex('a')).toBe('E8B7BE43');
  });

  it('pads to eight digits', () => {
    // Any input whose CRC is below 0x10000000 needs padding; find one deterministically.
    const short = Array.from({ length: 200 }, (_, i) => crc32Hex(`x${i}`)).find((hex) => hex.startsWith('0'));
    expect(short).toMatch(/^0[0-9A-F]{7}$/);
  });

  it('hashes the UTF-8 bytes', () => {
    // "č" is C4 8D in UTF-8; the value is zlib's CRC-32 of those two bytes.
    expect(crc32Hex('č')).toBe('7D46FF28');
  });
});
