import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerUserBodySchema } from '../accounts/account-schemas';
import { zodIssueMessage } from './zod-issue-messages';

const refs = (schema: z.ZodType, input: unknown, reportInput = false) => {
  const result = schema.safeParse(input, { reportInput });
  if (result.success) throw new Error('expected issues');
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), ...zodIssueMessage(issue) }));
};

describe('zodIssueMessage', () => {
  it('maps built-in issues to catalogue codes with their bounds', () => {
    const schema = z.object({
      name: z.string().min(1).max(5),
      nick: z.string().min(3),
      age: z.number().min(18).max(99),
      email: z.email(),
      kind: z.enum(['a', 'b']),
    });
    expect(refs(schema, { name: '', nick: 'ab', age: 120, email: 'x', kind: 'c' })).toEqual([
      { path: 'name', code: 'validation.required' },
      { path: 'nick', code: 'validation.tooShort', params: { minimum: 3 } },
      { path: 'age', code: 'validation.tooBig', params: { maximum: 99 } },
      { path: 'email', code: 'validation.invalidEmail' },
      { path: 'kind', code: 'validation.invalidOption' },
    ]);
    expect(refs(z.object({ name: z.string().max(2) }), { name: 'abc' })).toEqual([
      { path: 'name', code: 'validation.tooLong', params: { maximum: 2 } },
    ]);
    expect(refs(z.object({ name: z.string() }), {})).toEqual([{ path: 'name', code: 'validation.required' }]);
  });

  it('tells a wrong type from a missing value, whether or not zod reports the input', () => {
    const schema = z.object({ count: z.number(), flag: z.boolean() });
    expect(refs(schema, { count: 'many', flag: 'yes' }, true)).toEqual([
      { path: 'count', code: 'validation.notNumber' },
      { path: 'flag', code: 'validation.invalidType' },
    ]);
    // zod 4 leaves the input out by default; its message still says what it received.
    expect(refs(schema, { count: 'many', flag: true })).toEqual([
      { path: 'count', code: 'validation.notNumber' },
    ]);
    expect(refs(schema, { flag: true })).toEqual([{ path: 'count', code: 'validation.required' }]);
  });

  it('keeps the code and params of shared refinements', () => {
    const issues = refs(registerUserBodySchema, {
      firstName: 'J',
      lastName: 'N',
      email: 'j@example.com',
      password: 'abc',
      passwordConfirm: 'abc',
    });
    expect(issues[0]).toEqual({
      path: 'password',
      code: 'account.passwordTooShort',
      params: { minimum: 8 },
    });
  });
});
