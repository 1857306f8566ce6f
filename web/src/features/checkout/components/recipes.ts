// Recipes of the components only the checkout uses: passed to the components directly, so the app's
// design system (and every other page) does not carry them.
export { fieldsetSlotRecipe } from '@chakra-recipes/fieldset';
export { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
export { radioGroupSlotRecipe } from '@chakra-recipes/radio-group';
export { textareaRecipe } from '@chakra-recipes/textarea';
