import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getSystem } from '../app/chakra-system';
import { i18n } from '../lib/i18n';
import { notify } from '../lib/notify';
import Toaster from './toaster';

beforeEach(async () => {
  await act(() => i18n.changeLanguage('cs'));
});

afterEach(() => {
  cleanup();
});

describe('toast area', () => {
  it("shows a queued toast styled by Chakra's toast recipe, which travels with the toast area", async () => {
    render(
      <ChakraProvider value={getSystem()}>
        <Toaster />
      </ChakraProvider>,
    );
    act(() => notify.error('Platbu se nepodařilo ověřit.'));
    const description = await screen.findByText('Platbu se nepodařilo ověřit.');
    // The design system leaves the recipe out (app/chakra-system.ts): the toast passes it itself.
    expect(getSystem().isSlotRecipe('toast')).toBe(false);
    const root = description.closest('[data-scope="toast"][data-part="root"]');
    expect(root?.classList.contains('chakra-toast__root')).toBe(true);
    expect(description.classList.contains('chakra-toast__description')).toBe(true);
    expect(screen.getByText('Chyba').classList.contains('chakra-toast__title')).toBe(true);
    expect(
      screen.getByRole('button', { name: 'Zavřít' }).classList.contains('chakra-toast__closeTrigger'),
    ).toBe(true);
  });
});
