import { Box, NativeSelect, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { eventsQuery } from '../api/series-editor-queries';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';

/**
 * The series' event a tab works on, kept in the URL (`?event=`), the first event by default.
 * `select` changes it without a new history entry.
 */
export function useEventParam(seriesId: string) {
  const [params, setParams] = useSearchParams();
  const events = useQuery(eventsQuery(seriesId));
  const eventId = params.get('event') ?? events.data?.[0]?.guid ?? '';
  return {
    events,
    eventId,
    event: events.data?.find((e) => e.guid === eventId),
    select: (id: string) => setParams({ event: id }, { replace: true }),
  };
}

/** The labelled select of the event a tab works on (see useEventParam). */
export function EventPicker({
  id,
  picked,
  minW,
  maxW,
}: {
  id: string;
  picked: ReturnType<typeof useEventParam>;
  minW?: string;
  maxW?: string;
}) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  return (
    <Box minW={minW} maxW={maxW}>
      <label htmlFor={id}>
        <Text fontWeight="medium" mb="1">
          {t('races.event')}
        </Text>
      </label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
        <NativeSelect.Field id={id} value={picked.eventId} onChange={(e) => picked.select(e.target.value)}>
          {picked.events.data?.map((e) => (
            <option key={e.guid} value={e.guid}>
              {e.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}
