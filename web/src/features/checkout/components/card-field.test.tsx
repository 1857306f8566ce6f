import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { getSystem } from '../../../app/chakra-system';
import { buildCodeLists } from '@shared/codelists/codelists';
import { CodeListsProvider } from '../../../lib/codelists';
import { i18n } from '../../../lib/i18n';
import { initialValues, type FieldValues } from '../model/field-values';
import { fields } from '../model/test-fixtures';
import { CardField } from './card-field';
import type { CardValueView } from '@shared/checkout/card-schemas';

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

/** Accessible-name matcher ignoring the kind of white space (prices use no-break spaces). */
const named = (text: string) => (name: string) => name.replace(/\s/g, ' ') === text;

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

  it('a number-only field rejects non-numeric typing as the runner types (spec §5)', async () => {
    await act(() => i18n.changeLanguage('cs'));
    render(
      <Harness
        field={{
          ...fields.firstName,
          guid: 'size',
          label: 'Velikost bot',
          predefinedTemplate: null,
          validations: [{ kind: 'minNumber', value: 30 }],
        }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Velikost bot' });
    expect(input.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(input, { target: { value: '4' } });
    fireEvent.change(input, { target: { value: '4a' } });
    expect(values().size).toBe('4');
    fireEvent.change(input, { target: { value: '42,' } });
    fireEvent.change(input, { target: { value: '42,5' } });
    expect(values().size).toBe('42,5');
    // A text field without number rules takes anything.
    cleanup();
    render(<Harness field={{ ...fields.firstName, label: 'Jméno' }} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Jméno' }), { target: { value: 'Jana 2' } });
    expect(values().firstName).toBe('Jana 2');
  });

  it("a value's own sub-input is labelled, disabled until the field is answered, then kept", async () => {
    await act(() => i18n.changeLanguage('en'));
    render(
      <Harness
        field={{
          ...fields.firstName,
          required: false,
          label: 'Klub',
          subComponentType: 1,
          subComponentLabel: 'Číslo licence',
          subComponentPlaceholder: 'např. 123',
          translations: { en: { label: 'Club', subComponentLabel: 'Licence number' } },
        }}
      />,
    );
    const sub = screen.getByRole('textbox', { name: 'Licence number' }) as HTMLInputElement;
    expect(sub.disabled).toBe(true);
    expect(sub.placeholder).toBe('např. 123');
    fireEvent.change(screen.getByRole('textbox', { name: 'Club' }), { target: { value: 'SK Praha' } });
    expect(sub.disabled).toBe(false);
    fireEvent.change(sub, { target: { value: 'L-42' } });
    expect(values()).toMatchObject({ firstName: 'SK Praha', 'firstName/sub': 'L-42' });
    await act(() => i18n.changeLanguage('cs'));
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

  it('a sold-out option that is already chosen stays enabled in the select', () => {
    render(
      <Harness
        field={{ ...fields.tshirt, label: 'Tričko', defaultValue: 'L' }}
        disabled={new Set(['t-l'])}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Tričko' }) as HTMLSelectElement;
    expect(select.value).toBe('L');
    const l = Array.from(select.querySelectorAll('option')).find((o) => o.value === 'L');
    expect(l?.disabled).toBe(false);
    expect(l?.textContent?.replace(/\s/g, ' ')).toBe('L (+ 250 Kč) – vyprodáno');
  });

  it.each([
    {
      kind: 'radio',
      field: fields.transport,
      soldOut: 'tr-car',
      value: 'car',
      other: 'public',
      price: '100',
    },
    {
      kind: 'checkbox',
      field: fields.diet,
      soldOut: 'd-gf',
      value: 'gluten',
      other: 'vegetarian',
      price: '50',
    },
  ] as const)(
    '$kind options show their price; a sold-out one is disabled unless chosen',
    ({ kind, field, soldOut, value, other, price }) => {
      const soldOutName = named(`${value} (+ ${price} Kč) – vyprodáno`);
      const option = (name: string | ((n: string) => boolean)) =>
        screen.getByRole(kind, { name }) as HTMLInputElement;
      render(<Harness field={{ ...field, label: 'Volba' }} disabled={new Set([soldOut])} />);
      expect(option(soldOutName).disabled).toBe(true);
      expect(option(other).disabled).toBe(false);
      cleanup();
      render(
        <Harness field={{ ...field, label: 'Volba', defaultValue: value }} disabled={new Set([soldOut])} />,
      );
      expect(option(soldOutName).checked).toBe(true);
      expect(option(soldOutName).disabled).toBe(false);
    },
  );

  it('a read-only choice field disables every option', () => {
    render(<Harness field={{ ...fields.gender, label: 'Pohlaví', readOnly: true }} />);
    for (const name of ['Muž', 'Žena'])
      expect((screen.getByRole('radio', { name }) as HTMLInputElement).disabled).toBe(true);
  });

  it('the phone and personal-id country selects are labelled, offer their own country lists and disable together', () => {
    render(<Harness field={{ ...fields.phone, label: 'Telefon', readOnly: true }} />);
    const phoneCountry = screen.getByRole('combobox', {
      name: 'Telefon – stát a předvolba',
    }) as HTMLSelectElement;
    expect(phoneCountry.id).toMatch(/-country$/);
    expect(phoneCountry.disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Telefon' }) as HTMLInputElement).disabled).toBe(true);
    const czech = Array.from(phoneCountry.options).find((o) => o.value === 'CZE');
    expect(czech?.textContent).toBe('CZE +420 – Česká republika');
    expect(Array.from(phoneCountry.options).every((o) => /^[A-Z]{3} \+\d/.test(o.textContent ?? ''))).toBe(
      true,
    );
    cleanup();
    render(<Harness field={{ ...fields.personalId, label: 'Rodné číslo' }} />);
    const idCountry = screen.getByRole('combobox', { name: 'Rodné číslo – stát' }) as HTMLSelectElement;
    expect(idCountry.id).toMatch(/-country$/);
    expect(Array.from(idCountry.options).find((o) => o.value === 'CZE')?.textContent).toBe(
      'Česká republika (CZE)',
    );
    expect(idCountry.options.length).toBeGreaterThan(phoneCountry.options.length - 1);
    const id = screen.getByRole('textbox', { name: 'Rodné číslo' }) as HTMLInputElement;
    expect(id.getAttribute('inputmode')).toBe('numeric');
    expect(id.placeholder).not.toBe('');
  });

  it('the phone country change keeps the number and switches the prefix', () => {
    render(<Harness field={{ ...fields.phone, label: 'Telefon' }} />);
    const input = screen.getByRole('textbox', { name: 'Telefon' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '+420 777 123 456' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Telefon – stát a předvolba' }), {
      target: { value: 'SVK' },
    });
    expect(values().phone?.startsWith('SVK|+421|')).toBe(true);
    expect(input.value.startsWith('+421')).toBe(true);
  });
});
