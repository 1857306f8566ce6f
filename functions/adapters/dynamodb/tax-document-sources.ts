import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { organizerDisplayName } from '@shared/back-office/series-editor-schemas';
import type { SeriesRecord } from '../../domain/catalog/records';
import type { OrganizerRecord } from '../../domain/series-editor/series-editor-ports';
import type { TaxDocumentSources } from '../../domain/tax-documents/tax-document-ports';
import { supplierOf } from '../../domain/tax-documents/supplier';
import { config } from '../config';
import { getDocumentClient } from './client';
import { keys } from './keys';
import { loadOrder } from './order-repository';
import { dynamoRefundStore } from './refund-repository';

const getItem = async <T>(key: { pk: string; sk: string }): Promise<T | undefined> =>
  (await getDocumentClient().send(new GetCommand({ TableName: config.tableName, Key: key }))).Item as
    T | undefined;

/** The order, its series' organizer and its refunds, as the tax document worker reads them. */
export const dynamoTaxDocumentSources: TaxDocumentSources = {
  order: async (orderGuid) => {
    const loaded = await loadOrder(orderGuid);
    return loaded && { order: loaded.order, items: loaded.items };
  },
  supplierOfSeries: async (seriesGuid) => {
    const series = await getItem<SeriesRecord>(keys.series(seriesGuid));
    if (!series?.organizerId) return undefined;
    const organizer = await getItem<OrganizerRecord>(keys.organizer(series.organizerId));
    return organizer && supplierOf(organizer, organizerDisplayName(organizer));
  },
  refund: (orderGuid, refundId) => dynamoRefundStore.get(orderGuid, refundId),
};
