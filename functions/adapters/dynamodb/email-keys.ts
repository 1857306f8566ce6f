/**
 * Key builders of the e-mail entities (see ./README.md). They live beside `keys.ts` (not in it) so
 * the e-mail work and the registration engine do not edit the same file; the formats follow the
 * same rules.
 */
export const EVENT_EMAIL_SK_PREFIX = 'EMAIL#';

export const emailKeys = {
  /**
   * An event's e-mail definition: `EVENT#<eventGuid>` / `EMAIL#<type>#<guid>`. Several definitions
   * of one type may exist (each with its own conditions); `EMAIL#<type>#` selects one type,
   * `EMAIL#` all of them.
   */
  eventEmail: (eventGuid: string, type: number, guid: string) => ({
    pk: `EVENT#${eventGuid}`,
    sk: `${EVENT_EMAIL_SK_PREFIX}${type}#${guid}`,
  }),
  /** Sort-key prefix of an event's definitions of one type (`EMAIL#<type>#`). */
  eventEmailTypePrefix: (type: number) => `${EVENT_EMAIL_SK_PREFIX}${type}#`,
  /**
   * A global e-mail (every series): `GLOBALEMAIL` / `EMAIL#<type>#<guid>`; `EMAIL#<type>#` selects
   * one kind (the sender), `EMAIL#` all of them (the admin list).
   */
  globalEmail: (type: number, guid: string) => ({
    pk: 'GLOBALEMAIL',
    sk: `${EVENT_EMAIL_SK_PREFIX}${type}#${guid}`,
  }),
  globalEmailPartition: 'GLOBALEMAIL',
  /** A series e-mail layout ("e-mail template" of the admin screens): `EMAILLAYOUT#<guid>`. */
  emailLayout: (guid: string) => ({ pk: `EMAILLAYOUT#${guid}`, sk: 'EMAILLAYOUT' }),
} as const;

/** GSI partition values of the e-mail entities. */
export const emailGsi = {
  /** gsi1: every layout, sorted by `<lower-case name>#<guid>` (admin list with searchText). */
  layouts: 'EMAILLAYOUTS',
  layoutSortKey: (name: string, guid: string) => `${name.trim().toLowerCase()}#${guid}`,
  /** gsi2: every event e-mail, by `<seriesGuid>#<eventGuid>#<type>#<guid>` (admin list across series). */
  emails: 'EMAILS',
  emailOfSeries: (seriesGuid: string, eventGuid: string, type: number, guid: string) => ({
    gsi2pk: 'EMAILS',
    gsi2sk: `${seriesGuid}#${eventGuid}#${type}#${guid}`,
  }),
} as const;

/** A change of an e-mail or layout made in the editor: `EMAILHISTORY#<guid>` / `HISTORY#<at>#<id>`. */
export const emailHistoryKey = (subjectGuid: string, isoTime: string, id: string) => ({
  pk: `EMAILHISTORY#${subjectGuid}`,
  sk: `HISTORY#${isoTime}#${id.slice(0, 8)}`,
});
