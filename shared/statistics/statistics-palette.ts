/**
 * The 13-colour palette of spec §9 for the lines of the statistics graph (the 14th line takes the
 * first colour again). Chosen to stay apart from each other for the common colour-vision
 * deficiencies and readable on the light and the dark theme; the table view carries the same
 * numbers for whoever cannot tell two lines apart.
 */
export const STATISTICS_PALETTE = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
  '#393b79',
  '#ad494a',
  '#637939',
] as const;

export function paletteColor(index: number): string {
  return STATISTICS_PALETTE[index % STATISTICS_PALETTE.length] as string;
}
