import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/codelists/enums';
import type { EventRow, SeriesOrEvent, SeriesRow } from '@shared/back-office/series-directory-schemas';
import { api, useTestStackEnv } from './support';
import { addEvent, createTargets, grant, permission, putUser, type Targets } from './matrix/world';

type Envelope<T> = { total: number; rows: T[] };

/**
 * Event managers see the series and events their permissions name — chosen by the query itself
 * (the permitted partitions and keys), never by filtering what an admin would see.
 */
let whole: Targets;
let partly: Targets;
let hiddenEvent: string;
let manager: { userId: string; token: string };
let admin: { userId: string; token: string };

beforeAll(async () => {
  useTestStackEnv();
  whole = await createTargets();
  partly = await createTargets();
  hiddenEvent = await addEvent(partly.seriesGuid, 'Matrix hidden event');
  manager = await putUser('lists', [Role.USER, Role.EVENT_MANAGER]);
  admin = await putUser('lists-admin', [Role.USER, Role.ADMIN]);
  await grant(manager.userId, permission('series', whole.seriesGuid, whole.seriesGuid));
  await grant(manager.userId, permission('event', partly.entity.event, partly.seriesGuid));
});

describe('event-manager lists', () => {
  it('series: the permitted series, and the series of a permitted event marked as partly visible', async () => {
    const res = await api<Envelope<SeriesRow>>(`event-manager/${manager.userId}/series`, {
      token: manager.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r) => [r.guid, r.access]).sort()).toEqual(
      [
        [whole.seriesGuid, 'series'],
        [partly.seriesGuid, 'events'],
      ].sort(),
    );
    expect(res.body.total).toBe(2);
  });

  it('events: every event of a permitted series, only the permitted event of the other', async () => {
    const res = await api<Envelope<EventRow>>(`event-manager/${manager.userId}/events`, {
      token: manager.token,
    });
    const guids = res.body.rows.map((r) => r.guid);
    expect(guids.sort()).toEqual([whole.entity.event, partly.entity.event].sort());
    expect(guids).not.toContain(hiddenEvent);
    const ofSeries = await api<Envelope<EventRow>>(
      `event-manager/${manager.userId}/events?seriesGuid=${partly.seriesGuid}`,
      { token: manager.token },
    );
    expect(ofSeries.body.rows.map((r) => r.guid)).toEqual([partly.entity.event]);
    expect(ofSeries.body.rows[0]?.seriesName).toMatch(/^Matrix /);
  });

  it("another manager's id is refused, whoever asks", async () => {
    const other = await api(`event-manager/${admin.userId}/series`, { token: manager.token });
    expect(other.status).toBe(403);
    expect((other.body as { code: string }).code).toBe('common.noPermission');
  });

  it('an admin sees every series, the demo ones included', async () => {
    const res = await api<Envelope<SeriesRow>>(`event-manager/${admin.userId}/series?take=100`, {
      token: admin.token,
    });
    expect(res.body.rows.every((r) => r.access === 'all')).toBe(true);
    expect(res.body.total).toBeGreaterThan(2);
    expect(res.body.rows.map((r) => r.guid)).toEqual(
      expect.arrayContaining([whole.seriesGuid, partly.seriesGuid]),
    );
  });

  it('the series-or-events search finds what the manager may see, and looks one up by guid', async () => {
    const found = await api<SeriesOrEvent[]>('admin/series-or-events?searchText=matrix', {
      token: manager.token,
    });
    expect(found.status).toBe(200);
    const guids = found.body.map((o) => o.guid);
    expect(guids).toEqual(
      expect.arrayContaining([whole.seriesGuid, partly.seriesGuid, whole.entity.event, partly.entity.event]),
    );
    expect(guids).not.toContain(hiddenEvent);
    const lookedUp = await api<SeriesOrEvent[]>(`admin/series-or-events?guid=${partly.entity.event}`, {
      token: manager.token,
    });
    expect(lookedUp.body).toEqual([
      expect.objectContaining({ kind: 'event', seriesGuid: partly.seriesGuid }),
    ]);
    const hidden = await api<SeriesOrEvent[]>(`admin/series-or-events?guid=${hiddenEvent}`, {
      token: manager.token,
    });
    expect(hidden.body).toEqual([]);
    const byAdmin = await api<SeriesOrEvent[]>(`admin/series-or-events?guid=${hiddenEvent}`, {
      token: admin.token,
    });
    expect(byAdmin.body.map((o) => o.guid)).toEqual([hiddenEvent]);
  });

  it('a permission taken away closes the list on the next call, with the same token', async () => {
    const lone = await putUser('lists-lone', [Role.USER, Role.EVENT_MANAGER]);
    await grant(lone.userId, permission('series', whole.seriesGuid, whole.seriesGuid));
    const before = await api<Envelope<SeriesRow>>(`event-manager/${lone.userId}/series`, {
      token: lone.token,
    });
    expect(before.body.total).toBe(1);
    const { setUser } = await import('./accounts-support');
    await setUser(lone.userId, { permissions: {} });
    const after = await api<Envelope<SeriesRow>>(`event-manager/${lone.userId}/series`, {
      token: lone.token,
    });
    expect(after.body.total).toBe(0);
  });
});
