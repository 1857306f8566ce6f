import type { BackOfficeArea, MenuGroup, ScreenDef } from './screens';

/**
 * Every back-office screen that exists, in menu order. Later screens (series editor, orders,
 * payments, statistics, e-mails…) add their entry here when they work.
 */
export const SCREENS: ScreenDef[] = [
  {
    path: 'registrations',
    label: 'menu.registrations',
    groups: { admin: 'registrations', eventManager: 'eventManager' },
    load: () => import('../features/orders/routes/orders-screen'),
  },
  {
    path: 'startlists',
    label: 'menu.startLists',
    groups: { admin: 'registrations', eventManager: 'eventManager' },
    load: () => import('../features/start-lists/routes/start-lists-screen'),
  },
  {
    path: 'check-in',
    label: 'menu.checkIn',
    groups: { admin: 'registrations', eventManager: 'eventManager' },
    load: () => import('../features/check-in/routes/check-in-screen'),
  },
  {
    path: 'payments',
    label: 'menu.payments',
    groups: { admin: 'registrations' },
    load: () => import('../features/payments/routes/payments-screen'),
  },
  {
    path: 'payments/bank-payments',
    label: 'menu.bankPayments',
    groups: { admin: 'registrations' },
    load: () => import('../features/bank-payments/routes/bank-payments-screen'),
  },
  {
    path: 'statistics',
    label: 'menu.statistics',
    groups: { admin: 'statistics' },
    load: () => import('../features/statistics/routes/statistics-screen'),
  },
  {
    path: 'payments/billing',
    label: 'menu.billing',
    groups: { admin: 'registrations' },
    load: () => import('../features/billing/routes/billing-screen'),
  },
  {
    path: 'users',
    label: 'menu.users',
    groups: { admin: 'adminGroup' },
    load: () => import('../features/admin-users/routes/users-screen'),
  },
  {
    path: 'series',
    label: 'menu.series',
    groups: { admin: 'series', eventManager: 'eventManager' },
    load: () => import('../features/series-editor/routes/series-screen'),
  },
  {
    path: 'series/organizers',
    label: 'menu.organizers',
    groups: { admin: 'series' },
    load: () => import('../features/series-editor/routes/organizers-screen'),
  },
  {
    path: 'events',
    label: 'menu.events',
    groups: { eventManager: 'eventManager' },
    load: () => import('../features/series-directory/routes/events-screen'),
  },
  {
    // Partner webhooks of a series (issue 28 item 3): admins only.
    path: 'webhooks',
    label: 'menu.webhooks',
    groups: { admin: 'series' },
    load: () => import('../features/webhooks/routes/webhooks-screen'),
  },
  {
    path: 'discounts',
    label: 'menu.discounts',
    groups: { admin: 'series', eventManager: 'eventManager' },
    load: () => import('../features/discounts/routes/discounts-screen'),
  },
  {
    path: 'teams',
    label: 'menu.teams',
    groups: { eventManager: 'eventManager' },
    load: () => import('../features/teams/routes/teams-screen'),
  },
  {
    path: 'emails',
    label: 'menu.emails',
    groups: { admin: 'adminGroup' },
    load: () => import('../features/emails/routes/emails-screen'),
  },
  {
    path: 'email-templates',
    label: 'menu.emailTemplates',
    groups: { admin: 'adminGroup' },
    load: () => import('../features/emails/routes/email-templates-screen'),
  },
  {
    path: 'sent-group-emails',
    label: 'menu.sentGroupEmails',
    groups: { admin: 'adminGroup' },
    load: () => import('../features/group-emails/routes/sent-group-emails-screen'),
  },
  {
    path: 'translations',
    label: 'menu.translations',
    groups: { admin: 'adminGroup' },
    load: () => import('../features/translations/routes/translations-screen'),
  },
];

/** Group order of the admin menu (spec §2): registrations, statistics, series, admin. */
export const GROUP_ORDER: MenuGroup[] = [
  'registrations',
  'statistics',
  'series',
  'adminGroup',
  'eventManager',
];

export const screensOf = (area: BackOfficeArea): ScreenDef[] => SCREENS.filter((s) => s.groups[area]);

/** The menu of an area: its groups in spec order, each with its screens. */
export function menuOf(area: BackOfficeArea): Array<{ group: MenuGroup; screens: ScreenDef[] }> {
  const screens = screensOf(area);
  return GROUP_ORDER.map((group) => ({
    group,
    screens: screens.filter((s) => s.groups[area] === group),
  })).filter((g) => g.screens.length > 0);
}
