import { Text } from '@chakra-ui/react';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { movedTo } from '../model/card-draft';
import { SortableList } from './sortable-list';

vi.setConfig({ testTimeout: 20_000 });

/** jsdom lays nothing out: each entry of the list gets a box of its own, one below the other. */
function layOut() {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const li = this.closest('li');
    const index = li ? [...(li.parentElement?.children ?? [])].indexOf(li) : 0;
    const top = index * 100;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 300,
      bottom: top + 90,
      width: 300,
      height: 90,
      toJSON: () => ({}),
    };
  });
}

const items = ['Tričko', 'Velikost', 'Poznámka'];

function List({ onReorder }: { onReorder: (from: number, to: number) => void }) {
  return (
    <SortableList items={items} idOf={(i) => i} nameOf={(i) => i} label="Pole" onReorder={onReorder}>
      {(item, _index, handle) => (
        <>
          {handle}
          <Text>{item}</Text>
        </>
      )}
    </SortableList>
  );
}

let rects: ReturnType<typeof layOut>;
beforeEach(() => {
  rects = layOut();
});
afterEach(() => {
  rects.mockRestore();
  cleanup();
});

describe('drag and drop reorder', () => {
  it('moves an entry with the keyboard, announcing each step in Czech', async () => {
    await i18n.changeLanguage('cs');
    const onReorder = vi.fn();
    renderKit(<List onReorder={onReorder} />);
    const handle = screen.getByRole('button', { name: 'Přetáhnout Tričko' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
    expect(document.getElementById(handle.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /mezerníkem nebo Enterem/,
    );

    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(screen.getByText('Zvednuto: Tričko, pozice 1 z 3.')).toBeTruthy());
    fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    await waitFor(() => expect(screen.getByText('Tričko je na pozici 2 z 3.')).toBeTruthy());
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await waitFor(() => expect(onReorder).toHaveBeenCalledWith(0, 1));
    expect(screen.getByText('Tričko položeno na pozici 2 z 3.')).toBeTruthy();
  });

  it('puts the entry back on Escape, in English', async () => {
    await i18n.changeLanguage('en');
    const onReorder = vi.fn();
    renderKit(<List onReorder={onReorder} />);
    const handle = screen.getByRole('button', { name: 'Drag Velikost' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Enter', key: 'Enter' });
    await waitFor(() => expect(screen.getByText('Picked up Velikost, position 2 of 3.')).toBeTruthy());
    fireEvent.keyDown(handle, { code: 'Escape', key: 'Escape' });
    await waitFor(() =>
      expect(screen.getByText('Move cancelled, Velikost stays where it was.')).toBeTruthy(),
    );
    expect(onReorder).not.toHaveBeenCalled();
    await i18n.changeLanguage('cs');
  });

  it('moves an entry from one place to another', () => {
    expect(movedTo(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(movedTo(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });
});
