import { Box, IconButton, Stack } from '@chakra-ui/react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_BUILDER_NS } from '../form-builder-namespace';

/**
 * An ordered list whose entries are dragged into a new order (spec: drag-and-drop reorder, keyboard
 * accessible): by pointer on an entry's handle, or with the keyboard on the handle (Space or Enter
 * picks the entry up, the arrows move it, Space or Enter drops it, Escape puts it back), each step
 * announced to screen readers in the interface language. The move buttons beside it stay.
 */
export function SortableList<T>({
  items,
  idOf,
  nameOf,
  label,
  id,
  onReorder,
  children,
}: {
  items: readonly T[];
  idOf: (item: T) => string;
  nameOf: (item: T) => string;
  /** The list's accessible name. */
  label: string;
  id?: string;
  /** The entry at `from` goes to `to` (indexes of `items`). */
  onReorder: (from: number, to: number) => void;
  /** One entry's content; `handle` is its drag handle, placed by the caller. */
  children: (item: T, index: number, handle: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation(FORM_BUILDER_NS);
  const sensors = useSensors(
    // A click on the handle is not a drag: only a move of a few pixels starts one.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map(idOf), [items, idOf]);
  // The place last announced: a drag starts over its own place, which "picked up" already says.
  const lastOver = useRef<UniqueIdentifier | null>(null);

  const announcements = useMemo<Announcements>(() => {
    const indexOf = (key: UniqueIdentifier) => ids.indexOf(String(key));
    const nameAt = (key: UniqueIdentifier) => {
      const item = items[indexOf(key)];
      return item === undefined ? '' : nameOf(item);
    };
    const total = ids.length;
    return {
      onDragStart: ({ active }) => {
        lastOver.current = active.id;
        return t('drag.picked', { name: nameAt(active.id), position: indexOf(active.id) + 1, total });
      },
      onDragOver: ({ active, over }) => {
        if (!over || over.id === lastOver.current) return undefined;
        lastOver.current = over.id;
        return t('drag.over', { name: nameAt(active.id), position: indexOf(over.id) + 1, total });
      },
      onDragEnd: ({ active, over }) =>
        over
          ? t('drag.dropped', { name: nameAt(active.id), position: indexOf(over.id) + 1, total })
          : t('drag.cancelled', { name: nameAt(active.id) }),
      onDragCancel: ({ active }) => t('drag.cancelled', { name: nameAt(active.id) }),
    };
  }, [ids, items, nameOf, t]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onReorder(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('drag.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack as="ol" listStyleType="none" gap="2" aria-label={label} id={id}>
          {items.map((item, index) => (
            <SortableEntry key={ids[index]} id={ids[index] as string} name={nameOf(item)}>
              {(handle) => children(item, index, handle)}
            </SortableEntry>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function SortableEntry({
  id,
  name,
  children,
}: {
  id: string;
  name: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation(FORM_BUILDER_NS);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const handle = (
    <IconButton
      ref={setActivatorNodeRef}
      size="xs"
      variant="ghost"
      cursor={isDragging ? 'grabbing' : 'grab'}
      touchAction="none"
      {...attributes}
      {...listeners}
      aria-label={t('drag.handle', { name })}
    >
      ⠿
    </IconButton>
  );
  return (
    <Box
      as="li"
      ref={setNodeRef}
      borderWidth="1px"
      borderRadius="md"
      p="3"
      bg="bg"
      position="relative"
      zIndex={isDragging ? 1 : undefined}
      shadow={isDragging ? 'md' : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(handle)}
    </Box>
  );
}
