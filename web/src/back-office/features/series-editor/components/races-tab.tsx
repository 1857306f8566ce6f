import {
  Alert,
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  IconButton,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { RouterLink } from '../../../../components/router-link';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import type {
  Category,
  CategoryFields,
  Pricing,
  PricingFields,
  Prices,
  Subcategory,
  SubcategoryFields,
  Subevent,
  SubeventFields,
  Wave,
  WaveFields,
} from '@shared/back-office/race-schemas';
import type { RegistrationChangeFields } from '@shared/back-office/registration-change-schemas';
import type { CurrencyCode } from '@shared/codelists/enums';
import { api } from '../../../../lib/api-client';
import { formatDateRange } from '../../../../lib/dates';
import { errorMessage, notify } from '../../../../lib/notify';
import { useConfirm } from '../../../kit';
import {
  eventCardsQuery,
  eventDetailQuery,
  eventsQuery,
  SERIES_EDITOR_KEY,
  subEventQuery,
  subEventsQuery,
} from '../api/series-editor-queries';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';
import { useCloseSales } from './close-sales';
import { CurrencyPricesPanel } from './currency-prices-panel';
import { RaceChangeRulesPanel } from './race-change-rules-panel';
import { RegistrationChangePanel } from './registration-change-panel';
import { WaitingListPanel } from './waiting-list-panel';
import { TransferRulesPanel } from './transfer-rules-panel';
import {
  CategoryForm,
  emptyCategory,
  emptyPricing,
  emptyRace,
  emptySubcategory,
  emptyWave,
  PricingForm,
  RaceForm,
  SubcategoryForm,
  WaveForm,
} from './race-forms';

/**
 * The series' races tab (spec §2 "subevents"): pick an event, its races in their order, and per
 * race its categories (with sub-categories and pricings) and waves, edited in place with reorder.
 */
export function RacesTab({ seriesId }: { seriesId: string }) {
  return (
    <Routes>
      <Route index element={<RaceList seriesId={seriesId} />} />
      <Route path="new" element={<NewRace />} />
      <Route path=":raceId" element={<EditRace />} />
    </Routes>
  );
}

/** After a change every editor query reloads (lists, the race, the histories). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SERIES_EDITOR_KEY });
}

/** A record saved in place: reload, say when the public pages show it, close its form. */
export function useSaved() {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const refresh = useRefresh();
  return async (close: () => void) => {
    await refresh();
    notify.success(t('form.cacheNote'), t('races.savedRecord'));
    close();
  };
}

const priceText = (prices: Prices) =>
  Object.entries(prices)
    .map(([code, minor]) => `${(minor / 100).toLocaleString('cs-CZ')} ${code}`)
    .join(' · ');

function Places({ used, capacity }: { used: number; capacity: number }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  return (
    <Badge colorPalette={capacity > 0 && used >= capacity ? 'red' : 'gray'}>
      {capacity > 0 ? t('races.places', { used, capacity }) : t('races.placesUnlimited', { used })}
    </Badge>
  );
}

function MoveButtons({
  name,
  index,
  count,
  busy,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  busy: boolean;
  onMove: (index: number, by: -1 | 1) => void;
}) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  return (
    <>
      <IconButton
        size="xs"
        variant="outline"
        aria-label={t('events.moveUp', { name })}
        disabled={index <= 0 || busy}
        onClick={() => onMove(index, -1)}
      >
        ↑
      </IconButton>
      <IconButton
        size="xs"
        variant="outline"
        aria-label={t('events.moveDown', { name })}
        disabled={index >= count - 1 || busy}
        onClick={() => onMove(index, 1)}
      >
        ↓
      </IconButton>
    </>
  );
}

const moved = (guids: string[], index: number, by: -1 | 1) => {
  const order = [...guids];
  const [item] = order.splice(index, 1);
  order.splice(index + by, 0, item as string);
  return order;
};

// ——— list of races ———

