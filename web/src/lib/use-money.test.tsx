import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { useLocale, useMoney } from './use-money';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('useMoney', () => {
  it('formats minor units in the interface language, with a range past 0.1', async () => {
    await act(() => i18n.changeLanguage('cs'));
    const { result, rerender } = renderHook(() => ({ money: useMoney(), locale: useLocale() }));
    expect(result.current.locale).toBe('cs');
    expect(plain(result.current.money(45000, 'CZK'))).toBe('450 Kč');
    expect(plain(result.current.money(45000, 'CZK', 60000))).toBe('450 Kč – 600 Kč');
    // 0.1 or less above the price is not a range (spec §9).
    expect(plain(result.current.money(45000, 'CZK', 45010))).toBe('450 Kč');
    expect(plain(result.current.money(1850, 'EUR', null))).toBe('18,50 €');

    await act(() => i18n.changeLanguage('en'));
    rerender();
    expect(result.current.locale).toBe('en');
    expect(plain(result.current.money(45000, 'CZK'))).toBe('CZK 450');
    await act(() => i18n.changeLanguage('cs'));
  });
});
