import { describe, expect, it } from 'vitest';
import CODES from './gp-webpay-codes.json' with { type: 'json' };
import { describeGpWebpayResult, GP_WEBPAY_KNOWN_PRCODES, GP_WEBPAY_KNOWN_SRCODES } from './gp-webpay-codes';

// The codes spec §8 lists for the payment result page.
const SPEC_PRCODES = [
  0, 1, 2, 3, 4, 5, 11, 14, 15, 16, 17, 18, 20, 25, 26, 27, 28, 30, 31, 32, 33, 35, 38, 40, 50, 83, 1000,
];
const SPEC_SRCODES: [number, number][] = [
  ...[1001, 1002, 1003, 1004, 1005].map((sr): [number, number] => [30, sr]),
  ...[3000, 3001, 3002, 3003, 3004, 3005, 3006, 3007, 3008].map((sr): [number, number] => [28, sr]),
];
const generic = (locale: 'cs' | 'en') => describeGpWebpayResult(9999, 9999, locale).title;

describe('describeGpWebpayResult', () => {
  it('has its own Czech and English text for every code of the spec', () => {
    expect(GP_WEBPAY_KNOWN_PRCODES).toEqual(SPEC_PRCODES);
    expect([...GP_WEBPAY_KNOWN_SRCODES].sort()).toEqual(SPEC_SRCODES.map(([, sr]) => sr).sort());
    const cases: [number, number][] = [
      ...SPEC_PRCODES.map((pr): [number, number] => [pr, 0]),
      ...SPEC_SRCODES,
    ];
    for (const [pr, sr] of cases) {
      const cs = describeGpWebpayResult(pr, sr, 'cs');
      const en = describeGpWebpayResult(pr, sr, 'en');
      expect(cs.title, `${pr}/${sr}`).not.toBe(generic('cs'));
      expect(en.title, `${pr}/${sr}`).not.toBe(generic('en'));
      expect(cs.detail).not.toBe(en.detail);
      expect(cs.detail).toMatch(/[áčďéěíňóřšťúůýž]/);
      expect(en.detail).toMatch(/^[\x20-\x7e’–]+$/);
      for (const d of [cs, en]) {
        expect(d.title.length).toBeGreaterThan(3);
        expect(d.detail).toMatch(/[.!]$/);
        if (d.outcome === 'paid') expect(d.retryable).toBe(false);
      }
      expect(cs.outcome).toBe(en.outcome);
      expect(cs.retryable).toBe(en.retryable);
    }
  });

  it('classifies outcomes', () => {
    expect(describeGpWebpayResult(0, 0, 'cs')).toMatchObject({
      outcome: 'paid',
      retryable: false,
      title: 'Platba proběhla úspěšně',
    });
    expect(describeGpWebpayResult(0, 3001, 'en').outcome).toBe('paid');
    expect(describeGpWebpayResult(50, 0, 'cs')).toMatchObject({ outcome: 'cancelled', retryable: true });
    expect(describeGpWebpayResult(35, 0, 'en')).toMatchObject({ outcome: 'cancelled', retryable: true });
    for (const pr of [28, 30, 32, 38, 40, 83])
      expect(describeGpWebpayResult(pr, 0, 'en').outcome, String(pr)).toBe('declined');
    for (const pr of [26, 1000, 14])
      expect(describeGpWebpayResult(pr, 0, 'en'), String(pr)).toMatchObject({
        outcome: 'error',
        retryable: true,
      });
    for (const pr of [11, 16, 17, 18, 20, 25, 27, 31]) {
      const d = describeGpWebpayResult(pr, 0, 'cs');
      expect(d, String(pr)).toMatchObject({ outcome: 'error', retryable: false });
    }
  });

  it('prefers the more specific SRCODE text with PRCODE 28 and 30', () => {
    const declined = describeGpWebpayResult(30, 0, 'cs');
    const blocked = describeGpWebpayResult(30, 1001, 'cs');
    expect(blocked.title).toBe('Karta je zablokovaná');
    expect(blocked.title).not.toBe(declined.title);
    expect(describeGpWebpayResult(30, 1004, 'en')).toMatchObject({ outcome: 'error', retryable: true });
    expect(describeGpWebpayResult(28, 3004, 'en').title).toBe('Card not enrolled for online payments');
    expect(describeGpWebpayResult(28, 3000, 'cs').detail).toContain('Zkuste to znovu');
    // An SRCODE that belongs to the other PRCODE, or an unknown one, falls back to the PRCODE text.
    expect(describeGpWebpayResult(28, 1001, 'cs')).toEqual(describeGpWebpayResult(28, 0, 'cs'));
    expect(describeGpWebpayResult(30, 3999, 'en')).toEqual(describeGpWebpayResult(30, 0, 'en'));
  });

  it('names the refused field for PRCODE 1–5', () => {
    expect(describeGpWebpayResult(1, 26, 'cs').detail).toContain(
      'Platební brána odmítla požadavek: údaj „popis platby“ je příliš dlouhý.',
    );
    expect(describeGpWebpayResult(5, 6, 'en').detail).toContain('the amount is missing');
    expect(describeGpWebpayResult(3, 10, 'en')).toMatchObject({ retryable: false, outcome: 'error' });
    // Card data the runner typed in: check it and try again.
    expect(describeGpWebpayResult(3, 4, 'cs')).toMatchObject({
      title: 'Chybný údaj karty',
      detail: 'Údaj „platnost karty“ má nesprávný obsah. Zkontrolujte údaje karty a zkuste zaplatit znovu.',
      retryable: true,
    });
    expect(describeGpWebpayResult(2, 77, 'en').detail).toContain('SRCODE 77');
  });

  it('gives unknown codes a generic text with both numbers', () => {
    const cs = describeGpWebpayResult(84, 12, 'cs');
    expect(cs).toMatchObject({ title: 'Platba se nezdařila', retryable: true, outcome: 'error' });
    expect(cs.detail).toContain('PRCODE 84, SRCODE 12');
    expect(describeGpWebpayResult(-1, 0, 'en').detail).toContain('PRCODE -1, SRCODE 0');
  });

  it('reads every row of gp-webpay-codes.json as cs and en texts with a known outcome', () => {
    const text = (where: string, t: unknown) => {
      expect(Object.keys(t as object).sort(), where).toEqual(['cs', 'en']);
      for (const locale of ['cs', 'en'] as const)
        expect((t as Record<string, string>)[locale]?.trim(), `${where} ${locale}`).toBeTruthy();
    };
    text('contactOrganiser', CODES.contactOrganiser);
    for (const [code, t] of Object.entries(CODES.fieldProblems)) text(`field problem ${code}`, t);
    for (const [code, f] of Object.entries(CODES.srcodeFields)) {
      expect(f.name, code).toMatch(/^[A-Z]+$/);
      text(`field ${code}`, f.label);
    }
    text('amountProblemTitle', CODES.amountProblemTitle);
    for (const [code, t] of Object.entries(CODES.amountProblems)) text(`amount problem ${code} cause`, t);
    for (const [code, p] of Object.entries(CODES.organiserProblems)) {
      text(`organiser problem ${code} title`, p.title);
      text(`organiser problem ${code} cause`, p.cause);
    }
    const entries = { ...CODES.prcodes, ...CODES.srcodes3d, ...CODES.srcodesAuthorisation };
    expect(Object.keys(entries)).toHaveLength(
      Object.keys(CODES.prcodes).length +
        Object.keys(CODES.srcodes3d).length +
        Object.keys(CODES.srcodesAuthorisation).length,
    );
    for (const [code, e] of Object.entries(entries)) {
      expect(Object.keys(e).sort(), code).toEqual(['detail', 'outcome', 'retryable', 'title']);
      text(`${code} title`, e.title);
      text(`${code} detail`, e.detail);
      expect(typeof e.retryable, code).toBe('boolean');
      expect(['paid', 'cancelled', 'declined', 'error'], code).toContain(e.outcome);
    }
  });
});
