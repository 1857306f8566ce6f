import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getSystem } from '../../../app/chakra-system';
import { i18n } from '../../../lib/i18n';
import CartMenuPopover from './cart-menu-popover';

beforeEach(async () => {
  await act(() => i18n.changeLanguage('cs'));
});

afterEach(() => {
  cleanup();
});

describe('cart dropdown', () => {
  it("opens styled by Chakra's popover recipe, which travels with the dropdown", async () => {
    render(
      <ChakraProvider value={getSystem()}>
        <MemoryRouter>
          <CartMenuPopover label="Košík" badge={null} openOnMount />
        </MemoryRouter>
      </ChakraProvider>,
    );
    const empty = await screen.findByText('Váš košík je prázdný.');
    // The design system leaves the recipe out (app/chakra-system.ts): the dropdown passes it itself.
    expect(getSystem().isSlotRecipe('popover')).toBe(false);
    const content = empty.closest<HTMLElement>('[data-scope="popover"][data-part="content"]');
    if (!content) throw new Error('the dropdown is not open');
    expect(content.classList.contains('chakra-popover__content')).toBe(true);
    expect(within(content).getByText('Košík').classList.contains('chakra-popover__title')).toBe(true);
  });
});
