import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RelayRacer, RelayRacerFields, RelayTeam } from '@shared/team-management/relay-racer-schemas';
import { ResultAlert, useFailureText } from '../../../components/result-alert';
import { formatDate, formatDateTime } from '../../../lib/dates';
import type { TeamManagerApi } from '../api/team-management-api';
import { TEAM_MANAGEMENT_NS } from '../team-management-namespace';
import { RelayRacerForm } from './relay-racer-form';

type Editing = { track: number; racer?: RelayRacer } | null;

/** Asks before removing a racer, in place (focus moves to the question and back on cancel). */
function RemoveQuestion({
  racer,
  remove,
  onDone,
}: {
  racer: RelayRacer;
  remove: (id: string) => Promise<unknown>;
  onDone: (removed: boolean) => void;
}) {
  const { t } = useTranslation(TEAM_MANAGEMENT_NS);
  const failureText = useFailureText();
  const ref = useRef<HTMLDivElement>(null);
  const mutation = useMutation({ mutationFn: () => remove(racer.id), meta: { silentError: true } });
  useEffect(() => ref.current?.focus(), []);
  const name = `${racer.firstName} ${racer.lastName}`;
  return (
    <Stack gap="3" ref={ref} tabIndex={-1} role="group" aria-label={t('racers.removeQuestion', { name })}>
      <Text fontWeight="semibold">{t('racers.removeQuestion', { name })}</Text>
      {mutation.isError && (
        <ResultAlert status="error" title={t('racer.failedTitle')}>
          {failureText(mutation.error)}
        </ResultAlert>
      )}
      <HStack gap="3" flexWrap="wrap">
        <Button
          colorPalette="red"
          loading={mutation.isPending}
          onClick={() => mutation.mutate(undefined, { onSuccess: () => onDone(true) })}
        >
          {t('racers.removeConfirm')}
        </Button>
        <Button variant="outline" onClick={() => onDone(false)}>
          {t('racer.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * The racers of a relay per leg (spec §2 team management: add, edit and remove relay racers). The
 * changes are possible only inside the race's relayChangesFrom–To window; outside it the buttons
 * are disabled and the window is explained.
 */
export function RelayRacers({
  relay,
  teamApi,
  onChanged,
}: {
  relay: RelayTeam;
  teamApi: Pick<TeamManagerApi, 'addRelayRacer' | 'updateRelayRacer' | 'removeRelayRacer'>;
  onChanged: () => void;
}) {
  const { t } = useTranslation(TEAM_MANAGEMENT_NS);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const open = relay.changes === 'open';
  const byTrack = new Map(relay.racers.map((r) => [r.track, r]));
  const tracks = Array.from({ length: relay.tracks }, (_, i) => i + 1);
  const legsFor = (racer?: RelayRacer) =>
    tracks.filter((n) => !byTrack.has(n) || byTrack.get(n)?.id === racer?.id);
  const finish = (message: string) => {
    setEditing(null);
    setRemoving(null);
    setDone(message);
    onChanged();
  };

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg" id="relay-racers-heading">
        {t('racers.title')}
      </Heading>
      {relay.changes === 'open' ? (
        relay.changesTo && (
          <Text fontSize="sm">{t('racers.openUntil', { to: formatDateTime(relay.changesTo) })}</Text>
        )
      ) : (
        <ResultAlert status="info" title={t('racers.closedTitle')}>
          {relay.changes === 'notYetOpen' && relay.changesFrom
            ? t('racers.notYetOpen', { from: formatDateTime(relay.changesFrom) })
            : t('racers.closed', { to: relay.changesTo ? formatDateTime(relay.changesTo) : '' })}
        </ResultAlert>
      )}
      {done && <ResultAlert status="success" title={done} />}
      <Stack as="ul" gap="3" listStyleType="none" aria-labelledby="relay-racers-heading">
        {tracks.map((track) => {
          const racer = byTrack.get(track);
          const headingId = `relay-leg-${track}`;
          const isEditing = editing?.track === track;
          return (
            <Box as="li" key={track} borderWidth="1px" borderRadius="md" p="4" aria-labelledby={headingId}>
              <Stack gap="3">
                <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
                  <Stack gap="1" minW="0">
                    <Heading as="h3" size="sm" id={headingId} wordBreak="break-word">
                      {t('racer.leg', { track })}
                      {': '}
                      {racer ? `${racer.firstName} ${racer.lastName}` : t('racers.free')}
                    </Heading>
                    {racer && (
                      <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                        {[
                          racer.email,
                          formatDate(racer.birthDate),
                          t(racer.gender === 1 ? 'racer.male' : 'racer.female'),
                        ].join(' · ')}
                      </Text>
                    )}
                  </Stack>
                  {!isEditing && removing !== racer?.id && (
                    <HStack gap="2" align="flex-start" flexWrap="wrap">
                      {racer ? (
                        <>
                          <Button
                            size="sm"
                            variant="outline"
                            disabled={!open}
                            aria-label={t('racers.editOf', { name: `${racer.firstName} ${racer.lastName}` })}
                            onClick={() => {
                              setDone(null);
                              setEditing({ track, racer });
                            }}
                          >
                            {t('racers.edit')}
                          </Button>
                          <Button
                            size="sm"
                            variant="outline"
                            colorPalette="red"
                            disabled={!open}
                            aria-label={t('racers.removeOf', {
                              name: `${racer.firstName} ${racer.lastName}`,
                            })}
                            onClick={() => {
                              setDone(null);
                              setRemoving(racer.id);
                            }}
                          >
                            {t('racers.remove')}
                          </Button>
                        </>
                      ) : (
                        <Button
                          size="sm"
                          colorPalette="brand"
                          disabled={!open}
                          aria-label={t('racers.addOn', { track })}
                          onClick={() => {
                            setDone(null);
                            setEditing({ track });
                          }}
                        >
                          {t('racers.addButton')}
                        </Button>
                      )}
                    </HStack>
                  )}
                </Stack>
                {isEditing && (
                  <RelayRacerForm
                    racer={editing.racer}
                    track={track}
                    freeTracks={legsFor(editing.racer)}
                    save={(values: RelayRacerFields) =>
                      editing.racer
                        ? teamApi.updateRelayRacer(editing.racer.id, values)
                        : teamApi.addRelayRacer(values)
                    }
                    onSaved={() => finish(t(editing.racer ? 'racers.saved' : 'racers.added'))}
                    onCancel={() => setEditing(null)}
                  />
                )}
                {racer && removing === racer.id && (
                  <RemoveQuestion
                    racer={racer}
                    remove={teamApi.removeRelayRacer}
                    onDone={(removed) => (removed ? finish(t('racers.removed')) : setRemoving(null))}
                  />
                )}
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