function RaceList({ seriesId }: { seriesId: string }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const [params, setParams] = useSearchParams();
  const events = useQuery(eventsQuery(seriesId));
  const eventId = params.get('event') ?? events.data?.[0]?.guid ?? '';
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
        <Box minW="60">
          <label htmlFor="races-event">
            <Text fontWeight="medium" mb="1">
              {t('races.event')}
            </Text>
          </label>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field
              id="races-event"
              value={eventId}
              onChange={(e) => setParams({ event: e.target.value }, { replace: true })}
            >
              {events.data?.map((e) => (
                <option key={e.guid} value={e.guid}>
                  {e.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
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

// ——— one race ———

function NewRace() {
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
        <Button asChild variant="outline" size="sm">
          <RouterLink to={`..?event=${encodeURIComponent(eventId)}`}>{t('races.back')}</RouterLink>
        </Button>
      </HStack>
      <RaceForm defaultValues={emptyRace()} submitLabel={t('races.create')} onSubmit={create} />
    </Stack>
  );
}

const raceFields = ({
  guid: _g,
  order: _o,
  version: _v,
  dateCreated: _c,
  dateUpdated: _u,
  eventGuid: _e,
  changeableValueNames: _names,
  used: _used,
  categories: _cats,
  waves: _waves,
  ...fields
}: Subevent): SubeventFields => fields;

function EditRace() {
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
          <Button asChild variant="outline" size="sm">
            <RouterLink to={`..?event=${encodeURIComponent(race?.eventGuid ?? '')}`}>
              {t('races.back')}
            </RouterLink>
          </Button>
        </HStack>
      </HStack>
      {detail.isError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('races.loadFailed')}</Alert.Title>
            <Alert.Description>{errorMessage(detail.error)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {race && (
        <>
          <RaceForm
            key={race.version}
            defaultValues={raceFields(race)}
            submitLabel={t('races.save')}
            onSubmit={save}
          />
          <Categories race={race} currencies={event.data?.currencies ?? []} />
          <Waves race={race} currencies={event.data?.currencies ?? []} />
          <CurrencyPricesPanel race={race} currencies={event.data?.currencies ?? []} />
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

/** Asks, deletes, reloads; a refused delete (registrations) says why. */
export function useDelete() {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const confirm = useConfirm();
  const refresh = useRefresh();
  return async (
    name: string,
    call: () => Promise<unknown>,
    options: { body?: string; after?: () => void } = {},
  ) => {
    const yes = await confirm({
      title: t('races.deleteTitle', { name }),
      body: options.body ?? t('races.deleteRecordBody', { name }),
      confirmLabel: t('races.deleteConfirm'),
      destructive: true,
    });
    if (!yes) return;
    try {
      await call();
      notify.success(t('races.deleted', { name }));
      options.after?.();
      await refresh();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
}

/**
 * A list of records edited in place: one form open at a time (a new one or the one being edited),
 * each row with its summary, reorder and delete.
 */
export function RecordList<T extends { guid: string; name: string }>({
  title,
  addLabel,
  items,
  summary,
  form,
  onDelete,
  onReorder,
  children,
  level = 3,
}: {
  title: string;
  addLabel: string;
  items: T[];
  summary: (item: T) => ReactNode;
  form: (item: T | undefined, close: () => void) => ReactNode;
  onDelete: (item: T) => void;
  onReorder?: (guids: string[]) => Promise<unknown>;
  children?: (item: T) => ReactNode;
  level?: 3 | 4;
}) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const [open, setOpen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => setOpen(null);
  const move = async (index: number, by: -1 | 1) => {
    if (!onReorder) return;
    setBusy(true);
    try {
      await onReorder(
        moved(
          items.map((i) => i.guid),
          index,
          by,
        ),
      );
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as={level === 3 ? 'h3' : 'h4'} size={level === 3 ? 'md' : 'sm'}>
          {title}
        </Heading>
        <Button size="sm" variant="outline" onClick={() => setOpen('new')} disabled={open === 'new'}>
          {addLabel}
        </Button>
      </HStack>
      {open === 'new' && (
        <Box borderWidth="1px" borderRadius="md" p="3">
          {form(undefined, close)}
          <Button mt="2" size="sm" variant="ghost" onClick={close}>
            {t('races.cancel')}
          </Button>
        </Box>
      )}
      {!items.length && open !== 'new' && <Text color="fg.muted">{t('races.none')}</Text>}
      <Stack as="ul" gap="2" listStyleType="none">
        {items.map((item, index) => (
          <Box as="li" key={item.guid} borderWidth="1px" borderRadius="md" p="3">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Stack gap="0">
                <Text fontWeight="semibold">{item.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {summary(item)}
                </Text>
              </Stack>
              <HStack gap="1">
                {onReorder && (
                  <MoveButtons
                    name={item.name}
                    index={index}
                    count={items.length}
                    busy={busy}
                    onMove={(i, by) => void move(i, by)}
                  />
                )}
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={t('races.editOf', { name: item.name })}
                  onClick={() => setOpen(open === item.guid ? null : item.guid)}
                  aria-expanded={open === item.guid}
                >
                  {t('races.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={t('races.deleteOf', { name: item.name })}
                  onClick={() => onDelete(item)}
                >
                  {t('races.deleteShort')}
                </Button>
              </HStack>
            </HStack>
            {open === item.guid && (
              <Box mt="3">
                {form(item, close)}
                <Button mt="2" size="sm" variant="ghost" onClick={close}>
                  {t('races.cancel')}
                </Button>
              </Box>
            )}
            {children && (
              <Box mt="3" ps={{ base: 2, md: 6 }}>
                {children(item)}
              </Box>
            )}
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

const without = <T extends object, K extends keyof T>(item: T, ...names: K[]): Omit<T, K> => {
  const copy = { ...item };
  for (const name of names) delete copy[name];
  return copy;
};

const ages = (item: { minAge: number | null; maxAge: number | null }, t: TFunction) =>
  item.minAge === null && item.maxAge === null
    ? t('races.anyAge')
    : t('races.ageRange', { from: item.minAge ?? 0, to: item.maxAge ?? '∞' });

function Categories({ race, currencies }: { race: Subevent; currencies: readonly CurrencyCode[] }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const refresh = useRefresh();
  const sub = race.guid;
  const remove = useDelete();
  const closeSales = useCloseSales();
  const saved = useSaved();
  return (
    <RecordList<Category>
      title={t('races.category.title')}
      addLabel={t('races.category.add')}
      items={race.categories}
      summary={(c) =>
        `${priceText(c.prices)} · ${ages(c, t)} · ${c.capacity > 0 ? t('races.places', { used: c.used, capacity: c.capacity }) : t('races.placesUnlimited', { used: c.used })}`
      }
      onReorder={async (guids) => {
        await api.call(adminSeriesRoutes.reorderInSubEvent, {
          params: { id: sub },
          body: { kind: 'categories', guids },
        });
        await refresh();
      }}
      onDelete={(c) =>
        void remove(c.name, () =>
          api.call(adminSeriesRoutes.deleteCategory, {
            params: { id: c.guid },
            query: { seriesEventSubEventId: sub },
          }),
        )
      }
      form={(c, close) => (
        <CategoryForm
          currencies={currencies}
          defaultValues={
            c
              ? (without(
                  c,
                  'guid',
                  'order',
                  'version',
                  'dateCreated',
                  'dateUpdated',
                  'subEventGuid',
                  'used',
                  'subcategories',
                  'pricings',
                ) as CategoryFields)
              : emptyCategory()
          }
          submitLabel={c ? t('races.save') : t('races.category.add')}
          onSubmit={async (fields) => {
            if (c)
              await closeSales((close) =>
                api.call(adminSeriesRoutes.updateCategory, {
                  params: { id: c.guid },
                  body: { ...fields, seriesEventSubEventId: sub, version: c.version, ...close },
                }),
              );
            else
              await api.call(adminSeriesRoutes.createCategory, {
                body: { ...fields, seriesEventSubEventId: sub },
              });
            await saved(close);
          }}
        />
      )}
    >
      {(c) => (
        <Stack gap="4">
          <Subcategories sub={sub} category={c} />
          <Pricings sub={sub} category={c} currencies={currencies} />
        </Stack>
      )}
    </RecordList>
  );
}

function Subcategories({ sub, category }: { sub: string; category: Category }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const remove = useDelete();
  const closeSales = useCloseSales();
  const saved = useSaved();
  return (
    <RecordList<Subcategory>
      level={4}
      title={t('races.subcategory.title')}
      addLabel={t('races.subcategory.add')}
      items={category.subcategories}
      summary={(c) =>
        `${ages(c, t)} · ${c.capacity > 0 ? t('races.places', { used: c.used, capacity: c.capacity }) : t('races.placesUnlimited', { used: c.used })}`
      }
      onDelete={(c) =>
        void remove(c.name, () =>
          api.call(adminSeriesRoutes.deleteSubCategory, {
            params: { id: c.guid },
            query: { seriesEventSubEventId: sub },
          }),
        )
      }
      form={(c, close) => (
        <SubcategoryForm
          defaultValues={
            c
              ? (without(
                  c,
                  'guid',
                  'order',
                  'version',
                  'dateCreated',
                  'dateUpdated',
                  'categoryGuid',
                  'used',
                ) as SubcategoryFields)
              : emptySubcategory()
          }
          submitLabel={c ? t('races.save') : t('races.subcategory.add')}
          onSubmit={async (fields) => {
            if (c)
              await closeSales((close) =>
                api.call(adminSeriesRoutes.updateSubCategory, {
                  params: { id: c.guid },
                  body: { ...fields, seriesEventSubEventId: sub, version: c.version, ...close },
                }),
              );
            else
              await api.call(adminSeriesRoutes.createSubCategory, {
                body: { ...fields, seriesEventSubEventId: sub, categoryId: category.guid },
              });
            await saved(close);
          }}
        />
      )}
    />
  );
}

function Pricings({
  sub,
  category,
  currencies,
}: {
  sub: string;
  category: Category;
  currencies: readonly CurrencyCode[];
}) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const remove = useDelete();
  const saved = useSaved();
  return (
    <RecordList<Pricing>
      level={4}
      title={t('races.pricing.title')}
      addLabel={t('races.pricing.add')}
      items={category.pricings}
      summary={(p) =>
        [priceText(p.prices), p.dateFrom || p.dateTo ? formatDateRange(p.dateFrom ?? '', p.dateTo ?? '') : '']
          .filter(Boolean)
          .join(' · ')
      }
      onDelete={(p) =>
        void remove(p.name, () =>
          api.call(adminSeriesRoutes.deletePricing, {
            params: { id: p.guid },
            query: { seriesEventSubEventId: sub },
          }),
        )
      }
      form={(p, close) => (
        <PricingForm
          currencies={currencies}
          defaultValues={
            p
              ? (without(
                  p,
                  'guid',
                  'order',
                  'version',
                  'dateCreated',
                  'dateUpdated',
                  'categoryGuid',
                ) as PricingFields)
              : emptyPricing()
          }
          submitLabel={p ? t('races.save') : t('races.pricing.add')}
          onSubmit={async (fields) => {
            if (p)
              await api.call(adminSeriesRoutes.updatePricing, {
                params: { id: p.guid },
                body: { ...fields, seriesEventSubEventId: sub, version: p.version },
              });
            else
              await api.call(adminSeriesRoutes.createPricing, {
                body: { ...fields, seriesEventSubEventId: sub, categoryId: category.guid },
              });
            await saved(close);
          }}
        />
      )}
    />
  );
}

function Waves({ race, currencies }: { race: Subevent; currencies: readonly CurrencyCode[] }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const refresh = useRefresh();
  const remove = useDelete();
  const closeSales = useCloseSales();
  const saved = useSaved();
  const sub = race.guid;
  return (
    <RecordList<Wave>
      title={t('races.wave.title')}
      addLabel={t('races.wave.add')}
      items={race.waves}
      summary={(w) =>
        [
          Object.keys(w.prices).length ? priceText(w.prices) : t('races.wave.categoryPrice'),
          w.capacity > 0
            ? t('races.places', { used: w.used, capacity: w.capacity })
            : t('races.placesUnlimited', { used: w.used }),
        ].join(' · ')
      }
      onReorder={async (guids) => {
        await api.call(adminSeriesRoutes.reorderInSubEvent, {
          params: { id: sub },
          body: { kind: 'waves', guids },
        });
        await refresh();
      }}
      onDelete={(w) =>
        void remove(w.name, () =>
          api.call(adminSeriesRoutes.deleteWave, {
            params: { id: w.guid },
            query: { seriesEventSubEventId: sub },
          }),
        )
      }
      form={(w, close) => (
        <WaveForm
          currencies={currencies}
          defaultValues={
            w
              ? (without(
                  w,
                  'guid',
                  'order',
                  'version',
                  'dateCreated',
                  'dateUpdated',
                  'subEventGuid',
                  'used',
                ) as WaveFields)
              : emptyWave()
          }
          submitLabel={w ? t('races.save') : t('races.wave.add')}
          onSubmit={async (fields) => {
            if (w)
              await closeSales((close) =>
                api.call(adminSeriesRoutes.updateWave, {
                  params: { id: w.guid },
                  body: { ...fields, seriesEventSubEventId: sub, version: w.version, ...close },
                }),
              );
            else
              await api.call(adminSeriesRoutes.createWave, {
                body: { ...fields, seriesEventSubEventId: sub },
              });
            await saved(close);
          }}
        />
      )}
    />
  );
}
