import { Box, Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutItemData } from '@shared/checkout/checkout-schemas';
import { SubEventType } from '@shared/codelists/enums';
import type { TeamReservation } from '@shared/team-management/team-reservation-schemas';
import { formatDateTime } from '../../../lib/dates';
import { CHECKOUT_NS } from '../checkout-namespace';
import { domId, teamNameKey } from '../model/form-keys';
import type { FieldError } from '../model/validate';
import { describedBy, FieldShell } from './form-bits';

export interface TeamSectionProps {
  index: number;
  item: CheckoutItemData;
  /** The line joins an existing team (its name is `teamName`). */
  joinsTeam: boolean;
  teamName: string | null;
  /** The team name typed for a new team. */
  value: string;
  errors: readonly FieldError[] | undefined;
  /** The live reservation of the typed name, if any. */
  reservation: TeamReservation | undefined;
  busy: boolean;
  onTeamName: (itemIndex: number, value: string) => void;
  onBlur: (key: string) => void;
  onReserve: (itemIndex: number) => void;
  /** Verifies and joins; answers an error text or null. */
  onJoin: (itemIndex: number, teamName: string, pin: string) => Promise<string | null>;
  onLeaveTeam: ((itemIndex: number) => void) | undefined;
}

/**
 * A team or relay line's team (spec §4): found a team under a name reserved until valid-until
 * (its PIN shown to share), or join an existing team with its name and PIN (not relays: they
 * register all racers at once).
 */
export function TeamSection(props: TeamSectionProps) {
  const { index, item, joinsTeam, teamName, value, errors, reservation, busy } = props;
  const { t } = useTranslation(CHECKOUT_NS);
  const [joining, setJoining] = useState(false);
  const [joinName, setJoinName] = useState('');
  const [pin, setPin] = useState('');
  const [joinError, setJoinError] = useState<string | null>(null);
  const key = teamNameKey(index);
  const id = domId(key);
  const relay = item.subEventType === SubEventType.RELAY;

  if (joinsTeam)
    return (
      <Flex gap="3" align="center" wrap="wrap" data-testid="team-joined">
        <Text>{t('team.joining', { name: teamName ?? '' })}</Text>
        {props.onLeaveTeam && (
          <Button size="sm" variant="outline" onClick={() => props.onLeaveTeam?.(index)}>
            {t('team.leave')}
          </Button>
        )}
      </Flex>
    );

  if (joining) {
    const joinId = `item-${index}-join`;
    const submitJoin = async () => {
      setJoinError(null);
      const error = await props.onJoin(index, joinName.trim(), pin.trim());
      if (error) setJoinError(error);
      else setJoining(false);
    };
    return (
      <Stack gap="3" role="group" aria-labelledby={`${joinId}-title`} data-testid="team-join">
        <Text fontWeight="semibold" id={`${joinId}-title`}>
          {t('team.joinTitle')}
        </Text>
        <FieldShell id={`${joinId}-name`} label={t('team.existingName')} required>
          <Input
            id={`${joinId}-name`}
            value={joinName}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => setJoinName(e.target.value)}
          />
        </FieldShell>
        <FieldShell id={`${joinId}-pin`} label={t('team.pin')} required>
          <Input
            id={`${joinId}-pin`}
            value={pin}
            maxLength={20}
            inputMode="numeric"
            autoComplete="off"
            onChange={(e) => setPin(e.target.value)}
          />
        </FieldShell>
        {joinError && (
          <Text color="fg.error" role="alert" data-testid="team-join-error">
            {joinError}
          </Text>
        )}
        <Flex gap="3" wrap="wrap">
          <Button
            colorPalette="brand"
            loading={busy}
            disabled={!joinName.trim() || !pin.trim()}
            onClick={() => void submitJoin()}
          >
            {t('team.join')}
          </Button>
          <Button variant="outline" onClick={() => setJoining(false)}>
            {t('team.createInstead')}
          </Button>
        </Flex>
      </Stack>
    );
  }

  const invalid = (errors?.length ?? 0) > 0;
  return (
    <Stack gap="2">
      <FieldShell
        id={id}
        label={t(relay ? 'item.relayName' : 'item.teamName')}
        required
        errors={errors}
        help={
          reservation
            ? t('team.reserved', { time: formatDateTime(reservation.validUntil), pin: reservation.pin })
            : t('team.reserveHint')
        }
      >
        <Flex gap="2" w="full">
          <Input
            id={id}
            value={value}
            maxLength={100}
            autoComplete="off"
            aria-describedby={describedBy(id, true, invalid)}
            onChange={(e) => props.onTeamName(index, e.target.value)}
            onBlur={() => props.onBlur(key)}
          />
          {!reservation && (
            <Button
              variant="outline"
              loading={busy}
              disabled={!value.trim()}
              onClick={() => props.onReserve(index)}
            >
              {t('team.reserve')}
            </Button>
          )}
        </Flex>
      </FieldShell>
      {!relay && (
        <Box>
          <Button variant="plain" px="0" textDecoration="underline" onClick={() => setJoining(true)}>
            {t('team.joinExisting')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
