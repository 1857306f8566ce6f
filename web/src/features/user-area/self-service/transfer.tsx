import { Box, Button, Text } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ownerTransferCalls } from './transfer-api';
import { TRANSFER_NS } from './transfer-namespace';

const TransferForm = lazy(async () => ({ default: (await import('./transfer-form')).TransferForm }));

/** "Transfer to another runner" of one registration in My registrations: loads only when opened. */
export function Transfer({ itemId }: { itemId: string }) {
  const { t } = useTranslation(TRANSFER_NS);
  const [open, setOpen] = useState(false);
  const calls = useMemo(() => ownerTransferCalls(itemId), [itemId]);
  return (
    <Box mt="2">
      {!open ? (
        <Button size="xs" variant="outline" onClick={() => setOpen(true)}>
          {t('open')}
        </Button>
      ) : (
        <Suspense fallback={<Text color="fg.muted">{t('loading')}</Text>}>
          <TransferForm calls={calls} onDone={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
