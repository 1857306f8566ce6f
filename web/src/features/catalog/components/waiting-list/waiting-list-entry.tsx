import { Button, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubcategoryView, SubeventView } from '@shared/catalog/catalog-schemas';
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
  label,
}: {
  subEventGuid: string;
  raceName: string;
  part?: ListPart;
  /** The button's text when the race shows more than one list (a sub-category's). */
  label?: string;
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
      {label ?? t('waitingList')}
    </Button>
  );
}

/**
 * A race's waiting list on the event page (issue 27): the race's own where the race is sold out;
 * while it is open, the chosen category's, else the chosen wave's, where that one is sold out, else
 * those of the chosen category's sold-out sub-categories.
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
  if (!list) {
    // A sub-category is not chosen (age and gender decide it): each sold-out one of the chosen
    // category shows its own list.
    const chosen = choosing ? sub.categories.find((c) => c.guid === categoryGuid) : undefined;
    return (
      <>
        {chosen?.subcategories.map((sc) => (
          <SubcategoryList key={sc.guid} sub={sub} category={chosen.name} sc={listed(sc)} />
        ))}
      </>
    );
  }
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

function SubcategoryList({
  sub,
  category,
  sc,
}: {
  sub: SubeventView;
  category: string;
  sc: SubcategoryView | undefined;
}) {
  const { t } = useTranslation(CATALOG_NS);
  if (!sc) return null;
  if (sc.waitingList === 'full')
    return (
      <Text mt="3" fontSize="sm" color="fg.muted" data-testid="waiting-list-full">
        {t('waitingListSubcategoryFull', { name: sc.name })}
      </Text>
    );
  return (
    <WaitingListEntry
      subEventGuid={sub.guid}
      raceName={`${sub.name} – ${category} – ${sc.name}`}
      part={{ kind: 'subcategory', guid: sc.guid }}
      label={t('waitingListSubcategory', { name: sc.name })}
    />
  );
}
