import { describe, expect, it } from 'vitest';
import { registerUserBodySchema } from '@shared/accounts/account-schemas';
import { myOrdersQuerySchema } from '@shared/accounts/user-area-schemas';
import { parseOrThrow } from './validate-input';

const errorsOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as { validationErrors: Array<{ field: string; errors: string[] }> }).validationErrors;
  }
  throw new Error('expected a validation error');
};

describe('shared refinements', () => {
  it('translate their message codes with parameters', () => {
    const body = {
      firstName: 'J',
      lastName: 'N',
      email: 'j@example.com',
      password: 'abc',
      passwordConfirm: 'x',
    };
    expect(errorsOf(() => parseOrThrow(registerUserBodySchema, body, 'en', 'body'))).toEqual([
      {
        field: 'body.password',
        errors: [
          'The password must have at least 8 characters.',
          'The password must contain at least one uppercase letter.',
          'The password must contain at least one digit.',
        ],
      },
      { field: 'body.passwordConfirm', errors: ['The passwords do not match.'] },
    ]);
    expect(errorsOf(() => parseOrThrow(registerUserBodySchema, body, 'cs', 'body'))[0]?.errors[0]).toBe(
      'Heslo musí mít alespoň 8 znaků.',
    );
    expect(
      errorsOf(() => parseOrThrow(myOrdersQuerySchema, { dateFrom: '31. 2. 2027' }, 'en', 'query')),
    ).toEqual([{ field: 'query.dateFrom', errors: ['Invalid date.'] }]);
  });
});
