import { Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ScreenPage } from '../../../shell/screen-page';
import type { ScreenProps } from '../../../shell/screens';
import { emailSeriesQuery } from '../api/emails-queries';
import { AllEmails } from '../components/all-emails';
import { EventChoice } from '../components/event-choice';
import { EventEmails } from '../components/event-emails';
import { GlobalEmails } from '../components/global-emails';
import { EMAILS_NS } from '../emails-namespace';

/**
 * /admin/emails (spec §2): the global e-mails (every series' text of a kind, before the system's
 * default), the event e-mails of every series (filters in the address), and below
 * the e-mails of one event — chosen by series and event or by "Edit" in the list — with the
 * sender's preview.
 */
export default function EmailsScreen(_props: ScreenProps) {
  const { t } = useTranslation(EMAILS_NS);
  const [params, setParams] = useSearchParams();
  const seriesGuid = params.get('series') ?? '';
  const eventGuid = params.get('event') ?? '';
  const series = useQuery(emailSeriesQuery());
  const seriesId = useId();
  const firstSeries = series.data?.rows[0]?.guid;
  /** Sets the editor's series / event, keeping the list's filters in the address. */
  const choose = useCallback(
    (series: string, event: string | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('series', series);
          if (event) next.set('event', event);
          else next.delete('event');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  useEffect(() => {
    if (!seriesGuid && firstSeries) choose(firstSeries, null);
  }, [seriesGuid, firstSeries, choose]);
  const chooseEvent = useCallback((guid: string) => choose(seriesGuid, guid), [seriesGuid, choose]);
  return (
    <ScreenPage title={t('screen.title')} lead={t('screen.lead')}>
      <Stack gap="4">
        <Heading as="h2" size="md" id="global-emails">
          {t('global.title')}
        </Heading>
        <Text>{t('global.lead')}</Text>
        <GlobalEmails />
        <Heading as="h2" size="md" id="all-emails">
          {t('all.title')}
        </Heading>
        <AllEmails
          onEdit={(row) => {
            choose(row.seriesGuid, row.eventGuid);
            document.getElementById('event-emails')?.scrollIntoView({ block: 'start' });
          }}
        />
        <Heading as="h2" size="md" id="event-emails">
          {t('all.editorTitle')}
        </Heading>
        <Stack gap="1" maxW="md">
          <label htmlFor={seriesId}>{t('choice.series')}</label>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field
              id={seriesId}
              value={seriesGuid}
              onChange={(e) => choose(e.target.value, null)}
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
