import { useEffect } from 'react';
import {
  publishSeriesStyling,
  STYLING_AREAS,
  useSeriesStyling,
  type AreaStyle,
  type SeriesStyling,
} from './series-styling';

/**
 * Series styling slots → colours. Only plain opaque colours are accepted (hex or rgb()), so a slot
 * can never inject CSS. Each area gets a foreground with at least 4.5:1 contrast: the series' own
 * `<area>Color` when it has that contrast, black or white otherwise, and the light or dark
 * appearance that suits its background.
 */
type Rgb = [number, number, number];

const DARK_TEXT = '#171717';
const LIGHT_TEXT = '#ffffff';
const MIN_CONTRAST = 4.5;

/** `#rgb`, `#rrggbb` (and opaque `#rgba`/`#rrggbbaa`), `rgb(r, g, b)`; anything else is rejected. */
export function parseColor(value: string): Rgb | null {
  const v = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(v);
  if (hex?.[1]) {
    let h = hex[1];
    if (h.length <= 4) h = [...h].map((c) => c + c).join('');
    if (h.length === 8 && h.slice(6) !== 'ff') return null;
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb =
    /^rgba?\(\s*(\d{1,3})\s*[, ]\s*(\d{1,3})\s*[, ]\s*(\d{1,3})\s*(?:[,/]\s*(1|1\.0+|100%)\s*)?\)$/.exec(v);
  if (rgb) {
    const channels = [rgb[1], rgb[2], rgb[3]].map(Number) as Rgb;
    return channels.every((c) => c <= 255) ? channels : null;
  }
  return null;
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours (1–21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const toCss = ([r, g, b]: Rgb) => `rgb(${r}, ${g}, ${b})`;

export function resolveAreaStyle(background?: string, color?: string): AreaStyle | undefined {
  const bg = background ? parseColor(background) : null;
  if (!bg) return undefined;
  const black = parseColor(DARK_TEXT) as Rgb;
  const white = parseColor(LIGHT_TEXT) as Rgb;
  const appearance = contrastRatio(bg, black) >= contrastRatio(bg, white) ? 'light' : 'dark';
  const own = color ? parseColor(color) : null;
  const fg = own && contrastRatio(bg, own) >= MIN_CONTRAST ? own : appearance === 'light' ? black : white;
  return { bg: toCss(bg), fg: toCss(fg), appearance };
}

export function resolveSeriesStyling(slots: Record<string, string> | null | undefined): SeriesStyling {
  const out: SeriesStyling = {};
  if (!slots) return out;
  for (const area of STYLING_AREAS) {
    const style = resolveAreaStyle(slots[`${area}Background`], slots[`${area}Color`]);
    if (style) out[area] = style;
  }
  return out;
}

/** A series page applies its series' stylings while it is mounted. */
export function useApplySeriesStyling(slots: Record<string, string> | null | undefined): SeriesStyling {
  const key = slots ? JSON.stringify(slots) : '';
  useEffect(() => {
    publishSeriesStyling(resolveSeriesStyling(key ? (JSON.parse(key) as Record<string, string>) : null));
    return () => publishSeriesStyling({});
  }, [key]);
  return useSeriesStyling();
}
