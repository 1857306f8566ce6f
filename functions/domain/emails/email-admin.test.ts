import { describe, expect, it } from 'vitest';
import { eventEmailBodySchema } from '@shared/back-office/email-schemas';
import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import {
  createEventEmail,
  createLayout,
  deleteLayout,
  eventEmailHistory,
  previewEventEmail,
  previewLayout,
  sendTestEventEmail,
  updateEventEmail,
  type EmailAdminPorts,
  type EmailHistoryRecord,
  type TestEmailJob,
} from './email-admin';
import type { EmailDefinitionRecord, EmailLayoutRecord } from './email-records';

const EVENT = '6f1c2d3e-0000-4000-8000-0000000000e1';
const SERIES = '6f1c2d3e-0000-4000-8000-0000000000a1';
const actor = { userId: 'u1', name: 'Alena Admin' };

function memoryPorts(layout?: EmailLayoutRecord) {
  const emails = new Map<string, EmailDefinitionRecord>();
  const layouts = new Map<string, EmailLayoutRecord>(layout ? [[layout.guid, layout]] : []);
  const history: EmailHistoryRecord[] = [];
  const sent: TestEmailJob[] = [];
  let n = 0;
  const ports: EmailAdminPorts = {
    newId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    now: () => new Date('2027-01-02T03:04:05.000Z'),
    appUrl: 'https://registrace.example',
    sendEmail: async (job) => void sent.push(job),
    store: {
      getEvent: async (g) =>
        g === EVENT ? { guid: EVENT, seriesGuid: SERIES, name: 'Desítka Stromovka' } : null,
      getSeriesSettings: async () => ({ name: 'Pražský pohár', emailLayoutId: layout?.guid ?? null }),
      listEventEmails: async (g) => [...emails.values()].filter((e) => e.eventGuid === g),
      putEmail: async (r, _replaces, h) => {
        emails.set(r.guid, r);
        history.push(h);
      },
      deleteEmail: async (r, h) => {
        emails.delete(r.guid);
        history.push(h);
      },
      listHistory: async (g) =>
        history.filter((h) => h.subjectGuid === g).map(({ subjectGuid: _s, ...e }) => e as HistoryEntry),
      listLayouts: async () => [...layouts.values()],
      getLayout: async (g) => layouts.get(g) ?? null,
      putLayout: async (r, h) => {
        layouts.set(r.guid, r);
        history.push(h);
      },
      deleteLayout: async (g, h) => {
        layouts.delete(g);
        history.push(h);
      },
      listAllEmails: async () => [...emails.values()],
      names: async () => new Map([[EVENT, 'Desítka Stromovka']]),
      seriesUsingLayout: async (g) => (g === layout?.guid ? 'Pražský pohár' : null),
    },
  };
  return { ports, emails, history, sent };
}

const body = (over: Record<string, unknown> = {}) =>
  eventEmailBodySchema.parse({
    eventGuid: EVENT,
    type: 2,
    header: 'Zaplaceno – {{eventName}}',
    body: '<p onclick="steal()">Dobrý den, {{registratorFirstName}}, děkujeme.</p><script>alert(1)</script>',
    translations: {
      en: { header: 'Paid – {{eventName}}', body: '<p>Hello {{registratorFirstName}}, thanks.</p>' },
    },
    ...over,
  });

describe('event e-mails', () => {
  it('stores the body sanitised and records who created it', async () => {
    const { ports, history } = memoryPorts();
    const created = await createEventEmail(ports, actor, body());
    expect(created.body).toBe('<p>Dobrý den, {{registratorFirstName}}, děkujeme.</p>');
    expect(created.translations.en.body).toBe('<p>Hello {{registratorFirstName}}, thanks.</p>');
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'CREATE', actor, subjectGuid: `${EVENT}#${created.guid}` });
    expect(history[0]!.changes.map((c) => c.field)).toContain('body');
  });

  it('refuses a second e-mail of one kind with the same conditions and order', async () => {
    const { ports } = memoryPorts();
    await createEventEmail(ports, actor, body());
    await expect(createEventEmail(ports, actor, body())).rejects.toMatchObject({
      code: 'emails.duplicateEmail',
    });
    // another condition set is a separate e-mail of the kind
    await expect(
      createEventEmail(ports, actor, body({ conditions: { paymentMethods: [1] } })),
    ).resolves.toMatchObject({ type: 2 });
  });

  it('refuses a body that is nothing once sanitised', async () => {
    const { ports } = memoryPorts();
    await expect(
      createEventEmail(ports, actor, body({ body: '<script>alert(1)</script>' })),
    ).rejects.toMatchObject({ code: 'emails.emptyBody', status: 400 });
  });

  it('records only the changed fields, newest first', async () => {
    const { ports } = memoryPorts();
    const created = await createEventEmail(ports, actor, body());
    await updateEventEmail(ports, actor, created.guid, body({ header: 'Platba přijata' }));
    const page = await eventEmailHistory(ports, EVENT, created.guid, { take: 30, skip: 0 });
    expect(page.rows.map((r) => r.action).sort()).toEqual(['CREATE', 'UPDATE']);
    const update = page.rows.find((r) => r.action === 'UPDATE')!;
    expect(update.changes).toEqual([
      { field: 'header', before: 'Zaplaceno – {{eventName}}', after: 'Platba přijata' },
    ]);
  });
});

