import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FORM_BUILDER_NS } from '../form-builder-namespace';

/** How many registrations use a field or an option, against its capacity (0 = unlimited). */
export function UsageBadge({ used, capacity }: { used: number; capacity: number }) {
  const { t } = useTranslation(FORM_BUILDER_NS);
  return (
    <Badge colorPalette={capacity > 0 && used >= capacity ? 'red' : 'gray'}>
      {capacity > 0 ? t('usage.limited', { used, capacity }) : t('usage.unlimited', { used })}
    </Badge>
  );
}
