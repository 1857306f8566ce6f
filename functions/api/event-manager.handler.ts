import { eventManagerRoutes } from '@shared/api/areas/event-manager';
import { dynamoAdminOrders } from '../adapters/dynamodb/admin-order-repository';
import { discountRepository } from '../adapters/dynamodb/discount-repository';
import { seriesDirectory } from '../adapters/dynamodb/series-directory-repository';
import { teamAdminRepository } from '../adapters/dynamodb/team-admin-repository';
import { toXlsx } from '../adapters/export/table-files';
import { permittedEvents, permittedSeries } from '../domain/back-office/series-directory';
import { getOrder, listOrders } from '../domain/orders/admin-orders';
import { ordersExportTable } from '../domain/orders/order-export';
import { exportFileName, singleTableFile } from '../domain/export/export-table';
import { previewGroupEmail, sendGroupEmail } from '../domain/group-emails/group-emails';
import { listManagerTeams } from '../domain/team-admin/team-admin';
import { listPermittedDiscounts } from '../domain/discounts/permitted-discounts';
import { exportReply, XLSX_TYPE } from './file-reply';
import { groupEmailPorts, groupEmailPreviewDeps, groupEmailSender } from './group-email-ports';
import { createApiHandler } from './http/create-api-handler';

/** Reads only: the event manager's registrations change through admin/registrations. */
const orders = dynamoAdminOrders;

export const handler = createApiHandler(eventManagerRoutes, {
  series: ({ caller, query }) => permittedSeries(seriesDirectory, caller.access, query),
  events: ({ caller, query }) => permittedEvents(seriesDirectory, caller.access, query),
  teams: ({ caller, query }) => listManagerTeams(teamAdminRepository, caller.access, query),
  discounts: ({ caller, query }) =>
    listPermittedDiscounts(
      { ...discountRepository, allSeriesGuids: teamAdminRepository.allSeriesGuids },
      caller.access,
      query,
    ),
  registrations: ({ caller, body }) => listOrders(orders, caller.access, body),
  registration: ({ params }) => getOrder(orders, params.id),
  exportXlsx: async ({ caller, body, locale }) => {
    const file = singleTableFile(await ordersExportTable(orders, caller.access, body, locale));
    return exportReply({
      fileName: exportFileName(file.title, 'xlsx'),
      contentType: XLSX_TYPE,
      body: await toXlsx(file),
    });
  },
  groupEmail: ({ caller, body, event }) =>
    sendGroupEmail(groupEmailPorts, groupEmailSender(caller, event), body),
  groupEmailPreview: ({ body }) => previewGroupEmail(groupEmailPreviewDeps, body),
});
