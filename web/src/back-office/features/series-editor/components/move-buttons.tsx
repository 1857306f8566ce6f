import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';

/** The order of guids after moving the one at `index` by one place up (-1) or down (1). */
export const moved = (guids: string[], index: number, by: -1 | 1) => {
  const order = [...guids];
  const [item] = order.splice(index, 1);
  order.splice(index + by, 0, item as string);
  return order;
};

/** Up and down buttons of one row of an ordered list, named after the row for screen readers. */
export function MoveButtons({
  name,
  index,
  count,
  busy,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  busy: boolean;
  onMove: (index: number, by: -1 | 1) => void;
}) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  return (
    <>
      <IconButton
        size="xs"
        variant="outline"
        aria-label={t('events.moveUp', { name })}
        disabled={index <= 0 || busy}
        onClick={() => onMove(index, -1)}
      >
        ↑
      </IconButton>
      <IconButton
        size="xs"
        variant="outline"
        aria-label={t('events.moveDown', { name })}
        disabled={index >= count - 1 || busy}
        onClick={() => onMove(index, 1)}
      >
        ↓
      </IconButton>
    </>
  );
}
