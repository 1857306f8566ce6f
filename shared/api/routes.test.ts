import { describe, expect, it } from 'vitest';
import { IMPLEMENTED_ROUTES, ROUTES } from './routes';
import { buildOpenApiDocument } from './openapi';

describe('route manifest', () => {
  it('has unique ids and unique method + path pairs', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => `${r.method} ${r.path}`)).size).toBe(ROUTES.length);
  });

  it('declares the spec §7 paths exactly (sample of each area)', () => {
    const paths = new Set(ROUTES.map((r) => `${r.method} ${r.path}`));
    for (const p of [
      'POST authenticate',
      'POST authenticate/token/rehydrate',
      'GET users/authenticated-info',
      'GET user/email-exists',
      'POST user',
      'PUT users/reset-password',
      'POST users/password/send-reset-token',
      'GET user/my-templates/{id}',
      'GET codelists',
      'GET common/get-current-server-time',
      'GET terms-and-conditions/{guid}',
      'GET series/subevents/{guid}/subCategories',
      'POST series/team-management/{guid}/send-invintation',
      'GET checkout/reserve-team-name/{subEventGuid}',
      'POST checkout/shopping-cart-item-for-invintation/{currency}',
      'GET registration/{guid}/registration-payment',
      'DELETE admin/users/{id}/permissions/{permissionId}',
      'POST admin/registrations',
    ]) {
      expect(paths.has(p), p).toBe(true);
    }
  });

  it('lists the implemented routes of the area files and the planned ones apart', () => {
    for (const r of ROUTES) expect(r.implemented).toBe(IMPLEMENTED_ROUTES.includes(r));
    const ids = IMPLEMENTED_ROUTES.map((r) => r.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'common.codelists',
        'common.openapi',
        'common.serverTime',
        'common.termsAndConditions',
      ]),
    );
    expect(ids).toEqual(expect.arrayContaining(['series.event', 'series.events', 'series.subeventWaves']));
    expect(ids).toContain('adminUsers.list');
    expect(ids).toContain('adminUsers.assignNetwork');
    // Every call of spec §7 is served: nothing is left planned.
    expect(ROUTES.filter((r) => !r.implemented)).toEqual([]);
  });

  it('gives every path parameter a schema on implemented routes', () => {
    for (const r of IMPLEMENTED_ROUTES) {
      const names = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      if (names.length) expect(r.params, r.id).toBeDefined();
    }
  });

  // Path parameters that are keys *inside* a scoped series rather than records of their own: a
  // discount is named by its code, and the action looks the code up only under the series the
  // route scopes (body or query), so another series' code answers 404.
  const KEYED_WITHIN_SCOPED_SERIES = new Set([
    'adminSeries.updateDiscount',
    'adminSeries.deleteDiscount',
    'adminSeries.restoreDiscount',
    // A payment detail is looked up only among the scoped series' own (SERIES#<guid> / PAYMENTDETAIL#).
    'adminSeries.updatePaymentDetail',
    'adminSeries.deletePaymentDetail',
    // A numbering likewise (SERIES#<guid> / NUMBERING#); its race is checked to be the series'.
    'adminSeries.updateNumbering',
    'adminSeries.deleteNumbering',
    'adminSeries.previewNumbering',
    'adminSeries.executeNumbering',
    'adminSeries.clearNumbering',
    // Terms are read by guid and answer 404 unless their seriesGuid is the scoped series.
    'adminSeries.updateTerms',
    'adminSeries.deleteTerms',
    // Series documents are looked up only in the scoped series' partition (SERIES#<guid> / DOCUMENT#…).
    'adminSeries.downloadDocument',
    'adminSeries.deleteDocument',
  ]);
  // Likewise records below a race (spec §7: each call carries seriesEventSubEventId and id): the
  // action looks the id up only among the scoped race's records, so another race's answers 404.
  const KEYED_WITHIN_SCOPED_RACE = new Set(
    ['category', 'subCategory', 'pricing', 'wave', 'currencyPrice'].flatMap((kind) => {
      const name = kind.charAt(0).toUpperCase() + kind.slice(1);
      return [`adminSeries.${kind}`, `adminSeries.update${name}`, `adminSeries.delete${name}`];
    }),
  );

  // Waiting-list entries (issue 27) live in their race's partition (WAITLIST#<race>/ENTRY#<guid>):
  // looked up only under the scoped race, so another race's entry answers 404.
  const KEYED_WITHIN_SCOPED_WAITING_LIST = new Set([
    'waitingList.remove',
    'waitingList.moveUp',
    'waitingList.offerNow',
  ]);
  it('scopes the race of every waiting-list entry route', () => {
    for (const id of KEYED_WITHIN_SCOPED_WAITING_LIST) {
      const route = IMPLEMENTED_ROUTES.find((r) => r.id === id);
      expect(route?.scope?.subevent, id).toBe('params.subEventGuid');
    }
  });

  it('scopes the race of every route whose path names a record inside a race', () => {
    for (const id of KEYED_WITHIN_SCOPED_RACE) {
      const route = IMPLEMENTED_ROUTES.find((r) => r.id === id);
      expect(route?.scope?.subevent, id).toMatch(/\.seriesEventSubEventId$/);
    }
  });

  it('scopes the series of every route whose path names a key inside a series', () => {
    for (const id of KEYED_WITHIN_SCOPED_SERIES) {
      const route = IMPLEMENTED_ROUTES.find((r) => r.id === id);
      expect(route?.scope?.series, id).toBeDefined();
    }
  });

  // Likewise an event e-mail: its guid is looked up only in the partition of the event the route
  // scopes (EVENT#<eventGuid> / EMAIL#…), so another event's e-mail answers 404.
  const KEYED_WITHIN_SCOPED_EVENT = new Set([
    'adminSeries.emailDetail',
    'adminSeries.updateEmail',
    'adminSeries.deleteEmail',
    'adminSeries.emailHistories',
    'adminSeries.cardDetail',
    'adminSeries.updateCard',
    'adminSeries.deleteCard',
    // Templates are looked up only in the scoped event's partition (EVENT#<eventGuid> / TEMPLATE#…).
    'adminSeries.templateDetail',
    'adminSeries.updateTemplate',
    'adminSeries.deleteTemplate',
    // Event documents are looked up only in the scoped event's partition (EVENT#<eventGuid> / DOCUMENT#…).
    'adminSeries.documentDetail',
    'adminSeries.updateDocument',
    'adminSeries.deleteEventDocument',
  ]);

  it('scopes the event of every route whose path names a key inside an event', () => {
    for (const id of KEYED_WITHIN_SCOPED_EVENT) {
      const route = IMPLEMENTED_ROUTES.find((r) => r.id === id);
      expect(route?.scope?.event, id).toBeDefined();
    }
  });

  // A tax document is looked up only among the scoped order's own (TAXDOCS#<orderGuid> / DOC#…); a
  // transfer fee's offer is refused unless it is of the scoped order (transfer-fee-by-hand.ts).
  const KEYED_WITHIN_SCOPED_ORDER = new Set([
    'taxDocuments.orderDocument',
    'adminRegistrations.markTransferFeePaid',
  ]);

  it('scopes the order of every route whose path names a key inside an order', () => {
    for (const id of KEYED_WITHIN_SCOPED_ORDER) {
      const route = IMPLEMENTED_ROUTES.find((r) => r.id === id);
      expect(route?.scope?.order, id).toBeDefined();
    }
  });

  it("protects every event-manager route that names a record: a scope on it, or the caller's own id", () => {
    const unprotected = IMPLEMENTED_ROUTES.filter((r) => {
      if (
        r.auth !== 'eventManager' ||
        KEYED_WITHIN_SCOPED_SERIES.has(r.id) ||
        KEYED_WITHIN_SCOPED_RACE.has(r.id) ||
        KEYED_WITHIN_SCOPED_EVENT.has(r.id) ||
        KEYED_WITHIN_SCOPED_WAITING_LIST.has(r.id) ||
        KEYED_WITHIN_SCOPED_ORDER.has(r.id)
      )
        return false;
      const named = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => `params.${m[1]}`);
      const scoped = new Set(Object.values(r.scope ?? {}));
      return named.some((field) => !scoped.has(field as never));
    });
    expect(unprotected.map((r) => r.id)).toEqual([]);
  });

  it('declares scopes only on fields the route has', () => {
    for (const r of IMPLEMENTED_ROUTES)
      for (const ref of Object.values(r.scope ?? {})) {
        const [where, field] = ref.split('.') as ['params' | 'query' | 'body', string];
        const schema = r[where] as { shape?: Record<string, unknown> } | undefined;
        expect(schema?.shape?.[field], `${r.id}: ${ref}`).toBeDefined();
      }
  });

  it('produces an OpenAPI document with the auth level of every operation', () => {
    const doc = buildOpenApiDocument() as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const op = doc.paths['/api/v1/terms-and-conditions/{guid}']?.get;
    expect(op).toMatchObject({ operationId: 'common.termsAndConditions', 'x-auth-level': 'public' });
    expect(op?.parameters).toEqual([expect.objectContaining({ name: 'guid', in: 'path', required: true })]);
  });
});
