import type { ComponentType } from 'react';
import type { RoleName } from '@shared/codelists/enums';

/** The two back-office areas (spec §2): /admin for admins, /event-manager for event managers. */
export type BackOfficeArea = 'admin' | 'eventManager';

export const AREA_ROOT: Record<BackOfficeArea, string> = { admin: '/admin', eventManager: '/event-manager' };
export const AREA_ROLE: Record<BackOfficeArea, RoleName> = { admin: 'admin', eventManager: 'event_manager' };

/** Menu groups of spec §2 ("Admin menu groups"); the event-manager menu has no groups. */
export type MenuGroup = 'registrations' | 'statistics' | 'series' | 'adminGroup' | 'eventManager';

/** Props every screen gets: the area it is mounted in decides which calls it makes (scoped by the server). */
export interface ScreenProps {
  area: BackOfficeArea;
}

/**
 * A back-office screen, built once and mounted in every area it lists: the menu and the routes
 * both derive from this registry, so a screen that exists is reachable and one that does not is
 * simply absent (404). The screen owns its sub-routes (list, detail, new) under `path/*`.
 */
export interface ScreenDef {
  /** Path under the area root, e.g. `users`. */
  path: string;
  /** Translation key of the menu name (namespace back-office-shell). */
  label: string;
  /** Menu group per area. */
  groups: Partial<Record<BackOfficeArea, MenuGroup>>;
  load: () => Promise<{ default: ComponentType<ScreenProps> }>;
}
