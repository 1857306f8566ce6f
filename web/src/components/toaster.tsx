import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-recipes/toast';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeToastRequests, takeToastRequests } from '../lib/notify';

const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 5 });

/** Darker success/warning backgrounds than Chakra's defaults: white text needs 4.5:1 (WCAG AA). */
const contrastFix = {
  '&[data-type=success]': { bg: 'green.700', color: 'white' },
  '&[data-type=warning]': { bg: 'orange.700', color: 'white' },
};

/** The toast area, bottom-right; shows what lib/notify queued. Loaded with the first toast. */
export default function Toaster() {
  const { t } = useTranslation();

  // The toast group subscribes to the store once its machine has started, which is not yet the
  // case when this effect runs on first mount: the queued requests are handed over one task later.
  useEffect(() => {
    const flush = () =>
      takeToastRequests().forEach((request) =>
        toaster.create({ ...request, closable: true, duration: request.duration ?? 5000 }),
      );
    const first = setTimeout(flush, 0);
    const unsubscribe = subscribeToastRequests(flush);
    return () => {
      clearTimeout(first);
      unsubscribe();
    };
  }, []);

  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          // The recipe travels with this chunk, not in the design system (app/chakra-system.ts).
          <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }} css={contrastFix}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label={t('a11y.close')} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
