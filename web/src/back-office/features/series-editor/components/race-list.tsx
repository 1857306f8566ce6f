import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../../components/router-link';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { api } from '../../../../lib/api-client';
import { formatDateRange } from '../../../../lib/dates';
import { errorMessage, notify } from '../../../../lib/notify';
import { subEventsQuery } from '../api/series-editor-queries';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';
import { EventPicker, useEventParam } from './event-picker';
import { moved, MoveButtons } from './move-buttons';
import { useRefresh } from './record-actions';
import { placesText } from './race-record-text';

function Places({ used, capacity }: { used: number; capacity: number }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  return (
    <Badge colorPalette={capacity > 0 && used >= capacity ? 'red' : 'gray'}>
      {placesText(t, { used, capacity })}
    </Badge>
  );
}

/** The races of the picked event in their order, moved up and down, each opening its editor. */
export function RaceList({ seriesId }: { seriesId: string }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const picked = useEventParam(seriesId);
  const { events, eventId } = picked;
  const races = useQuery({ ...subEventsQuery(eventId), enabled: !!eventId });
  const refresh = useRefresh();
  const reorder = useMutation({
    mutationFn: (guids: string[]) =>
      api.call(adminSeriesRoutes.reorderSubEvents, { body: { eventGuid: eventId, guids } }),
    onSuccess: async () => {
      notify.success(t('races.reordered'));
      await refresh();
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  if (events.data && !events.data.length) return <Text>{t('races.noEvents')}</Text>;
  const rows = races.data ?? [];
  return (
    <Stack gap="4">
      <HStack gap="4" wrap="wrap" align="end">
        <EventPicker id="races-event" picked={picked} minW="60" />
        {eventId && (
          <Button asChild>
            <RouterLink to={`new?event=${encodeURIComponent(eventId)}`}>{t('races.new')}</RouterLink>
          </Button>
        )}
      </HStack>
      {races.isError && <Text color="fg.error">{errorMessage(races.error)}</Text>}
      {races.data && !rows.length && <Text>{t('races.empty')}</Text>}
      <Stack as="ol" gap="2" listStyleType="none" aria-label={t('races.caption')}>
        {rows.map((race, index) => (
          <Box as="li" key={race.guid} borderWidth="1px" borderRadius="md" p="3">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Stack gap="0">
                <Text fontWeight="semibold">{race.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t(`races.types.${race.type}`)} · {formatDateRange(race.dateFrom, race.dateTo)} ·{' '}
                  {t('races.categoriesCount', { count: race.categories.length })}
                </Text>
              </Stack>
              <HStack gap="1">
                <Places used={race.used} capacity={race.capacity} />
                <MoveButtons
                  name={race.name}
                  index={index}
                  count={rows.length}
                  busy={reorder.isPending}
                  onMove={(i, by) =>
                    reorder.mutate(
                      moved(
                        rows.map((r) => r.guid),
                        i,
                        by,
                      ),
                    )
                  }
                />
                <Button asChild size="xs" variant="outline">
                  <RouterLink to={race.guid} aria-label={t('races.editOf', { name: race.name })}>
                    {t('races.edit')}
                  </RouterLink>
                </Button>
              </HStack>
            </HStack>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
