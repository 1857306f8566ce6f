import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOG_NS } from '../../catalog-namespace';

const load = () => import('./join-waiting-list');
const JoinWaitingList = lazy(load);

/**
 * On a sold-out race of the event page: one button; the join form, its texts and calls load on the
 * first tap (hover or focus starts the download), so the event page grows by this button only.
 */
export function WaitingListEntry({ subEventGuid, raceName }: { subEventGuid: string; raceName: string }) {
  const { t } = useTranslation(CATALOG_NS);
  const [open, setOpen] = useState(false);
  if (open)
    return (
      <Suspense fallback={null}>
        <JoinWaitingList subEventGuid={subEventGuid} raceName={raceName} />
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
