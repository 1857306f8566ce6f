import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { numberingFormValues, type NumberingView } from '@shared/back-office/numbering-schemas';
import { api } from '../../../../lib/api-client';
import { errorMessage, notify } from '../../../../lib/notify';
import { useConfirm } from '../../../kit';
import { NUMBERINGS_KEY, numberingsQuery, useSeriesRaces, type RaceOption } from '../api/numbering-queries';
import { NumberingForm } from '../components/numbering-form';
import { NumberingRun } from '../components/numbering-run';
import { NumbersFromFile } from '../components/numbers-from-file';
import { NUMBERINGS_NS } from '../numberings-namespace';

function summaryOf(n: NumberingView, races: RaceOption[], t: TFunction<'numberings'>): string {
  const race = races.find((r) => r.guid === n.subEventGuid);
  const category = race?.categories.find((c) => c.guid === n.categoryGuid)?.name;
  const wave = race?.waves.find((w) => w.guid === n.waveGuid)?.name;
  return [
    race?.label ?? n.subEventName,
    category ?? t('form.allCategories'),
    wave,
    t('list.range', { from: n.numberingFrom, to: n.numberingTo ?? '…' }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The series form's "Numberings" tab (spec §2, §3 Numbering): the series' start-number rules per
 * race; each can be previewed, executed and cleared. Mounted by the series editor through the
 * shell's section registry (web/src/back-office/shell/series-sections.tsx).
 */
export default function SeriesNumberingsTab({ seriesId }: { seriesId: string }) {
  const { t } = useTranslation(NUMBERINGS_NS);
  const list = useQuery(numberingsQuery(seriesId));
  const { races } = useSeriesRaces(seriesId);
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [open, setOpen] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...NUMBERINGS_KEY, 'list'] });
  const items = list.data?.items ?? [];

  const remove = async (n: NumberingView) => {
    const yes = await confirm({
      title: t('delete.title'),
      body: t('delete.question', { name: summaryOf(n, races, t) }),
      confirmLabel: t('delete.confirm'),
      destructive: true,
    });
    if (!yes) return;
    try {
      await api.call(adminSeriesRoutes.deleteNumbering, {
        params: { id: n.guid },
        query: { seriesGuid: seriesId },
      });
      notify.success(t('delete.done'));
      await refresh();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Stack as="section" gap="4" aria-labelledby="numberings-title">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h3" size="md" id="numberings-title">
          {t('title')}
        </Heading>
        <Button size="sm" variant="outline" onClick={() => setOpen('new')} disabled={open === 'new'}>
          {t('list.add')}
        </Button>
      </HStack>
      <Text color="fg.muted">{t('lead')}</Text>
      {list.isError && <Text color="fg.error">{errorMessage(list.error)}</Text>}
      {open === 'new' && (
        <Box borderWidth="1px" borderRadius="md" p="3">
          <NumberingForm
            races={races}
            defaultValues={numberingFormValues(seriesId)}
            onSubmit={async (rule) => {
              await api.call(adminSeriesRoutes.createNumbering, { body: rule });
              notify.success(t('form.saved'));
              setOpen(null);
              await refresh();
            }}
          />
          <Button mt="2" size="sm" variant="ghost" onClick={() => setOpen(null)}>
            {t('form.cancel')}
          </Button>
        </Box>
      )}
      {list.isSuccess && !items.length && open !== 'new' && <Text>{t('list.empty')}</Text>}
      <Stack as="ul" gap="3" listStyleType="none">
        {items.map((n) => (
          <Box as="li" key={n.guid} borderWidth="1px" borderRadius="md" p="3">
            <Stack gap="3">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Stack gap="0">
                  <Text fontWeight="semibold">{summaryOf(n, races, t)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('list.assigned', { count: n.assignedCount })}
                  </Text>
                </Stack>
                <HStack gap="1">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-expanded={open === `edit:${n.guid}`}
                    onClick={() => setOpen(open === `edit:${n.guid}` ? null : `edit:${n.guid}`)}
                  >
                    {t('list.edit')}
                  </Button>
                  <Button size="sm" variant="ghost" colorPalette="red" onClick={() => void remove(n)}>
                    {t('list.delete')}
                  </Button>
                </HStack>
              </HStack>
              {open === `edit:${n.guid}` && (
                <NumberingForm
                  races={races}
                  defaultValues={numberingFormValues(seriesId, n)}
                  onSubmit={async (rule) => {
                    await api.call(adminSeriesRoutes.updateNumbering, { params: { id: n.guid }, body: rule });
                    notify.success(t('form.saved'));
                    setOpen(null);
                    await refresh();
                  }}
                />
              )}
              <NumberingRun key={n.dateUpdated} numbering={n} />
            </Stack>
          </Box>
        ))}
      </Stack>
      <NumbersFromFile seriesId={seriesId} races={races} />
    </Stack>
  );
}
