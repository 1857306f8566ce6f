import { Badge, type BadgeProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Availability } from '@shared/catalog/catalog-schemas';
import { useShowingRenderedData } from '../model/rendered-data';

const PALETTE: Record<Availability, BadgeProps['colorPalette']> = {
  open: 'green',
  notOpenYet: 'blue',
  closed: 'gray',
  capacityReached: 'red',
};

/**
 * Registration state of an event, subevent, category or wave (spec §4), translated. Kept in place
 * but hidden (from screen readers too) while the page shows its rendered data, which may be stale.
 */
export function AvailabilityBadge({
  availability,
  label,
  ...rest
}: { availability: Availability; label?: string } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge
      colorPalette={PALETTE[availability]}
      variant="subtle"
      size="md"
      data-availability={availability}
      visibility={useShowingRenderedData() ? 'hidden' : undefined}
      {...rest}
    >
      {label ?? t(`availability.${availability}`)}
    </Badge>
  );
}
