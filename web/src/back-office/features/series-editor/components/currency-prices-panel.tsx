import { Box, Button, Field, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { currencyPriceId, type CurrencyPriceTarget } from '@shared/back-office/currency-price-schemas';
import type { Prices, Subevent } from '@shared/back-office/race-schemas';
import type { CurrencyCode } from '@shared/codelists/enums';
import { parseMajorAmount } from '@shared/money';
import { api } from '../../../../lib/api-client';
import { errorMessage, notify } from '../../../../lib/notify';
import { useConfirm, useUnsavedChangesGuard } from '../../../kit';
import { SERIES_EDITOR_KEY } from '../api/series-editor-queries';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';

/** A priced record of the race: a category, a pricing tier of one, or a wave. */
export interface PricedRow {
  type: CurrencyPriceTarget;
  guid: string;
  name: string;
  prices: Prices;
  version: number;
}

export function pricedRows(race: Subevent): PricedRow[] {
  const row = (type: CurrencyPriceTarget, r: Omit<PricedRow, 'type'>) => ({
    type,
    guid: r.guid,
    name: r.name,
    prices: r.prices,
    version: r.version,
  });
  return [
    ...race.categories.flatMap((c) => [
      row('category', c),
      ...c.pricings.map((p) => row('pricing', { ...p, name: `${c.name} · ${p.name}` })),
    ]),
    ...race.waves.map((w) => row('wave', w)),
  ];
}

const shown = (minor: number | undefined) => (minor === undefined ? '' : String(minor / 100));

/** What saving the typed prices of one currency changes: new, changed and removed prices. */
export function priceChanges(rows: PricedRow[], currency: CurrencyCode, typed: Record<string, string>) {
  const invalid: string[] = [];
  const creates: Array<{
    targetType: CurrencyPriceTarget;
    targetId: string;
    currency: CurrencyCode;
    price: number;
  }> = [];
  const updates: Array<{ id: string; price: number; version: number }> = [];
  const removes: PricedRow[] = [];
  for (const r of rows) {
    const text = (typed[r.guid] ?? shown(r.prices[currency])).trim();
    const before = r.prices[currency];
    if (text === '') {
      if (before !== undefined) removes.push(r);
      continue;
    }
    const price = parseMajorAmount(text);
    if (price === null) invalid.push(r.guid);
    else if (before === undefined) creates.push({ targetType: r.type, targetId: r.guid, currency, price });
    else if (price !== before)
      updates.push({ id: currencyPriceId(r.guid, currency), price, version: r.version });
  }
  return { invalid, creates, updates, removes };
}

/**
 * Every price of the race in one currency (spec §7 currency-prices): what a runner pays when the
 * cart is in that currency. New prices are created together, changed ones updated together,
 * cleared ones removed after a confirmation; each is in the race's history.
 */
export function CurrencyPricesPanel({
  race,
  currencies,
}: {
  race: Subevent;
  currencies: readonly CurrencyCode[];
}) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [currency, setCurrency] = useState<CurrencyCode | ''>('');
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [invalid, setInvalid] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const chosen = currency || currencies[0];
  useUnsavedChangesGuard(Object.keys(typed).length > 0);
  const rows = pricedRows(race);
  if (!chosen) return null;

  const pick = (next: CurrencyCode) => {
    setCurrency(next);
    setTyped({});
    setInvalid([]);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changes = priceChanges(rows, chosen, typed);
    setInvalid(changes.invalid);
    if (changes.invalid.length) return;
    if (!changes.creates.length && !changes.updates.length && !changes.removes.length) {
      notify.success(t('races.currencyPrices.noChanges'));
      return;
    }
    if (
      changes.removes.length &&
      !(await confirm({
        title: t('races.currencyPrices.removeTitle', { currency: chosen }),
        body: t('races.currencyPrices.removeBody', {
          currency: chosen,
          names: changes.removes.map((r) => r.name).join(', '),
        }),
        confirmLabel: t('races.currencyPrices.removeConfirm'),
        destructive: true,
      }))
    )
      return;
    const seriesEventSubEventId = race.guid;
    setBusy(true);
    try {
      if (changes.creates.length)
        await api.call(adminSeriesRoutes.createManyCurrencyPrices, {
          body: { seriesEventSubEventId, items: changes.creates },
        });
      if (changes.updates.length)
        await api.call(adminSeriesRoutes.updateManyCurrencyPrices, {
          body: { seriesEventSubEventId, items: changes.updates },
        });
      for (const r of changes.removes)
        await api.call(adminSeriesRoutes.deleteCurrencyPrice, {
          params: { id: currencyPriceId(r.guid, chosen) },
          query: { seriesEventSubEventId },
        });
      setTyped({});
      notify.success(t('form.cacheNote'), t('races.currencyPrices.saved', { currency: chosen }));
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: SERIES_EDITOR_KEY });
    }
  };

  return (
    <Stack as="section" gap="3" aria-labelledby="currency-prices-title">
      <Heading as="h3" size="md" id="currency-prices-title">
        {t('races.currencyPrices.title')}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('races.currencyPrices.help')}
      </Text>
      {!rows.length ? (
        <Text color="fg.muted">{t('races.currencyPrices.empty')}</Text>
      ) : (
        <form onSubmit={(e) => void save(e)} noValidate>
          <Stack gap="3">
            <Field.Root maxW="40">
              <Field.Label>{t('races.currencyPrices.currency')}</Field.Label>
              <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
                <NativeSelect.Field value={chosen} onChange={(e) => pick(e.target.value as CurrencyCode)}>
                  {currencies.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Stack as="ul" gap="2" listStyleType="none">
              {rows.map((r) => (
                <Box as="li" key={`${chosen}-${r.guid}`}>
                  <Field.Root invalid={invalid.includes(r.guid)}>
                    <HStack gap="3" wrap="wrap" align="center">
                      <Field.Label flex="1" minW="48" mb="0">
                        {r.name}{' '}
                        <Text as="span" color="fg.muted" fontWeight="normal">
                          ({t(`races.currencyPrices.kinds.${r.type}`)})
                        </Text>
                      </Field.Label>
                      <HStack gap="1" maxW="48">
                        <Input
                          inputMode="decimal"
                          name={currencyPriceId(r.guid, chosen)}
                          value={typed[r.guid] ?? shown(r.prices[chosen])}
                          onChange={(e) => setTyped({ ...typed, [r.guid]: e.target.value })}
                        />
                        <Text aria-hidden>{chosen}</Text>
                      </HStack>
                    </HStack>
                    <Field.ErrorText>{t('races.currencyPrices.invalid')}</Field.ErrorText>
                  </Field.Root>
                </Box>
              ))}
            </Stack>
            <HStack>
              <Button type="submit" loading={busy}>
                {t('races.currencyPrices.save', { currency: chosen })}
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
