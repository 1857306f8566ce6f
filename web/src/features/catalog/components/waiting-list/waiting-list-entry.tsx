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
 * A race's waiting list on the event page (issue 27): the race's own where the race is sold out;
 * while it is open, the chosen category's, else the chosen wave's, where that one is sold out.
 * "Join" where the list is on, "full" at its limit, nothing where there is no list.
 */
export function SubeventWaitingList({
  sub,
  choosing,
  categoryGuid,
  waveGuid,
}: {
  sub: SubeventView;
  choosing: boolean;
  categoryGuid: string | null;
  waveGuid: string | null;
}) {
  const { t } = useTranslation(CATALOG_NS);
  const listed = <P extends { availability: string; waitingList?: string | undefined }>(p?: P) =>
    p?.availability === 'capacityReached' && p.waitingList ? p : undefined;
  const category = choosing ? listed(sub.categories.find((c) => c.guid === categoryGuid)) : undefined;
  const part = category ?? (choosing ? listed(sub.waves.find((w) => w.guid === waveGuid)) : undefined);
  const list = part ?? listed(sub);
  if (!list) return null;
  if (list.waitingList === 'full')
    return (
      <Text mt="3" fontSize="sm" color="fg.muted" data-testid="waiting-list-full">
        {t('waitingListFull')}
      </Text>
    );
  return (
    <WaitingListEntry
      key={list.guid}
      subEventGuid={sub.guid}
      raceName={part ? `${sub.name} – ${part.name}` : sub.name}
      {...(part ? { part: { kind: category ? 'category' : 'wave', guid: part.guid } } : {})}
    />
  );
}
