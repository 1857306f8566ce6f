import { Alert, Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import type { Card } from '@shared/back-office/card-editor-schemas';
import { api } from '../../../../lib/api-client';
import { errorMessage, notify } from '../../../../lib/notify';
import { useConfirm } from '../../../kit';
import { cardsChanged, eventCardsQuery, seriesEventsQuery } from '../api/form-builder-queries';
import { CardEditor } from '../components/card-editor';
import { SortableList } from '../components/sortable-list';
import { SelectField } from '../components/labelled-controls';
import { MoveButtons } from '../components/move-buttons';
import { UsageBadge } from '../components/usage-badge';
import { FORM_BUILDER_NS } from '../form-builder-namespace';
import { moved, movedTo, toDraft, toFields } from '../model/card-draft';

const cardGuid = (card: Card) => card.guid;
const cardName = (card: Card) => card.name;

/**
 * The series form's "Forms" tab (spec §2, §3 Card): the registration forms of one of the series'
 * events (chosen above, kept in the address `?event=`), in their order, with the places taken of
 * every option; a form is edited in place with a live preview. Mounted by the series editor through
 * the shell's section registry (web/src/back-office/shell/series-sections.tsx).
 */
export default function SeriesFormsTab({ seriesId }: { seriesId: string }) {
  const { t } = useTranslation(FORM_BUILDER_NS);
  const [params, setParams] = useSearchParams();
  const eventGuid = params.get('event') ?? '';
  const choose = useCallback((guid: string) => setParams({ event: guid }, { replace: true }), [setParams]);
  const events = useQuery(seriesEventsQuery(seriesId));
  const first = events.data?.[0]?.guid;
  useEffect(() => {
    if (!eventGuid && first) choose(first);
  }, [eventGuid, first, choose]);
  if (events.data && events.data.length === 0) return <Text>{t('list.noEvents')}</Text>;
  return (
    <Stack gap="4">
      <Text>{t('list.lead')}</Text>
      <Box maxW="md">
        <SelectField label={t('list.event')} value={eventGuid} onChange={choose}>
          {(events.data ?? []).map((e) => (
            <option key={e.guid} value={e.guid}>
              {e.name}
            </option>
          ))}
        </SelectField>
      </Box>
      {eventGuid && <EventCards key={eventGuid} eventGuid={eventGuid} />}
    </Stack>
  );
}

type Mode = { kind: 'list' } | { kind: 'edit'; card?: Card };

function EventCards({ eventGuid }: { eventGuid: string }) {
  const { t } = useTranslation(FORM_BUILDER_NS);
  const cards = useQuery(eventCardsQuery(eventGuid));
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const client = useQueryClient();
  const confirm = useConfirm();
  const listId = useId();
  const remove = useMutation({
    mutationFn: (card: Card) =>
      api.call(adminSeriesRoutes.deleteCard, { params: { id: card.guid }, query: { eventGuid } }),
    onSuccess: async (result) => {
      notify.success(result.archived ? t('list.archived') : t('list.deleted'));
      await cardsChanged(client);
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  // A new order is written as each moved form's own update (update-many, one call).
  const reorder = useMutation({
    mutationFn: (ordered: Card[]) =>
      api.call(adminSeriesRoutes.updateCards, {
        body: {
          eventGuid,
          cards: ordered.map((card, index) => ({
            ...toFields(toDraft(card)),
            guid: card.guid,
            version: card.version,
            order: index + 1,
          })),
        },
      }),
    // The new order shows at once (a dropped form does not jump back while the call runs).
    onMutate: (ordered) =>
      client.setQueryData(eventCardsQuery(eventGuid).queryKey, (all) =>
        all ? [...ordered, ...all.filter((c) => c.archived)] : all,
      ),
    onSuccess: async () => {
      notify.success(t('list.reordered'));
      await cardsChanged(client);
    },
    onError: async (error) => {
      notify.error(errorMessage(error));
      await cardsChanged(client);
    },
  });

  if (mode.kind === 'edit')
    return <CardEditor eventGuid={eventGuid} card={mode.card} onDone={() => setMode({ kind: 'list' })} />;

  const active = (cards.data ?? []).filter((c) => !c.archived);
  const ask = async (card: Card) => {
    const yes = await confirm({
      title: t('list.deleteTitle'),
      body: t('list.deleteBody', { name: card.name }),
      confirmLabel: t('list.delete'),
      destructive: true,
    });
    if (yes) remove.mutate(card);
  };
  return (
    <Stack gap="3">
      <Box>
        <Button onClick={() => setMode({ kind: 'edit' })}>{t('list.new')}</Button>
      </Box>
      {cards.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{errorMessage(cards.error)}</Alert.Description>
        </Alert.Root>
      )}
      {cards.data && active.length === 0 && <Text>{t('list.empty')}</Text>}
      <SortableList
        items={active}
        idOf={cardGuid}
        nameOf={cardName}
        id={listId}
        label={t('list.caption')}
        onReorder={(from, to) => reorder.mutate(movedTo(active, from, to))}
      >
        {(card, index, handle) => (
          <Box>
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Stack gap="1">
                <Text fontWeight="semibold">{card.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t(`cardTypes.${card.type}`)} ·{' '}
                  {t('list.fields', { count: card.values.filter((v) => !v.archived).length })}
                </Text>
              </Stack>
              <MoveButtons
                name={card.name}
                index={index}
                total={active.length}
                onMove={(by) => reorder.mutate(moved(active, index, by))}
                handle={handle}
              >
                <Button size="xs" variant="outline" onClick={() => setMode({ kind: 'edit', card })}>
                  {t('list.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => void ask(card)}
                  aria-label={t('list.deleteNamed', { name: card.name })}
                >
                  {t('list.delete')}
                </Button>
              </MoveButtons>
            </HStack>
            <Stack as="ul" listStyleType="none" gap="1" mt="2">
              {card.values
                .filter((v) => !v.archived && (v.capacity > 0 || v.options.length > 0))
                .map((v) => (
                  <li key={v.guid}>
                    <HStack wrap="wrap" gap="2">
                      <Text fontSize="sm">{v.label}:</Text>
                      {v.options.length === 0 && <UsageBadge used={v.used} capacity={v.capacity} />}
                      {v.options
                        .filter((o) => !o.archived)
                        .map((o) => (
                          <HStack key={o.guid} gap="1">
                            <Text fontSize="sm">{o.label}</Text>
                            <UsageBadge used={o.used} capacity={o.capacity} />
                          </HStack>
                        ))}
                    </HStack>
                  </li>
                ))}
            </Stack>
          </Box>
        )}
      </SortableList>
      {(cards.data ?? []).some((c) => c.archived) && (
        <Text fontSize="sm" color="fg.muted">
          <Badge mr="2">{t('list.archivedBadge')}</Badge>
          {t('list.archivedNote', { count: (cards.data ?? []).filter((c) => c.archived).length })}
        </Text>
      )}
    </Stack>
  );
}
