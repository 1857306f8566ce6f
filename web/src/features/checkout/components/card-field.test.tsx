import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { getSystem } from '../../../app/chakra-system';
import { buildCodeLists } from '../../../../../shared/codelists/codelists';
import { CodeListsProvider } from '../../../lib/codelists';
import { i18n } from '../../../lib/i18n';
import { initialValues, type FieldValues } from '../model/field-values';
import { fields } from '../model/test-fixtures';
import { CardField } from './card-field';
import type { CardValueView } from '../../../../../shared/checkout/card-schemas';

const codeLists = buildCodeLists();

function Harness({ field, disabled = new Set<string>() }: { field: CardValueView; disabled?: Set<string> }) {
  const [values, setValues] = useState<FieldValues>(() => initialValues([field]));
  return (
    <ChakraProvider value={getSystem()}>
      <CodeListsProvider value={codeLists}>
        <CardField
          field={field}
          values={values}
          keyOf={(k) => `items.0.cards.c.${k}`}
          errors={{}}
          disabledOptions={disabled}
          currency="CZK"
          onChange={(k, v) => setValues((current) => ({ ...current, [k]: v }))}
          onBlur={() => undefined}
        />
        <output data-testid="values">{JSON.stringify(values)}</output>
      </CodeListsProvider>
    </ChakraProvider>
  );
}

const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as FieldValues;

afterEach(() => cleanup());

describe('card fields (component)', () => {
  it('a required input is labelled, marked "*" and required', async () => {
    await act(() => i18n.changeLanguage('cs'));
    render(<Harness field={{ ...fields.firstName, label: 'Jméno' }} />);
    const input = screen.getByRole('textbox', { name: 'Jméno' });
    expect(input).toHaveProperty('required', true);
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
    fireEvent.change(input, { target: { value: 'Jana' } });
    expect(values().firstName).toBe('Jana');
  });

  it('the phone keeps its prefix, digits only, cut to the Czech length', () => {
    render(<Harness field={{ ...fields.phone, label: 'Telefon' }} />);
    const input = screen.getByRole('textbox', { name: 'Telefon' }) as HTMLInputElement;
    expect(input.value).toBe('+420');
    fireEvent.change(input, { target: { value: '+420 777 12a3 45678' } });
    expect(input.value).toBe('+420 777 123 456');
    expect(values().phone).toBe('CZE|+420|777123456');
    fireEvent.change(input, { target: { value: '+42' } });
    expect(values().phone).toBe('CZE|+420|');
  });

  it('the personal id clears when the country changes and is disabled outside CZE/SVK', () => {
    render(<Harness field={{ ...fields.personalId, label: 'Rodné číslo' }} />);
    const id = screen.getByRole('textbox', { name: 'Rodné číslo' }) as HTMLInputElement;
    fireEvent.change(id, { target: { value: '710319/2745' } });
    expect(values().personalId).toBe('CZE|710319/2745');
    fireEvent.change(screen.getByRole('combobox', { name: 'Rodné číslo – stát' }), {
      target: { value: 'AUT' },
    });
    expect(values().personalId).toBe('AUT|');
    expect(id.disabled).toBe(true);
  });

  it('options show their price, and a sold-out option is disabled', () => {
    render(<Harness field={{ ...fields.tshirt, label: 'Tričko' }} disabled={new Set(['t-l'])} />);
    const select = screen.getByRole('combobox', { name: 'Tričko' });
    const options = Array.from(select.querySelectorAll('option')).map((o) => [
      o.textContent?.replace(/\s/g, ' '),
      o.disabled,
    ]);
    expect(options).toEqual([
      ['– vyberte –', false],
      ['none', false],
      ['M (+ 250 Kč)', false],
      ['L (+ 250 Kč) – vyprodáno', true],
    ]);
  });
});
