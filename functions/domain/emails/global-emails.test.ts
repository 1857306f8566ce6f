import { describe, expect, it } from 'vitest';
import { globalEmailBodySchema } from '@shared/back-office/email-schemas';
import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import { EmailType, PaymentMethod } from '@shared/codelists/enums';
import type { EmailHistoryRecord, TestEmailJob } from './email-admin';
import type { EmailDefinitionRecord } from './email-records';
import {
  asDefinition,
  createGlobalEmail,
  deleteGlobalEmail,
  globalEmailHistory,
  listGlobalEmails,
  previewGlobalEmail,
  sendTestGlobalEmail,
  updateGlobalEmail,
  type GlobalEmailPorts,
  type GlobalEmailRecord,
} from './global-emails';
import { selectEmailText } from './render';

const actor = { userId: 'u1', name: 'Alena Admin' };

function memoryPorts() {
  const globals = new Map<string, GlobalEmailRecord>();
  const history: EmailHistoryRecord[] = [];
  const sent: TestEmailJob[] = [];
  let n = 0;
  const ports: GlobalEmailPorts = {
    newId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    now: () => new Date('2027-01-02T03:04:05.000Z'),
    appUrl: 'https://registrace.example',
    sendEmail: async (job) => void sent.push(job),
    globals: {
      listGlobalEmails: async () => [...globals.values()],
      putGlobalEmail: async (r, _replaces, h) => {
        globals.set(r.guid, r);
        history.push(h);
      },
      deleteGlobalEmail: async (r, h) => {
        globals.delete(r.guid);
        history.push(h);
      },
    },
    store: {
      listHistory: async (g: string) =>
        history.filter((h) => h.subjectGuid === g).map(({ subjectGuid: _s, ...e }) => e as HistoryEntry),
    } as unknown as GlobalEmailPorts['store'],
  };
  return { ports, globals, history, sent };
}

const body = (over: Record<string, unknown> = {}) =>
  globalEmailBodySchema.parse({
    type: EmailType.PAYMENT,
    header: 'Zaplaceno – {{eventName}}',
    body: '<p onclick="steal()">Díky, {{registratorFirstName}}!</p><script>alert(1)</script>',
    translations: { en: { header: 'Paid – {{eventName}}', body: '<p>Thanks!</p>' } },
    ...over,
  });

describe('global e-mails', () => {
  it('stores the body sanitised and records who created it', async () => {
    const { ports, history } = memoryPorts();
    const created = await createGlobalEmail(ports, actor, body());
    expect(created.body).toBe('<p>Díky, {{registratorFirstName}}!</p>');
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'CREATE', actor, subjectGuid: `GLOBAL#${created.guid}` });
    expect(await listGlobalEmails(ports)).toEqual([created]);
  });

  it('refuses a second e-mail of one kind with the same conditions and order', async () => {
    const { ports } = memoryPorts();
    await createGlobalEmail(ports, actor, body());
    await expect(createGlobalEmail(ports, actor, body())).rejects.toMatchObject({
      code: 'emails.duplicateGlobalEmail',
    });
    // Another payment condition is another e-mail.
    await createGlobalEmail(ports, actor, body({ conditions: { paymentMethods: [PaymentMethod.CARD] } }));
  });

  it('refuses a body that is empty once sanitised', async () => {
    const { ports } = memoryPorts();
    await expect(
      createGlobalEmail(ports, actor, body({ body: '<script>alert(1)</script>' })),
    ).rejects.toMatchObject({ code: 'emails.emptyBody' });
  });

  it('records the changed fields of an update and the deletion, newest first', async () => {
    const { ports } = memoryPorts();
    const created = await createGlobalEmail(ports, actor, body());
    await updateGlobalEmail(ports, actor, created.guid, body({ header: 'Platba přijata' }));
    // Saving the same values again writes nothing.
    await updateGlobalEmail(ports, actor, created.guid, body({ header: 'Platba přijata' }));
    await deleteGlobalEmail(ports, actor, created.guid);
    const page = await globalEmailHistory(ports, created.guid, { take: 30, skip: 0 });
    expect(page.rows.map((r) => r.action).sort()).toEqual(['CREATE', 'DELETE', 'UPDATE']);
    const update = page.rows.find((r) => r.action === 'UPDATE')!;
    expect(update.changes).toEqual([
      { field: 'header', before: 'Zaplaceno – {{eventName}}', after: 'Platba přijata' },
    ]);
    await expect(updateGlobalEmail(ports, actor, created.guid, body())).rejects.toMatchObject({
      code: 'emails.emailNotFound',
    });
  });

  it('previews the draft in both languages and sends a test to the admin', async () => {
    const { ports, sent } = memoryPorts();
    const preview = await previewGlobalEmail(ports, body());
    expect(preview.cs.subject).toBe('Zaplaceno – Ukázkový závod');
    expect(preview.cs.html).toContain('Díky, Jana!');
    expect(preview.cs.html).not.toContain('<script');
    expect(preview.en.subject).toBe('Paid – Sample race');
    await sendTestGlobalEmail(ports, 'alena@example.com', { ...body(), locale: 'en' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: ['alena@example.com'], subject: 'Paid – Sample race' });
  });
});

