import { beforeAll, describe, expect, it } from 'vitest';
import type { MyTemplateDetail } from '@shared/accounts/user-area-schemas';
import { createUser, signIn } from '../accounts-support';
import { api, useTestStackEnv } from '../support';
import { CAT, register, registerBody, runner, tenK, v } from './checkout-support';

describe('registrant templates at checkout', () => {
  beforeAll(() => useTestStackEnv());

  it('keeps the registrants of a signed-in order and offers them at the next checkout; anonymous callers are refused', async () => {
    const user = await createUser();
    const token = await signIn(user.email);
    const r = runner({ first: 'Šablona', last: `Uložená${Date.now()}` });
    const body = registerBody(
      [tenK(CAT.men, r, { [v('phone')]: 'CZE|+420|777123456', [v('club')]: 'SK Stromovka' })],
      {
        saveAsTemplate: true,
      },
    );
    const placed = await api('checkout/register', { method: 'POST', body: JSON.stringify(body), token });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);

    const templates = await api<MyTemplateDetail[]>('checkout/registration-templates', { token });
    expect(templates.status).toBe(200);
    const saved = templates.body.find((t) => t.lastName === r.last);
    expect(saved).toMatchObject({ firstName: 'Šablona', birthYear: 1990 });
    expect(saved?.values).toMatchObject({
      firstName: 'Šablona',
      birthDate: r.birth,
      gender: '1',
      club: 'SK Stromovka',
      phone: 'CZE|+420|777123456',
      country: 'CZE',
    });

    // The same runner again updates the template instead of adding a second one.
    const again = await api('checkout/register', {
      method: 'POST',
      body: JSON.stringify(registerBody([tenK(CAT.men, r)], { saveAsTemplate: true })),
      token,
    });
    expect(again.status).toBe(200);
    const after = await api<MyTemplateDetail[]>('checkout/registration-templates', { token });
    expect(after.body.filter((t) => t.lastName === r.last)).toHaveLength(1);

    expect((await api('checkout/registration-templates')).status).toBe(401);
    // Anonymous orders never create templates.
    expect((await register(registerBody([tenK()], { saveAsTemplate: true }))).status).toBe(200);
  });
});
