import { describe, expect, it } from 'vitest';
import {
  createSeriesBodySchema,
  dateToIsNotBeforeDateFrom,
  organizerFieldsSchema,
  seriesListQuerySchema,
  updateSeriesBodySchema,
} from './series-editor-schemas';

const series = {
  name: 'Pohár',
  dateFrom: '2027-05-01',
  dateTo: '2027-09-30',
  organizerId: '',
  emailLayoutId: '',
  url: '',
  anotation: '',
  description: '',
  allowOnHomepage: true,
  hasRanking: false,
  customClient: 0,
  gdprReplacement: '',
  scripts: '',
  ecommerce: false,
};

const organizer = {
  firstName: 'Jana',
  lastName: 'Nováková',
  companyName: 'Běžecký klub Praha z.s.',
  isLegalEntity: true,
  street: 'Za Elektrárnou 419/1',
  city: 'Praha 7',
  zipcode: '170 00',
  country: 'CZE',
  email: 'info@example.org',
  phone: '+420 777 123 456',
  ic: '25123891',
  paysVAT: false,
  bankAccountNumber: '19-2000145399',
  bankCode: '0800',
  currency: 'CZK',
};

const issues = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('series schema (spec §5 dates)', () => {
  it('accepts a series whose last day is on or after its first', () => {
    expect(createSeriesBodySchema.safeParse(series).success).toBe(true);
    expect(createSeriesBodySchema.safeParse({ ...series, dateTo: series.dateFrom }).success).toBe(true);
  });

  it('refuses Date To before Date From, on the Date To field', () => {
    const result = createSeriesBodySchema.safeParse({ ...series, dateTo: '2027-04-30' });
    expect(issues(result)).toEqual([['dateTo', 'seriesEditor.dateToBeforeDateFrom']]);
    expect(updateSeriesBodySchema.safeParse({ ...series, version: 1, dateTo: '2027-04-30' }).success).toBe(
      false,
    );
  });

  it('refuses impossible dates, a missing name and a non-http url', () => {
    expect(issues(createSeriesBodySchema.safeParse({ ...series, dateFrom: '2027-02-30' }))).toEqual([
      ['dateFrom', 'validation.invalidDate'],
    ]);
    expect(createSeriesBodySchema.safeParse({ ...series, name: '  ' }).success).toBe(false);
    expect(createSeriesBodySchema.safeParse({ ...series, url: 'javascript:alert(1)' }).success).toBe(false);
    expect(createSeriesBodySchema.safeParse({ ...series, url: 'https://example.org' }).success).toBe(true);
  });

  it('list filter: dates optional, the range may not be reversed', () => {
    expect(seriesListQuerySchema.parse({})).toMatchObject({
      take: 30,
      skip: 0,
      sortBy: 'dateFrom',
      descending: true,
    });
    expect(seriesListQuerySchema.safeParse({ dateFrom: '2027-06-01', dateTo: '2027-05-01' }).success).toBe(
      false,
    );
  });

  it('dateToIsNotBeforeDateFrom leaves incomplete ranges alone', () => {
    expect(dateToIsNotBeforeDateFrom({ dateFrom: '2027-01-02' })).toBe(true);
    expect(dateToIsNotBeforeDateFrom({ dateFrom: '2027-01-02', dateTo: '2027-01-01' })).toBe(false);
  });
});

describe('organizer schema (IČO, Czech bank account)', () => {
  it('accepts the demo organizer', () => {
    expect(organizerFieldsSchema.safeParse(organizer).success).toBe(true);
  });

  it('edits the tax documents: a VAT rate of the law and a DIČ of CZ + 8–10 digits (default 21 %, none)', () => {
    expect(organizerFieldsSchema.parse(organizer).taxDocuments).toEqual({ vatRate: 21, dic: '' });
    const taxed = (taxDocuments: unknown) => organizerFieldsSchema.safeParse({ ...organizer, taxDocuments });
    expect(taxed({ vatRate: 12, dic: ' cz12345678 ' }).data?.taxDocuments).toEqual({
      vatRate: 12,
      dic: 'CZ12345678',
    });
    expect(taxed({ vatRate: 0, dic: 'CZ1234567890' }).success).toBe(true);
    expect(taxed({ vatRate: 15, dic: '' }).success).toBe(false);
    for (const dic of ['CZ1234567', 'CZ12345678901', 'SK1234567890', '12345678'])
      expect(issues(taxed({ vatRate: 21, dic }))).toEqual([['taxDocuments.dic', 'validation.invalidDic']]);
  });

  it('checks the IČO check digit', () => {
    expect(issues(organizerFieldsSchema.safeParse({ ...organizer, ic: '25123892' }))).toEqual([
      ['ic', 'validation.invalidBusinessId'],
    ]);
    expect(organizerFieldsSchema.safeParse({ ...organizer, ic: '00177041' }).success).toBe(true);
  });

  it('requires company and IČO for a legal entity, a last name for a person', () => {
    expect(issues(organizerFieldsSchema.safeParse({ ...organizer, companyName: '', ic: '' }))).toEqual([
      ['companyName', 'validation.required'],
      ['ic', 'validation.required'],
    ]);
    const person = { ...organizer, isLegalEntity: false, companyName: '', ic: '', lastName: '' };
    expect(issues(organizerFieldsSchema.safeParse(person))).toEqual([['lastName', 'validation.required']]);
  });

  it('checks the account number with the bank weights, and wants both parts', () => {
    expect(
      issues(organizerFieldsSchema.safeParse({ ...organizer, bankAccountNumber: '19-2000145398' })),
    ).toEqual([['bankAccountNumber', 'bankAccount.invalidNumberChecksum']]);
    expect(issues(organizerFieldsSchema.safeParse({ ...organizer, bankCode: '' }))).toEqual([
      ['bankCode', 'validation.required'],
    ]);
    expect(issues(organizerFieldsSchema.safeParse({ ...organizer, bankCode: '80' }))).toEqual([
      ['bankCode', 'seriesEditor.invalidBankCode'],
    ]);
    expect(
      organizerFieldsSchema.safeParse({ ...organizer, bankAccountNumber: '', bankCode: '' }).success,
    ).toBe(true);
  });

  it('refuses an unknown country and currency', () => {
    expect(organizerFieldsSchema.safeParse({ ...organizer, country: 'XXX' }).success).toBe(false);
    expect(organizerFieldsSchema.safeParse({ ...organizer, currency: 'GBP' }).success).toBe(false);
  });
});
