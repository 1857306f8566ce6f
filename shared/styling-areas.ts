/**
 * The areas of a series' pages an organiser may colour (spec §1/§3 stylings: navbar, cart,
 * checkout, start list, root), each with a `<area>Background` and a `<area>Color` slot. The public
 * pages and the back office's stylings editor read the same list. No imports: the public top bar
 * loads it on every page.
 */
export const STYLING_AREAS = ['root', 'navbar', 'cart', 'checkout', 'startList'] as const;
export type StylingArea = (typeof STYLING_AREAS)[number];
