import { Field } from '@chakra-ui/react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { DateInput } from './date-input';
import { DateTimeInput } from './date-time-input';
import { isoDateToText, isoInstantToText, textToIsoDate, textToIsoInstant } from './date-text';
import { renderKit } from './test-support';

function Harness({ initial = '', time = false }: { initial?: string; time?: boolean }) {
  const [value, setValue] = useState(initial);
  const Control = time ? DateTimeInput : DateInput;
  return (
    <>
      <Field.Root>
        <Field.Label>Datum</Field.Label>
        <Control value={value} onChange={setValue} />
      </Field.Root>
      <output data-testid="value">{value}</output>
      <button onClick={() => setValue(time ? '2026-12-24T17:00:00.000Z' : '2026-12-24')}>Nastavit</button>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Datum' }) as HTMLInputElement;
const value = () => screen.getByTestId('value').textContent;

beforeEach(() => i18n.changeLanguage('cs'));
afterEach(() => cleanup());

describe('DateInput', () => {
  it('shows the value as DD/MM/YYYY and gives typed dates as ISO', () => {
    renderKit(<Harness initial="2026-05-01" />);
    expect(input().value).toBe('01/05/2026');
    fireEvent.change(input(), { target: { value: '24122026' } });
    expect(input().value).toBe('24/12/2026');
    expect(value()).toBe('2026-12-24');
  });

  it('keeps the value on invalid text and says so once the field is left', () => {
    renderKit(<Harness initial="2026-05-01" />);
    fireEvent.change(input(), { target: { value: '31/02/2026' } });
    expect(value()).toBe('2026-05-01');
    expect(screen.queryByText('Zadejte platné datum ve tvaru DD/MM/RRRR.')).toBeNull();
    fireEvent.blur(input());
    const error = screen.getByText('Zadejte platné datum ve tvaru DD/MM/RRRR.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toContain(error.id);
    fireEvent.change(input(), { target: { value: '' } });
    expect(value()).toBe('');
    expect(screen.queryByText('Zadejte platné datum ve tvaru DD/MM/RRRR.')).toBeNull();
  });

  it('normalises other typed forms on blur and follows value changes from outside', () => {
    renderKit(<Harness />);
    fireEvent.change(input(), { target: { value: '1. 5. 2026' } });
    expect(value()).toBe('2026-05-01');
    fireEvent.blur(input());
    expect(input().value).toBe('01/05/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Nastavit' }));
    expect(input().value).toBe('24/12/2026');
  });

  it('offers the browser date picker through a labelled button', () => {
    renderKit(<Harness />);
    expect(screen.getByRole('button', { name: 'Vybrat datum v kalendáři' })).toBeTruthy();
    const picker = document.querySelector('input[type="date"]') as HTMLInputElement;
    fireEvent.change(picker, { target: { value: '2026-06-15' } });
    expect(value()).toBe('2026-06-15');
    expect(input().value).toBe('15/06/2026');
  });
});

describe('DateTimeInput', () => {
  it('is typed in Prague time and gives the UTC instant', () => {
    renderKit(<Harness time initial="2026-01-05T08:05:00.000Z" />);
    expect(input().value).toBe('05/01/2026 09:05');
    fireEvent.change(input(), { target: { value: '01/07/2026 07:30' } });
    expect(value()).toBe('2026-07-01T05:30:00.000Z');
    fireEvent.change(input(), { target: { value: '01/07/2026 25:30' } });
    fireEvent.blur(input());
    expect(value()).toBe('2026-07-01T05:30:00.000Z');
    expect(screen.getByText('Zadejte platné datum a čas ve tvaru DD/MM/RRRR HH:mm.')).toBeTruthy();
  });
});

describe('date texts', () => {
  it('convert both ways and reject impossible values', () => {
    expect(isoDateToText('2024-02-29')).toBe('29/02/2024');
    expect(textToIsoDate('29/02/2025')).toBeNull();
    expect(textToIsoDate('  ')).toBe('');
    expect(textToIsoInstant('29/03/2026 12:00')).toBe('2026-03-29T10:00:00.000Z');
    expect(textToIsoInstant('29/03/2026')).toBeNull();
    expect(isoInstantToText('2026-03-29T10:00:00.000Z')).toBe('29/03/2026 12:00');
  });
});
