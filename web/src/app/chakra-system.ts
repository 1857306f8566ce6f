import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  badgeRecipe,
  animationStyles,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  popoverSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The design system: Chakra's base config plus only the recipes the app uses (instead of
 * `defaultSystem`, which ships every component recipe to every page). A component whose recipe is
 * missing here renders unstyled: add its recipe when you start using it.
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
  globalCss: {
    ...globalCss,
    'html, body': { minHeight: '100%' },
    body: { colorPalette: 'brand' },
  },
  theme: {
    // Spec §9: the mobile breakpoint is 992 px.
    breakpoints: { sm: '480px', md: '768px', lg: '992px', xl: '1280px', '2xl': '1536px' },
    keyframes,
    tokens: { ...tokens, colors: { ...tokens.colors, brand: tokens.colors.teal } },
    semanticTokens: {
      ...semanticTokens,
      colors: { ...semanticTokens.colors, brand },
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
      popover: popoverSlotRecipe,
      toast: toastSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

export const system = createSystem(defaultBaseConfig, config);
