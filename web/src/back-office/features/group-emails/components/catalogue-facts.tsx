import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import type { GroupEmail } from '@shared/emails/group-email-schemas';
import { api } from '../../../../lib/api-client';
import { eventRacesQuery, Fact } from '../../../kit';
import { GROUP_EMAILS_NS } from '../group-emails-namespace';

type Catalogue = Pick<GroupEmail, 'seriesEventId' | 'seriesSubEventId' | 'seriesCategoryId' | 'seriesWaveId'>;

/**
 * The event, race, category and wave a group e-mail was narrowed to (those its filter had), by
 * name: the event looked up by its id, the race, category and wave among the event's races; an
 * id stays shown when its name is not found (removed since, or no event on the record).
 */
export function CatalogueFacts({ email }: { email: Catalogue }) {
  const { t } = useTranslation(GROUP_EMAILS_NS);
  const eventId = email.seriesEventId ?? '';
  const event = useQuery({
    queryKey: ['back-office', 'series-or-event', eventId],
    queryFn: ({ signal }) =>
      api.call(adminSeriesRoutes.seriesOrEvents, { query: { guid: eventId } }, { signal }),
    enabled: Boolean(eventId),
    staleTime: 5 * 60_000,
    meta: { silentError: true },
  });
  const races = useQuery({ ...eventRacesQuery(eventId), enabled: Boolean(eventId) });
  const race = races.data?.find((r) => r.guid === email.seriesSubEventId);
  const inRaces = (pick: 'categories' | 'waves', guid: string) => {
    const named: ReadonlyArray<{ guid: string; name: string }> = (race ? [race] : (races.data ?? [])).flatMap(
      (r): ReadonlyArray<{ guid: string; name: string }> => r[pick],
    );
    return named.find((c) => c.guid === guid)?.name ?? guid;
  };
  return (
    <>
      {email.seriesEventId && (
        <Fact label={t('columns.event')}>
          {event.data?.find((e) => e.guid === email.seriesEventId)?.name ?? email.seriesEventId}
        </Fact>
      )}
      {email.seriesSubEventId && (
        <Fact label={t('columns.race')}>{race?.name ?? email.seriesSubEventId}</Fact>
      )}
      {email.seriesCategoryId && (
        <Fact label={t('columns.category')}>{inRaces('categories', email.seriesCategoryId)}</Fact>
      )}
      {email.seriesWaveId && <Fact label={t('columns.wave')}>{inRaces('waves', email.seriesWaveId)}</Fact>}
    </>
  );
}
