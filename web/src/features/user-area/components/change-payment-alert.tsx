import { Alert } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

const STATUS = {
  paid: 'success',
  notApplied: 'warning',
  failed: 'error',
  expired: 'error',
  pending: 'info',
} as const;

export type ChangePaymentStatus = keyof typeof STATUS;

/**
 * Where the card gateway sends the runner back after paying a change of a registration (details,
 * race): the change's state as the server knows it. The address only names the change; whether it
 * was paid and applied is read, never trusted. `describe` gives nothing for a change without a
 * payment (then nothing is shown).
 */
export function ChangePaymentAlert<T>({
  load,
  describe,
  title,
  loadingText,
}: {
  /** Reads the change (a stable function: the read runs again when it changes). */
  load: (signal: AbortSignal) => Promise<T>;
  describe: (answer: T) => { status: ChangePaymentStatus; text: string } | null;
  title: string;
  loadingText: string;
}) {
  const [answer, setAnswer] = useState<{ value: T } | undefined>(undefined);
  const [failed, setFailed] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => setAnswer({ value }),
      (error: unknown) => {
        if (!controller.signal.aborted) setFailed(error instanceof Error ? error.message : String(error));
      },
    );
    return () => controller.abort();
  }, [load]);

  const described = answer ? describe(answer.value) : undefined;
  if (described === null) return null;
  return (
    <Alert.Root
      status={described ? STATUS[described.status] : failed ? 'error' : 'info'}
      role="status"
      mb="4"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{failed || (described?.text ?? loadingText)}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
