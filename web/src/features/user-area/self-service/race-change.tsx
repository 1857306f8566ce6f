import { Box, Button, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SELF_SERVICE_NS } from './self-service-namespace';

const RaceChangeForm = lazy(async () => ({ default: (await import('./race-change-form')).RaceChangeForm }));

/** "Change race" of one registration in My registrations: the form loads only when opened. */
export function RaceChange({ itemId }: { itemId: string }) {
  const { t } = useTranslation(SELF_SERVICE_NS);
  const [open, setOpen] = useState(false);
  return (
    <Box mt="2">
      {!open ? (
        <Button size="xs" variant="outline" onClick={() => setOpen(true)}>
          {t('raceChange.open')}
        </Button>
      ) : (
        <Suspense fallback={<Text color="fg.muted">{t('raceChange.loading')}</Text>}>
          <RaceChangeForm itemId={itemId} onDone={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
