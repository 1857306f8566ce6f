import { Theme } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { StylingArea } from '../../../lib/series-styling';
import { useApplySeriesStyling } from '../../../lib/series-styling-resolve';

/**
 * Frame of a series' page (event detail, start list): applies the series' stylings while the page is
 * shown (top bar and cart follow via lib/series-styling) and colours the page root with `area`'s
 * background (rootBackground, startListBackground…), switching the tokens inside to the light or
 * dark appearance that keeps text readable on it.
 */
export function SeriesPageFrame({
  stylings,
  area = 'root',
  children,
}: {
  stylings: Record<string, string> | null | undefined;
  area?: StylingArea;
  children: ReactNode;
}) {
  const styling = useApplySeriesStyling(stylings);
  const style = styling[area] ?? styling.root;
  if (!style) return <>{children}</>;
  return (
    <Theme
      appearance={style.appearance}
      hasBackground={false}
      colorPalette="brand"
      bg={style.bg}
      color={style.fg}
      minH="full"
      data-series-styled={area}
    >
      {children}
    </Theme>
  );
}
