// Recipes of components only the account pages use: passed to the components directly, so the
// app's design system (and every other page) does not carry them.
export { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
