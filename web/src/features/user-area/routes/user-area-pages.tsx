/** The signed-in user's area (one lazy chunk): account settings, orders and registrations. */
export { ManageAccountPage } from './manage-account-page';
export { MyOrdersPage } from './my-orders-page';
export { MyRegistrationsPage } from './my-registrations-page';
export { MyTeamsPage } from './my-teams-page';
export { MyTemplatesPage } from './my-templates-page';
