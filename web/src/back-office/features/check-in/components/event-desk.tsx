import { Alert, Badge, Button, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ticketTokenSchema } from '@shared/check-in/check-in-schemas';
import { ApiError } from '../../../../lib/api-error';
import { errorMessage } from '../../../../lib/notify';
import { useSession } from '../../../../lib/session';
import { checkInKeys, searchQuery, sendCheckIn, sendUndo, unreachable } from '../api/check-in-calls';
import { CHECK_IN_NS } from '../check-in-namespace';
import { usePickupQueue } from '../offline/use-pickup-queue';
import { CountsTable } from './counts-table';
import { DeskResultPanel, type DeskResult } from './desk-result';
import { QueuePanel } from './queue-panel';
import { CameraScanner } from '../scanner/camera-scanner';
import { RunnerResults } from './runner-results';

const refused = (error: unknown): DeskResult => ({
  kind: 'refused',
  code: error instanceof ApiError ? error.code : undefined,
  message: errorMessage(error),
});

/**
 * The pickup desk of one event: find a runner (start number, name, or the ticket's code typed
 * or scanned), check them in with one big button, read the answer at a glance, undo a mistake.
 * Without a network the check-in waits on the device and is sent when the network is back.
 */
export function EventDesk({ eventGuid }: { eventGuid: string }) {
  const { t } = useTranslation(CHECK_IN_NS);
  const userId = useSession().user?.userId ?? '';
  const client = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [result, setResult] = useState<DeskResult | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const scanButton = useRef<HTMLButtonElement>(null);
  const refresh = useCallback(() => {
    void client.invalidateQueries({ queryKey: checkInKeys.counts(eventGuid) });
    void client.invalidateQueries({ queryKey: ['back-office', 'check-in', 'runners', eventGuid] });
  }, [client, eventGuid]);
  const queue = usePickupQueue(userId, refresh);
  const search = useQuery({ ...searchQuery(eventGuid, q), enabled: q !== '' });

  const queueIt = (token: string, name: string | null) => {
    const added = queue.add({ token, eventGuid, name, queuedAt: new Date().toISOString() });
    setResult({ kind: 'queued', name, added });
  };

  const checkIn = async (token: string, name: string | null) => {
    if (!navigator.onLine) {
      queue.setOnline(false);
      queueIt(token, name);
      return;
    }
    setBusy(token);
    try {
      const answer = await sendCheckIn(eventGuid, token);
      queue.setOnline(true);
      setResult({ kind: 'answer', token, answer });
      refresh();
    } catch (error) {
      if (unreachable(error)) {
        queue.setOnline(false);
        queueIt(token, name);
      } else setResult(refused(error));
    } finally {
      setBusy(null);
    }
  };

  const undo = useMutation({
    mutationFn: (token: string) => sendUndo(eventGuid, token),
    onSuccess: (answer, token) => {
      setResult({ kind: 'answer', token, answer });
      refresh();
    },
    onError: (error) => setResult(refused(error)),
  });

  // A scanned code is checked in exactly like a typed one; any other QR code is named as not a ticket.
  const scanned = async (code: string) => {
    if (ticketTokenSchema.safeParse(code).success) await checkIn(code, null);
    else setResult({ kind: 'refused', code: undefined, message: t('scan.notTicket') });
  };

  const closeScanner = () => {
    setScanning(false);
    scanButton.current?.focus();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = text.trim();
    if (!value) return;
    if (ticketTokenSchema.safeParse(value).success) {
      setText('');
      void checkIn(value, null);
    } else if (value === q) void search.refetch();
    else setQ(value);
  };

  return (
    <Stack gap="6">
      <Flex gap="3" align="center" wrap="wrap">
        <Badge size="lg" colorPalette={queue.online ? 'green' : 'red'} role="status">
          {queue.online ? t('online') : t('offline')}
        </Badge>
        {!queue.online && <Text>{t('offlineHint')}</Text>}
      </Flex>
      <form onSubmit={submit} role="search">
        <Stack gap="3">
          <Field.Root>
            <Field.Label htmlFor={inputId} fontSize="lg">
              {t('search.label')}
            </Field.Label>
            <Input
              id={inputId}
              ref={input}
              size="xl"
              value={text}
              autoComplete="off"
              enterKeyHint="search"
              onChange={(e) => setText(e.target.value)}
            />
            <Field.HelperText>{t('search.help')}</Field.HelperText>
          </Field.Root>
          <Flex gap="3" wrap="wrap">
            <Button type="submit" size="xl" colorPalette="brand" loading={search.isFetching} flex="1">
              {t('search.submit')}
            </Button>
            <Button
              ref={scanButton}
              size="xl"
              variant="outline"
              flex="1"
              aria-expanded={scanning}
              onClick={() => (scanning ? closeScanner() : setScanning(true))}
            >
              {t('scan.open')}
            </Button>
          </Flex>
        </Stack>
      </form>
      {scanning && <CameraScanner onCode={scanned} onClose={closeScanner} />}
      {result && (
        <DeskResultPanel result={result} onUndo={(token) => undo.mutate(token)} undoing={undo.isPending} />
      )}
      {search.error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>
            {unreachable(search.error) ? t('search.offline') : errorMessage(search.error)}
          </Alert.Title>
        </Alert.Root>
      ) : null}
      {q && search.data && (
        <RunnerResults
          found={search.data}
          busyToken={busy}
          onCheckIn={(f) => void checkIn(f.token, f.runner.name)}
        />
      )}
      <QueuePanel
        queue={queue.queue.filter((e) => e.eventGuid === eventGuid)}
        online={queue.online}
        syncing={queue.syncing}
        onSync={() => void queue.sync()}
        onDismiss={queue.dismiss}
      />
      <Stack gap="3" as="section" aria-labelledby="pickup-counts-title">
        <Heading as="h2" size="lg" id="pickup-counts-title">
          {t('counts.title')}
        </Heading>
        <CountsTable eventGuid={eventGuid} />
      </Stack>
    </Stack>
  );
}
