import { Alert, Button, Dialog, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubEventType, type CurrencyCode } from '@shared/codelists/enums';
import type { OrderDetail as Order } from '@shared/orders/admin-order-schemas';
import { errorMessage } from '../../../../lib/notify';
import { useMoney } from '../../../../lib/use-money';
import { TriggerDialog } from '../../../kit';
import { eventRaces, seriesEvents } from '../api/order-admin-actions';
import { ORDERS_NS } from '../orders-namespace';
import { useAdminOrderCall } from './use-admin-order-call';

type Item = Order['items'][number];
type Price = 'keep' | 'target';

/** One labelled select of the dialog. */
function Select({
  label,
  value,
  onChange,
  invalid,
  error,
  disabled,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  error?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={invalid} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/**
 * "Change race / category / wave" of an order item (spec §7 item change): event → race → category →
 * wave of the order's series, and whether the item keeps its price or takes the target's current
 * one. A confirmation step names the move; the server releases the old places and takes the new
 * ones at once and refuses a full target, a category whose age or gender rules the registrant does
 * not meet, or a team member with the §8 messages, shown here without closing the dialog.
 */
export function ItemChangeDialog({ order, item }: { order: Order; item: Item }) {
  const { t } = useTranslation(ORDERS_NS);
  const money = useMoney();
  const call = useAdminOrderCall(order.id);
  const [open, setOpen] = useState(false);
  const [eventGuid, setEventGuid] = useState(item.seriesEventGuid);
  const [raceGuid, setRaceGuid] = useState(item.subEventGuid);
  const [categoryGuid, setCategoryGuid] = useState(item.categoryGuid);
  const [waveGuid, setWaveGuid] = useState(item.waveGuid ?? '');
  const [price, setPrice] = useState<Price>('keep');
  const [confirming, setConfirming] = useState(false);
  const [missing, setMissing] = useState(false);

  const events = useQuery({
    queryKey: ['back-office', 'series-events', order.seriesGuid],
    queryFn: ({ signal }) => seriesEvents(order.seriesGuid, signal),
    enabled: open,
    meta: { silentError: true },
  });
  const races = useQuery({
    queryKey: ['back-office', 'event-races', eventGuid],
    queryFn: ({ signal }) => eventRaces(eventGuid, signal),
    enabled: open && Boolean(eventGuid),
    meta: { silentError: true },
  });
  // Team and relay races need a team: an item moves only between individual races.
  const raceRows = (races.data ?? []).filter((r) => r.type === SubEventType.REGULAR);
  const race = raceRows.find((r) => r.guid === raceGuid);
  const category = race?.categories.find((c) => c.guid === categoryGuid);
  const wave = race?.waves.find((w) => w.guid === waveGuid);
  const eventName = events.data?.find((e) => e.guid === eventGuid)?.name ?? item.eventName;
  const name = `${item.firstName} ${item.lastName}`;
  const free = (capacity: number, used: number) =>
    capacity > 0 ? t('admin.itemChange.free', { count: Math.max(0, capacity - used) }) : '';
  const describe = (parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' – ');
  const from = describe([item.eventName, item.subEventName, item.categoryName, item.waveName]);
  const to = describe([eventName, race?.name, category?.name, wave?.name]);

  const reset = () => {
    setEventGuid(item.seriesEventGuid);
    setRaceGuid(item.subEventGuid);
    setCategoryGuid(item.categoryGuid);
    setWaveGuid(item.waveGuid ?? '');
    setPrice('keep');
    setConfirming(false);
    setMissing(false);
    call.reset();
  };
  const onOpenChange = (next: boolean) => {
    if (next) reset();
    setOpen(next);
  };
  const chooseEvent = (guid: string) => {
    setEventGuid(guid);
    setRaceGuid('');
    setCategoryGuid('');
    setWaveGuid('');
  };
  const chooseRace = (guid: string) => {
    setRaceGuid(guid);
    setCategoryGuid('');
    setWaveGuid('');
  };
  const review = (e: FormEvent) => {
    e.preventDefault();
    if (!race || !category) {
      setMissing(true);
      return;
    }
    call.reset();
    setConfirming(true);
  };
  const move = () =>
    call.mutate(
      {
        kind: 'itemChange',
        itemId: item.id,
        seriesEventId: eventGuid,
        seriesSubEventId: raceGuid,
        seriesCategoryId: categoryGuid,
        seriesWaveId: waveGuid || null,
        price,
      },
      { onSuccess: () => setOpen(false), onError: () => setConfirming(false) },
    );
  const cur = order.currency as CurrencyCode;
  const leavesNumber = item.startNumber !== null && raceGuid !== item.subEventGuid;
  // Cards belong to an event and may be limited to races: another race may not ask them.
  const mayDropAnswers = item.values.length > 0 && raceGuid !== item.subEventGuid;

  return (
    <TriggerDialog
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      trigger={
        <Button size="xs" variant="outline">
          {t('admin.itemChange.label')}
        </Button>
      }
    >
      <form onSubmit={review} noValidate>
        <Dialog.Header>
          <Dialog.Title>{t('admin.itemChange.title', { name })}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <Text>{t('admin.itemChange.now', { place: from })}</Text>
            {call.isError && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Description>{errorMessage(call.error)}</Alert.Description>
              </Alert.Root>
            )}
            {(events.isError || races.isError) && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Description>{errorMessage(events.error ?? races.error)}</Alert.Description>
              </Alert.Root>
            )}
            {confirming ? (
              <Stack gap="2">
                <Text fontWeight="semibold">{t('admin.itemChange.question', { name, from, to })}</Text>
                <Text>
                  {price === 'keep'
                    ? t('admin.itemChange.keepsPrice', {
                        price: money(item.basePrice, cur),
                      })
                    : t('admin.itemChange.takesPrice')}
                </Text>
                {leavesNumber && (
                  <Text>{t('admin.itemChange.startNumber', { number: item.startNumber })}</Text>
                )}
                {mayDropAnswers && <Text>{t('admin.itemChange.dropsAnswers')}</Text>}
              </Stack>
            ) : (
              <>
                <Select
                  label={t('admin.itemChange.event')}
                  value={eventGuid}
                  onChange={chooseEvent}
                  disabled={events.isPending}
                >
                  {(events.data ?? [{ guid: item.seriesEventGuid, name: item.eventName }]).map((e) => (
                    <option key={e.guid} value={e.guid}>
                      {e.name}
                    </option>
                  ))}
                </Select>
                <Select
                  label={t('admin.itemChange.race')}
                  value={raceGuid}
                  onChange={chooseRace}
                  invalid={missing && !race}
                  error={t('admin.itemChange.required')}
                  disabled={races.isPending}
                >
                  <option value="">{t('admin.itemChange.choose')}</option>
                  {raceRows.map((r) => (
                    <option key={r.guid} value={r.guid}>
                      {describe([r.name, free(r.capacity, r.used)])}
                    </option>
                  ))}
                </Select>
                <Select
                  label={t('admin.itemChange.category')}
                  value={categoryGuid}
                  onChange={setCategoryGuid}
                  invalid={missing && !category}
                  error={t('admin.itemChange.required')}
                  disabled={!race}
                >
                  <option value="">{t('admin.itemChange.choose')}</option>
                  {(race?.categories ?? []).map((c) => (
                    <option key={c.guid} value={c.guid}>
                      {describe([c.name, free(c.capacity, c.used)])}
                    </option>
                  ))}
                </Select>
                <Select
                  label={t('admin.itemChange.wave')}
                  value={waveGuid}
                  onChange={setWaveGuid}
                  disabled={!race || race.waves.length === 0}
                >
                  <option value="">{t('admin.itemChange.noWave')}</option>
                  {(race?.waves ?? []).map((w) => (
                    <option key={w.guid} value={w.guid}>
                      {describe([w.name, free(w.capacity, w.used)])}
                    </option>
                  ))}
                </Select>
                <Select
                  label={t('admin.itemChange.price')}
                  value={price}
                  onChange={(v) => setPrice(v as Price)}
                >
                  <option value="keep">
                    {t('admin.itemChange.priceKeep', { price: money(item.basePrice, cur) })}
                  </option>
                  <option value="target">{t('admin.itemChange.priceTarget')}</option>
                </Select>
              </>
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer flexWrap="wrap">
          {confirming ? (
            <>
              <Button variant="outline" onClick={() => setConfirming(false)}>
                {t('admin.itemChange.back')}
              </Button>
              <Button loading={call.isPending} onClick={move}>
                {t('admin.itemChange.submit')}
              </Button>
            </>
          ) : (
            <>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('admin.itemChange.cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button type="submit">{t('admin.itemChange.continue')}</Button>
            </>
          )}
        </Dialog.Footer>
      </form>
    </TriggerDialog>
  );
}
