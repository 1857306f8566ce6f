import { Button, HStack } from '@chakra-ui/react';

/** A list row's edit and delete buttons, each named for screen readers with the row it acts on. */
export function EditDeleteActions({
  editText,
  deleteText,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  editText: string;
  deleteText: string;
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <HStack gap="2">
      <Button size="sm" variant="outline" aria-label={editLabel} onClick={onEdit}>
        {editText}
      </Button>
      <Button size="sm" variant="outline" colorPalette="red" aria-label={deleteLabel} onClick={onDelete}>
        {deleteText}
      </Button>
    </HStack>
  );
}
