import type { TermsAndConditions } from '@shared/catalog/terms-schemas';
import { NotFoundError } from '../errors';

export type FindTerms = (guid: string) => Promise<(TermsAndConditions & { seriesGuid: string }) | undefined>;

/** Terms are public by guid; an unknown guid is a 404 with the terms-specific message. */
export async function getTerms(guid: string, find: FindTerms): Promise<TermsAndConditions> {
  const record = await find(guid);
  if (!record) throw new NotFoundError('terms.notFound', { guid });
  return { guid: record.guid, name: record.name, label: record.label, conditions: record.conditions };
}