describe('preview and test e-mail', () => {
  const layout: EmailLayoutRecord = {
    entity: 'emailLayout',
    guid: '6f1c2d3e-0000-4000-8000-0000000000f1',
    name: 'Trail',
    content: '<div class="trail"><h1>{{seriesName}}</h1>{{content}}</div>',
  };

  it('renders the draft in cs and en inside the series layout with sample values', async () => {
    const { ports } = memoryPorts(layout);
    const preview = await previewEventEmail(ports, body());
    expect(preview.cs.subject).toBe('Zaplaceno – Desítka Stromovka');
    expect(preview.en.subject).toBe('Paid – Desítka Stromovka');
    expect(preview.cs.html).toContain('<h1>Pražský pohár</h1>');
    expect(preview.cs.html).toContain('Dobrý den, Jana, děkujeme.');
    expect(preview.en.html).toContain('Hello Jane, thanks.');
    expect(preview.cs.html).not.toContain('script');
    expect(preview.cs.html).not.toContain('onclick');
    expect(preview.cs.text).toContain('Dobrý den, Jana, děkujeme.');
  });

  it('escapes values and reports variables the product does not know', async () => {
    const { ports } = memoryPorts();
    const preview = await previewEventEmail(ports, body({ body: '<p>{{price}} {{unknownThing}}</p>' }));
    expect(preview.cs.html).toMatch(/900\s*Kč/);
    expect(preview.cs.unknownVariables).toEqual(['unknownThing']);
  });

  it('uses the product text while the body is empty', async () => {
    const { ports } = memoryPorts();
    const preview = await previewEventEmail(ports, { ...body(), body: '', header: '' });
    expect(preview.cs.subject).toContain('Desítka Stromovka');
  });

  it('sends the test to the given address through the queue', async () => {
    const { ports, sent } = memoryPorts();
    await sendTestEventEmail(ports, 'alena@example.com', { ...body(), locale: 'en' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: 'rendered',
      to: ['alena@example.com'],
      subject: 'Paid – Desítka Stromovka',
    });
  });
});

describe('layouts', () => {
  it('sanitises the content and keeps {{content}}', async () => {
    const { ports } = memoryPorts();
    const created = await createLayout(ports, actor, {
      name: 'Nový',
      content:
        '<table style="width:100%"><tr><td onload="x()">{{content}}</td></tr></table><script>1</script>',
    });
    expect(created.content).toBe('<table style="width:100%"><tr><td>{{content}}</td></tr></table>');
  });

  it('refuses content that loses {{content}} to sanitising', async () => {
    const { ports } = memoryPorts();
    await expect(
      createLayout(ports, actor, { name: 'Zlý', content: '<script>{{content}}</script>' }),
    ).rejects.toMatchObject({ code: 'emails.layoutWithoutContent' });
  });

  it('keeps a layout a series uses', async () => {
    const layout: EmailLayoutRecord = {
      entity: 'emailLayout',
      guid: 'l1',
      name: 'Trail',
      content: '{{content}}',
    };
    const { ports } = memoryPorts(layout);
    await expect(deleteLayout(ports, actor, 'l1')).rejects.toMatchObject({
      code: 'emails.layoutInUse',
      params: { series: 'Pražský pohár' },
    });
  });

  it('previews a layout around the product text in both languages', async () => {
    const { ports } = memoryPorts();
    const preview = await previewLayout(ports, '<div><b>{{seriesName}}</b>{{content}}</div>');
    expect(preview.cs.html).toContain('<b>Ukázková série</b>');
    expect(preview.en.html).toContain('<b>Sample series</b>');
  });
});
