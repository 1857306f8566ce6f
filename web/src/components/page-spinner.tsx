import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Full-area loading indicator with an accessible label (startup, lazy routes). */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center minH={fullScreen ? '100dvh' : '50vh'} role="status" aria-live="polite">
      <Spinner size="xl" color="brand.fg" borderWidth="3px" aria-hidden="true" />
      <VisuallyHidden>{t('a11y.loading')}</VisuallyHidden>
    </Center>
  );
}
