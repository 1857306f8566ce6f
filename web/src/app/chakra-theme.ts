/**
 * The parts of Chakra's default theme the design system uses, imported module by module. The
 * '@chakra-ui/react/theme' barrel statically imports every recipe of every component (its
 * `recipes` and `slotRecipes` objects), so importing it from the app shell puts each recipe any
 * lazy page uses into the app chunk, on every page. Aliases: '@chakra-theme' (web/vite.config.ts,
 * vitest.config.mts, web/tsconfig.json), '@chakra-recipes' for the recipes themselves.
 */
import { animations } from '@chakra-theme/tokens/animations';
import { aspectRatios } from '@chakra-theme/tokens/aspect-ratios';
import { blurs } from '@chakra-theme/tokens/blurs';
import { borders } from '@chakra-theme/tokens/borders';
import { colors } from '@chakra-theme/tokens/colors';
import { cursor } from '@chakra-theme/tokens/cursor';
import { durations } from '@chakra-theme/tokens/durations';
import { easings } from '@chakra-theme/tokens/easings';
import { fontSizes } from '@chakra-theme/tokens/font-sizes';
import { fontWeights } from '@chakra-theme/tokens/font-weights';
import { fonts } from '@chakra-theme/tokens/fonts';
import { letterSpacings } from '@chakra-theme/tokens/letter-spacing';
import { lineHeights } from '@chakra-theme/tokens/line-heights';
import { radii } from '@chakra-theme/tokens/radius';
import { sizes } from '@chakra-theme/tokens/sizes';
import { spacing } from '@chakra-theme/tokens/spacing';
import { zIndices } from '@chakra-theme/tokens/z-indices';
import { semanticColors } from '@chakra-theme/semantic-tokens/colors';
import { semanticRadii } from '@chakra-theme/semantic-tokens/radii';
import { semanticShadows } from '@chakra-theme/semantic-tokens/shadows';

export { animationStyles } from '@chakra-theme/motion-styles';
export { globalCss } from '@chakra-theme/global-css';
export { layerStyles } from '@chakra-theme/layer-styles';
export { textStyles } from '@chakra-theme/text-styles';
export { keyframes } from '@chakra-theme/tokens/keyframes';

// As Chakra's theme/index.js assembles them.
export const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};
export const semanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii };
export const cssVarsPrefix = 'chakra';
export const cssVarsRoot = ':where(html, .chakra-theme)';
