import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { foldText } from './fold-text';
import { renderKit } from './test-support';
import { Typeahead } from './typeahead';

const clubs = [
  { value: 'c1', label: 'Žluťoučký kůň Praha' },
  { value: 'c2', label: 'SK Brno' },
  { value: 'c3', label: 'AC Zbraslav' },
  { value: 'c4', label: 'Červený Kostelec' },
];

function Harness({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <Typeahead label="Klub" options={clubs} value={value} onChange={setValue} clearable />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Klub' }) as HTMLInputElement;
const type = async (text: string) => {
  await act(async () => {
    fireEvent.click(input());
    fireEvent.change(input(), { target: { value: text } });
  });
};
const options = () => screen.queryAllByRole('option').map((option) => option.textContent);

beforeEach(() => i18n.changeLanguage('cs'));
afterEach(() => cleanup());

describe('Typeahead', () => {
  it('suggests from the first character, ignoring case and Czech accents', async () => {
    renderKit(<Harness />);
    await act(async () => {
      fireEvent.click(input());
    });
    expect(screen.getByText('Napište alespoň 1 znak.')).toBeTruthy();
    expect(options()).toEqual([]);
    await type('zl');
    expect(options()).toEqual(['Žluťoučký kůň Praha']);
    await type('CERV');
    expect(options()).toEqual(['Červený Kostelec']);
    await type('k');
    // Matches at a word's start come before matches inside a word.
    expect(options()).toEqual(['Žluťoučký kůň Praha', 'Červený Kostelec', 'SK Brno']);
    await type('q');
    expect(options()).toEqual([]);
    expect(screen.getByText('Žádná možnost neodpovídá.')).toBeTruthy();
  });

  it('chooses with arrows and Enter, shows the choice and clears it', async () => {
    renderKit(<Harness />);
    await type('a');
    await act(async () => {
      fireEvent.keyDown(input(), { key: 'ArrowDown' });
    });
    await act(async () => {
      fireEvent.keyDown(input(), { key: 'Enter' });
    });
    const chosen = screen.getByTestId('value').textContent;
    expect(clubs.map((c) => c.value)).toContain(chosen);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(input().value).toBe(clubs.find((c) => c.value === chosen)?.label));

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zrušit výběr' }));
    });
    expect(screen.getByTestId('value').textContent).toBe('null');
  });

  it('puts the chosen label back when closed without a choice', async () => {
    renderKit(<Harness initial="c2" />);
    expect(input().value).toBe('SK Brno');
    await type('zbr');
    await act(async () => {
      fireEvent.keyDown(input(), { key: 'Escape' });
    });
    expect(input().value).toBe('SK Brno');
    expect(screen.getByTestId('value').textContent).toBe('c2');
  });
});

describe('foldText', () => {
  it('folds case and diacritics', () => {
    expect(foldText('Žluťoučký KŮŇ')).toBe('zlutoucky kun');
  });
});