describe('choosing the text: event, then global, then the product', () => {
  const global = (over: Partial<GlobalEmailRecord> = {}): EmailDefinitionRecord =>
    asDefinition({
      entity: 'globalEmail',
      guid: 'g1',
      type: EmailType.PAYMENT,
      header: 'Global',
      body: '<p>global</p>',
      translations: { en: { header: '', body: '' } },
      conditions: { paymentMethods: [] },
      order: 0,
      dateCreated: '',
      dateUpdated: '',
      ...over,
    });
  const event: EmailDefinitionRecord = {
    entity: 'email',
    guid: 'e1',
    eventGuid: 'ev',
    type: EmailType.PAYMENT,
    header: 'Event',
    body: '<p>event</p>',
  };
  const facts = { paymentMethod: PaymentMethod.TRANSFER, subEventGuids: [], categoryGuids: [] };

  it('prefers the event e-mail', () => {
    expect(selectEmailText([event], EmailType.PAYMENT, facts, 'cs', [global()]).source).toBe('event');
  });
  it('uses the global e-mail when the event has none of the kind', () => {
    const chosen = selectEmailText([], EmailType.PAYMENT, facts, 'en', [global()]);
    expect(chosen).toMatchObject({ source: 'global', definitionGuid: 'g1', text: { header: 'Global' } });
  });
  it('skips a global e-mail whose payment condition does not hold', () => {
    const cardOnly = global({ conditions: { paymentMethods: [PaymentMethod.CARD] } });
    expect(selectEmailText([], EmailType.PAYMENT, facts, 'cs', [cardOnly]).source).toBe('default');
  });
});

describe('account e-mails', () => {
  it('use the global e-mail of their kind, else the built-in text', async () => {
    const { accountEmail, accountGlobals } = await import('../accounts/account-emails');
    const user = { firstName: 'Jana', lastName: 'Nová', email: 'jana@example.com', language: 'cs' as const };
    const global = asDefinition({
      entity: 'globalEmail',
      guid: 'g-activate',
      type: EmailType.ACTIVATE_USER,
      header: 'Vítejte v Poháru',
      body: '<p>Aktivujte účet: <a href="{{activationLink}}">odkaz</a></p>',
      translations: { en: { header: '', body: '' } },
      conditions: { paymentMethods: [] },
      order: 0,
      dateCreated: '',
      dateUpdated: '',
    });
    const globals = await accountGlobals(
      { globalEmails: async (t) => (t === global.type ? [global] : []) },
      'activation',
    );
    const withGlobal = accountEmail(
      'activation',
      user,
      'https://x.example/activate-account?token=t',
      'h'.repeat(64),
      globals,
    );
    expect(withGlobal.subject).toBe('Vítejte v Poháru');
    expect(withGlobal.html).toContain('href="https://x.example/activate-account?token=t"');
    const builtIn = accountEmail('activation', user, 'https://x.example/a', 'h'.repeat(64));
    expect(builtIn.subject).not.toBe('Vítejte v Poháru');
    // a failing read falls back to the built-in text
    expect(await accountGlobals({ globalEmails: () => Promise.reject(new Error('down')) }, 'reset')).toEqual(
      [],
    );
  });
});
