import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-recipes/alert';
import { badgeRecipe } from '@chakra-recipes/badge';
import { buttonRecipe } from '@chakra-recipes/button';
import { checkboxSlotRecipe } from '@chakra-recipes/checkbox';
import { checkmarkRecipe } from '@chakra-recipes/checkmark';
import { codeRecipe } from '@chakra-recipes/code';
import { containerRecipe } from '@chakra-recipes/container';
import { fieldSlotRecipe } from '@chakra-recipes/field';
import { headingRecipe } from '@chakra-recipes/heading';
import { iconRecipe } from '@chakra-recipes/icon';
import { inputRecipe } from '@chakra-recipes/input';
import { linkRecipe } from '@chakra-recipes/link';
import { listSlotRecipe } from '@chakra-recipes/list';
import { separatorRecipe } from '@chakra-recipes/separator';
import { spinnerRecipe } from '@chakra-recipes/spinner';
import {
  animationStyles,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from './chakra-theme';
import { withoutUnusedPalettes } from './chakra-palettes';

/**
 * The design system: Chakra's base config plus only the recipes the app uses (instead of
 * `defaultSystem`, which ships every component recipe to every page). A component whose recipe is
 * missing here renders unstyled: add its recipe when you start using it.
 *
 * Components that only lazy widgets use get their recipe there instead, through the component's
 * `recipe` prop, so the recipe travels with the widget's chunk rather than with every page: the
 * popover (cart and user dropdowns) and the toast (components/toaster.tsx).
 */
const brand = {
  contrast: { value: { _light: 'white', _dark: 'white' } },
  fg: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.300}' } },
  subtle: { value: { _light: '{colors.teal.100}', _dark: '{colors.teal.900}' } },
  muted: { value: { _light: '{colors.teal.200}', _dark: '{colors.teal.800}' } },
  emphasized: { value: { _light: '{colors.teal.300}', _dark: '{colors.teal.700}' } },
  // teal.700 keeps white button text above 4.5:1 in both themes.
  solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.700}' } },
  focusRing: { value: { _light: '{colors.teal.600}', _dark: '{colors.teal.400}' } },
  border: { value: { _light: '{colors.teal.600}', _dark: '{colors.teal.400}' } },
};

const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  theme: {
    // Spec §9: the mobile breakpoint is 992 px.
    breakpoints: { sm: '480px', md: '768px', lg: '992px', xl: '1280px', '2xl': '1536px' },
    tokens: { ...tokens, colors: { ...withoutUnusedPalettes(tokens.colors), brand: tokens.colors.teal } },
    semanticTokens: {
      ...semanticTokens,
      colors: { ...withoutUnusedPalettes(semanticTokens.colors), brand },
      sizes: { navbar: { value: '54px' } },
    },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      checkbox: checkboxSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/**
 * What only the global CSS uses (keyframes, global styles): part of the CSS the build writes into
 * index.html (vite-plugins/chakra-static-css.ts), so the built app's runtime system goes without it.
 */
const globalCssConfig = defineConfig({
  globalCss: {
    ...globalCss,
    'html, body': { minHeight: '100%' },
    body: { colorPalette: 'brand' },
  },
  theme: { keyframes },
});

let created: ReturnType<typeof createSystem> | undefined;

/**
 * The system, created on first use: building it (every token into the token dictionary) is one of
 * the biggest pieces of startup work, so it runs in the first render rather than in the evaluation
 * of the app's code, keeping each of those tasks shorter. The dev server and tests insert the global
 * CSS at runtime, so they get the full system.
 */
export function getSystem(): ReturnType<typeof createSystem> {
  created ??= import.meta.env.PROD
    ? createSystem(defaultBaseConfig, config)
    : createSystem(defaultBaseConfig, config, globalCssConfig);
  return created;
}

/** The full system whose global CSS the build inlines into index.html (build time, in Node). */
export function createGlobalCssSystem(): ReturnType<typeof createSystem> {
  return createSystem(defaultBaseConfig, config, globalCssConfig);
}
