import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { RouterLink } from '../../../../components/router-link';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import type { Subevent, SubeventFields } from '@shared/back-office/race-schemas';
import type { RegistrationChangeFields } from '@shared/back-office/registration-change-schemas';
import { api } from '../../../../lib/api-client';
import { errorMessage, notify } from '../../../../lib/notify';
import { eventCardsQuery, eventDetailQuery, subEventQuery } from '../api/series-editor-queries';
import { LoadFailed } from '../../../kit';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';
import { CategoryEditor } from './category-editor';
import { useCloseSales } from './close-sales';
import { CurrencyPricesPanel } from './currency-prices-panel';
import { RaceChangeRulesPanel } from './race-change-rules-panel';
import { emptyRace, RaceForm } from './race-forms';
import { editableFields } from './race-record-text';
import { useDelete, useRefresh } from './record-actions';
import { RegistrationChangePanel } from './registration-change-panel';
import { TransferRulesPanel } from './transfer-rules-panel';
import { WaitingListPanel } from './waiting-list-panel';
import { WaveEditor } from './wave-editor';

/** The link back to the race list of the race's event. */
function BackToRaces({ eventId }: { eventId: string }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  return (
    <Button asChild variant="outline" size="sm">
      <RouterLink to={`..?event=${encodeURIComponent(eventId)}`}>{t('races.back')}</RouterLink>
    </Button>
  );
}

/** A new race of the event in `?event=`; once created, its editor opens. */
export function NewRace() {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const [params] = useSearchParams();
  const eventId = params.get('event') ?? '';
  const navigate = useNavigate();
  const refresh = useRefresh();
  const create = async (fields: SubeventFields) => {
    const created = await api.call(adminSeriesRoutes.createSubEvent, {
      body: { ...fields, eventGuid: eventId },
    });
    await refresh();
    notify.success(t('form.cacheNote'), t('races.created'));
    setTimeout(() => navigate(`../${created.guid}`, { replace: true }), 0);
  };
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="lg">
          {t('races.newTitle')}
        </Heading>
        <BackToRaces eventId={eventId} />
      </HStack>
      <RaceForm defaultValues={emptyRace()} submitLabel={t('races.create')} onSubmit={create} />
    </Stack>
  );
}

const raceFields = (race: Subevent): SubeventFields =>
  editableFields(race, 'eventGuid', 'changeableValueNames', 'used', 'categories', 'waves');

/** One race: its fields, categories, waves, prices in other currencies and its rule panels. */
export function EditRace() {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const raceId = useParams().raceId ?? '';
  const detail = useQuery(subEventQuery(raceId));
  const race = detail.data;
  const event = useQuery({ ...eventDetailQuery(race?.eventGuid ?? ''), enabled: !!race });
  const cards = useQuery({ ...eventCardsQuery(race?.eventGuid ?? ''), enabled: !!race });
  const refresh = useRefresh();
  const navigate = useNavigate();
  const closeSales = useCloseSales();
  const save = async (fields: SubeventFields) => {
    await closeSales((close) =>
      api.call(adminSeriesRoutes.updateSubEvent, {
        params: { id: raceId },
        body: { ...fields, version: race?.version ?? 0, ...close },
      }),
    );
    await refresh();
    notify.success(t('form.cacheNote'), t('races.saved'));
  };
  const saveChangeSettings = async (fields: RegistrationChangeFields) => {
    await api.call(adminSeriesRoutes.registrationChange, {
      body: { ...fields, seriesEventSubEventId: raceId, id: raceId, version: race?.version ?? 0 },
    });
    await refresh();
    notify.success(t('form.cacheNote'), t('races.registrationChange.saved'));
  };
  const remove = useDelete();
  const currencies = event.data?.currencies ?? [];
  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="lg">
          {race ? t('races.editTitle', { name: race.name }) : t('races.title')}
        </Heading>
        <HStack gap="2">
          {race && (
            <Button
              colorPalette="red"
              variant="outline"
              size="sm"
              onClick={() =>
                void remove(
                  race.name,
                  () => api.call(adminSeriesRoutes.deleteSubEvent, { params: { id: raceId } }),
                  {
                    body: t('races.deleteBody', { name: race.name }),
                    after: () =>
                      navigate(`..?event=${encodeURIComponent(race.eventGuid)}`, { replace: true }),
                  },
                )
              }
            >
              {t('races.delete')}
            </Button>
          )}
          <BackToRaces eventId={race?.eventGuid ?? ''} />
        </HStack>
      </HStack>
      {detail.isError && <LoadFailed title={t('races.loadFailed')} error={detail.error} />}
      {race && (
        <>
          <RaceForm
            key={race.version}
            defaultValues={raceFields(race)}
            submitLabel={t('races.save')}
            onSubmit={save}
          />
          <CategoryEditor race={race} currencies={currencies} />
          <WaveEditor race={race} currencies={currencies} />
          <CurrencyPricesPanel race={race} currencies={currencies} />
          {cards.isError && <Text color="fg.error">{errorMessage(cards.error)}</Text>}
          {cards.data && (
            <RegistrationChangePanel
              key={`registration-change-${race.version}`}
              race={race}
              cards={cards.data}
              onSubmit={saveChangeSettings}
            />
          )}
          <RaceChangeRulesPanel subEventGuid={race.guid} />
          <WaitingListPanel subEventGuid={race.guid} />
          <TransferRulesPanel subEventGuid={race.guid} />
        </>
      )}
    </Stack>
  );
}
