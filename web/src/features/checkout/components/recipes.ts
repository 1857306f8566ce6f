// Recipes of the components only the checkout uses: passed to the components directly, so the app's
// design system (and every other page) does not carry them.
export {
  dialogSlotRecipe,
  fieldsetSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
