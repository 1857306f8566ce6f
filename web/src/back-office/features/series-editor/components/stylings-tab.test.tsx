import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STYLING_SLOTS, type StylingValues } from '@shared/back-office/stylings-schemas';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { StylingsForm } from './stylings-tab';

vi.mock('../../../../lib/api-client', () => ({ api: { call: vi.fn() } }));

const EMPTY = Object.fromEntries(STYLING_SLOTS.map((s) => [s, ''])) as StylingValues;
const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

beforeEach(() => i18n.changeLanguage('cs'));
afterEach(() => cleanup());

describe('stylings form', () => {
  it('previews the typed colours, refuses a colour that is not #rrggbb and saves lowercase hex', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderKit(<StylingsForm defaultValues={{ ...EMPTY, navbarBackground: '#1f4d2b' }} onSubmit={onSubmit} />);
    // The preview's top bar takes the navbar background, with readable (white) text on it.
    const navbar = screen.getByTestId('preview-navbar');
    expect(getComputedStyle(navbar).backgroundColor).toBe('rgb(31, 77, 43)');

    fireEvent.change(field(/^Horní lišta – pozadí/), { target: { value: '#FF0000' } });
    await waitFor(() => expect(getComputedStyle(navbar).backgroundColor).toBe('rgb(255, 0, 0)'));

    fireEvent.change(field(/^Košík – text/), { target: { value: 'red' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(field(/^Košík – text/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/Zadejte barvu jako #rrggbb/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(field(/^Košík – text/), { target: { value: '#00AA00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      navbarBackground: '#ff0000',
      cartColor: '#00aa00',
      rootBackground: '',
    });
  });
});
