// Recipes of the components only the back office uses: passed to the components directly, so the
// app's design system (and every public page) does not carry them. Imported module by module (the
// '@chakra-recipes' alias, web/vite.config.ts): through the '@chakra-ui/react/theme' barrel they
// would land in the app chunk.
export { comboboxSlotRecipe } from '@chakra-recipes/combobox';
export { dialogSlotRecipe } from '@chakra-recipes/dialog';
export { fieldsetSlotRecipe } from '@chakra-recipes/fieldset';
export { menuSlotRecipe } from '@chakra-recipes/menu';
export { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
export { progressSlotRecipe } from '@chakra-recipes/progress';
export { tableSlotRecipe } from '@chakra-recipes/table';
export { drawerSlotRecipe } from '@chakra-recipes/drawer';
