import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor, resolveAreaStyle, resolveSeriesStyling } from './series-styling-resolve';

describe('series stylings', () => {
  it('accepts plain opaque colours only', () => {
    expect(parseColor('#1f4d2b')).toEqual([31, 77, 43]);
    expect(parseColor('#FFF')).toEqual([255, 255, 255]);
    expect(parseColor('rgb(10, 20, 30)')).toEqual([10, 20, 30]);
    expect(parseColor('#00000080')).toBeNull();
    expect(parseColor('red; background: url(x)')).toBeNull();
    expect(parseColor('url(javascript:alert(1))')).toBeNull();
    expect(parseColor('rgb(300, 0, 0)')).toBeNull();
  });

  it('keeps the series text colour when it has enough contrast', () => {
    expect(resolveAreaStyle('#1f4d2b', '#ffffff')).toEqual({
      bg: 'rgb(31, 77, 43)',
      fg: 'rgb(255, 255, 255)',
      appearance: 'dark',
    });
  });

  it('replaces a text colour without enough contrast and picks the appearance from the background', () => {
    const style = resolveAreaStyle('#f3f6f1', '#dddddd');
    expect(style?.appearance).toBe('light');
    expect(style?.fg).toBe('rgb(23, 23, 23)');
    expect(resolveAreaStyle('#102030')?.fg).toBe('rgb(255, 255, 255)');
  });

  it('resolves every area that has a valid background and ignores the rest', () => {
    const styling = resolveSeriesStyling({
      navbarBackground: '#1f4d2b',
      navbarColor: '#ffffff',
      rootBackground: '#f3f6f1',
      cartBackground: 'not-a-colour',
      checkoutColor: '#000000',
      unknownSlot: '#123456',
    });
    expect(Object.keys(styling).sort()).toEqual(['navbar', 'root']);
  });

  it('computes WCAG contrast', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 0);
  });
});
