import { NativeSelect, Stack } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ScreenPage } from '../../../shell/screen-page';
import type { ScreenProps } from '../../../shell/screens';
import { emailSeriesQuery } from '../api/emails-queries';
import { EventChoice } from '../components/event-choice';
import { EventEmails } from '../components/event-emails';
import { EMAILS_NS } from '../emails-namespace';

/**
 * /admin/emails (spec §2): the event e-mails of any series — choose the series and the event
 * (kept in the address), then edit their e-mails with the sender's preview.
 */
export default function EmailsScreen(_props: ScreenProps) {
  const { t } = useTranslation(EMAILS_NS);
  const [params, setParams] = useSearchParams();
  const seriesGuid = params.get('series') ?? '';
  const eventGuid = params.get('event') ?? '';
  const series = useQuery(emailSeriesQuery());
  const seriesId = useId();
  const firstSeries = series.data?.rows[0]?.guid;
  useEffect(() => {
    if (!seriesGuid && firstSeries) setParams({ series: firstSeries }, { replace: true });
  }, [seriesGuid, firstSeries, setParams]);
  const chooseEvent = useCallback(
    (guid: string) => setParams({ series: seriesGuid, event: guid }, { replace: true }),
    [seriesGuid, setParams],
  );
  return (
    <ScreenPage title={t('screen.title')} lead={t('screen.lead')}>
      <Stack gap="4">
        <Stack gap="1" maxW="md">
          <label htmlFor={seriesId}>{t('choice.series')}</label>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field
              id={seriesId}
              value={seriesGuid}
              onChange={(e) => setParams({ series: e.target.value }, { replace: true })}
            >
              {(series.data?.rows ?? []).map((s) => (
                <option key={s.guid} value={s.guid}>
                  {s.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
        {seriesGuid && (
          <EventChoice key={seriesGuid} seriesGuid={seriesGuid} value={eventGuid} onChange={chooseEvent} />
        )}
        {eventGuid && <EventEmails key={eventGuid} eventGuid={eventGuid} />}
      </Stack>
    </ScreenPage>
  );
}
