import { HStack, IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_BUILDER_NS } from '../form-builder-namespace';

/**
 * Move up / move down buttons: reorder by keyboard or pointer (announced by their labels), beside
 * the entry's drag handle when it has one (./sortable-list.tsx).
 */
export function MoveButtons({
  name,
  index,
  total,
  onMove,
  handle,
  children,
}: {
  name: string;
  index: number;
  total: number;
  onMove: (by: -1 | 1) => void;
  handle?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation(FORM_BUILDER_NS);
  return (
    <HStack gap="1">
      {handle}
      <IconButton
        size="xs"
        variant="outline"
        aria-label={t('moveUp', { name })}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        ↑
      </IconButton>
      <IconButton
        size="xs"
        variant="outline"
        aria-label={t('moveDown', { name })}
        disabled={index === total - 1}
        onClick={() => onMove(1)}
      >
        ↓
      </IconButton>
      {children}
    </HStack>
  );
}
