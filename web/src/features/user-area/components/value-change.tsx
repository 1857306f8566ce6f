import { Box, Button, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_AREA_NS } from '../user-area-namespace';

// The form and its calls load only when a runner opens it.
const ValueChangeForm = lazy(async () => ({
  default: (await import('./value-change-form')).ValueChangeForm,
}));

/** "Change details" of one registration: opens the form of the values the race lets its runner change. */
export function ValueChange({ itemId }: { itemId: string }) {
  const { t } = useTranslation(USER_AREA_NS);
  const [open, setOpen] = useState(false);
  return (
    <Box mt="2">
      {!open ? (
        <Button size="xs" variant="outline" onClick={() => setOpen(true)}>
          {t('registrations.valueChange.open')}
        </Button>
      ) : (
        <Suspense fallback={<Text color="fg.muted">{t('registrations.valueChange.loading')}</Text>}>
          <ValueChangeForm itemId={itemId} onDone={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
