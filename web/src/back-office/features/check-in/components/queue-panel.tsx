import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { QueuedCheckIn } from '../offline/pickup-queue';
import { CHECK_IN_NS } from '../check-in-namespace';
import { checkInTime } from './check-in-time';

/** The device's queued check-ins: waiting ones, and conflicts and refusals to read and dismiss. */
export function QueuePanel({
  queue,
  online,
  syncing,
  onSync,
  onDismiss,
}: {
  queue: QueuedCheckIn[];
  online: boolean;
  syncing: boolean;
  onSync: () => void;
  onDismiss: (token: string) => void;
}) {
  const { t } = useTranslation(CHECK_IN_NS);
  if (!queue.length) return null;
  const waiting = queue.filter((q) => q.state === 'waiting').length;
  return (
    <Stack as="section" gap="3" aria-labelledby="pickup-queue-title">
      <Flex gap="3" align="center" wrap="wrap" justify="space-between">
        <Heading as="h2" size="lg" id="pickup-queue-title">
          {t('queue.title', { count: waiting })}
        </Heading>
        {waiting > 0 && (
          <Button variant="outline" size="lg" loading={syncing} disabled={!online} onClick={onSync}>
            {t('queue.sync')}
          </Button>
        )}
      </Flex>
      <Stack as="ul" gap="2" listStyleType="none">
        {queue.map((q) => (
          <Box as="li" key={q.token} borderWidth="1px" rounded="md" p="3" data-state={q.state}>
            <Flex gap="3" align="center" justify="space-between" wrap="wrap">
              <Stack gap="0">
                <Text fontWeight="bold">{q.name ?? t('queue.ticket', { code: q.token.slice(0, 8) })}</Text>
                <Text>
                  {q.state === 'waiting' && t('queue.waiting', { time: checkInTime(q.queuedAt) })}
                  {q.state === 'conflict' &&
                    q.conflict &&
                    t('queue.conflict', { time: checkInTime(q.conflict.at), name: q.conflict.byName })}
                  {q.state === 'refused' && q.message}
                </Text>
              </Stack>
              {q.state !== 'waiting' && (
                <Button variant="ghost" onClick={() => onDismiss(q.token)}>
                  {t('queue.dismiss')}
                </Button>
              )}
            </Flex>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
