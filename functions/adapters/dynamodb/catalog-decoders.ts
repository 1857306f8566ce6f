import type { SeriesRecord } from '../../domain/catalog/records';
import type { WaitingListSettingsRecord } from '../../domain/waiting-list/waiting-list-rules';
import { entityDecoder } from './stored-entity';

/** Decoders of the catalog's stored items (./stored-entity.ts): what every reader relies on. */

export const decodeSeries = entityDecoder<SeriesRecord>('series', ['guid']);
export const decodeWaitingListSettings = entityDecoder<WaitingListSettingsRecord>('waitingListSettings', [
  'eventGuid',
]);
