import { Button } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { errorMessage, notify } from '../../lib/notify';
import { useConfirm } from './confirm-dialog';

/**
 * The delete button of a record's own screen: asks first (naming the record), deletes, refreshes
 * what listed it and goes back up to that list; a refusal is shown and the screen stays.
 */
export function DeleteAndLeave({
  label,
  question,
  deletedText,
  remove,
  refresh,
  size,
}: {
  label: string;
  question: { title: string; body: string };
  deletedText: string;
  remove: () => Promise<unknown>;
  /** Refreshes the queries that showed the record (awaited before leaving). */
  refresh: () => Promise<unknown>;
  size?: 'sm';
}) {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: async () => {
      notify.success(deletedText);
      await refresh();
      void navigate('..', { replace: true });
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  const ask = async () => {
    if (await confirm({ ...question, confirmLabel: label, destructive: true })) mutation.mutate();
  };
  return (
    <Button
      colorPalette="red"
      variant="outline"
      size={size}
      loading={mutation.isPending}
      onClick={() => void ask()}
    >
      {label}
    </Button>
  );
}
