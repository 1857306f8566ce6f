import { Button, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubeventView } from '@shared/catalog/catalog-schemas';
import type { ListPart } from '@shared/waiting-list/waiting-list-schemas';
import { CATALOG_NS } from '../../catalog-namespace';

const load = () => import('./join-waiting-list');
const JoinWaitingList = lazy(load);

/**
 * On a sold-out race of the event page: one button; the join form, its texts and calls load on the
 * first tap (hover or focus starts the download), so the event page grows by this button only.
 */
export function WaitingListEntry({
  subEventGuid,
  raceName,
  part,
}: {
  subEventGuid: string;
  raceName: string;
  part?: ListPart;
}) {
  const { t } = useTranslation(CATALOG_NS);
  const [open, setOpen] = useState(false);
  if (open)
    return (
      <Suspense fallback={null}>
        <JoinWaitingList subEventGuid={subEventGuid} raceName={raceName} part={part} />
      </Suspense>
    );
  return (
    <Button
      mt="3"
      variant="outline"
      colorPalette="brand"
      onMouseEnter={() => void load()}
      onFocus={() => void load()}
      onClick={() => setOpen(true)}
      data-testid="waiting-list-open"
    >
      {t('waitingList')}
    </Button>
  );
}

/**
 * The chosen category's list, else the chosen wave's, where that one is sold out while the race
 * still has places and keeps its own list (issue 27).
 */
export function PartWaitingList({
  sub,
  categoryGuid,
  waveGuid,
}: {
  sub: SubeventView;
  categoryGuid: string | null;
  waveGuid: string | null;
}) {
  const { t } = useTranslation(CATALOG_NS);
  const listed = <P extends { availability: string; waitingList?: string | undefined }>(p?: P) =>
    p?.availability === 'capacityReached' && p.waitingList ? p : undefined;
  const category = listed(sub.categories.find((c) => c.guid === categoryGuid));
  const part = category ?? listed(sub.waves.find((w) => w.guid === waveGuid));
  if (!part) return null;
  if (part.waitingList === 'full')
    return (
      <Text mt="3" fontSize="sm" color="fg.muted" data-testid="waiting-list-full">
        {t('waitingListFull')}
      </Text>
    );
  return (
    <WaitingListEntry
      key={part.guid}
      subEventGuid={sub.guid}
      raceName={`${sub.name} – ${part.name}`}
      part={{ kind: category ? 'category' : 'wave', guid: part.guid }}
    />
  );
}
