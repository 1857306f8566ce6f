import { Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail as Order } from '@shared/orders/admin-order-schemas';
import { errorMessage, notify } from '../../../../lib/notify';
import { useConfirm } from '../../../kit';
import { raceTeams } from '../api/order-admin-actions';
import { ORDERS_NS } from '../orders-namespace';
import { useAdminOrderCall } from './use-admin-order-call';

type Item = Order['items'][number];

/**
 * A team item's admin actions (spec §4 "change team, remove team"): move it to another team of the
 * same race (teams listed with their free places; the server refuses a full team with "team
 * capacity full") or take it out of its team. Both ask first; a leaving manager hands the team to
 * the next member, and a team left empty is deleted (the server decides and writes the history).
 */
export function ItemTeamActions({ order, item }: { order: Order; item: Item }) {
  const { t } = useTranslation(ORDERS_NS);
  const confirm = useConfirm();
  const call = useAdminOrderCall(order.id);
  const [open, setOpen] = useState(false);
  const [teamGuid, setTeamGuid] = useState('');
  const selectId = useId();
  const teams = useQuery({
    queryKey: ['back-office', 'race-teams', item.subEventGuid],
    queryFn: ({ signal }) => raceTeams(item.subEventGuid, signal),
    enabled: open,
    meta: { silentError: true },
  });
  const name = `${item.firstName} ${item.lastName}`;
  const choices = (teams.data?.rows ?? []).filter((r) => r.guid !== item.teamGuid);
  const onError = (error: unknown) => notify.error(errorMessage(error));

  const move = async () => {
    const target = choices.find((c) => c.guid === teamGuid);
    if (!target) return;
    const ok = await confirm({
      title: t('admin.changeTeam.title'),
      body: t('admin.changeTeam.question', { name, from: item.teamName, to: target.name }),
      confirmLabel: t('admin.changeTeam.label'),
    });
    if (!ok) return;
    call.mutate(
      { kind: 'changeTeam', itemId: item.id, teamGuid: target.guid },
      {
        onSuccess: () => {
          setOpen(false);
          setTeamGuid('');
        },
        onError,
      },
    );
  };
  const remove = async () => {
    const ok = await confirm({
      title: t('admin.removeTeam.title'),
      body: t('admin.removeTeam.question', { name, team: item.teamName }),
      confirmLabel: t('admin.removeTeam.label'),
      destructive: true,
    });
    if (ok) call.mutate({ kind: 'removeTeam', itemId: item.id }, { onError });
  };

  return (
    <Stack gap="2">
      <HStack wrap="wrap" gap="2">
        <Button size="xs" variant="outline" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {t('admin.changeTeam.label')}
        </Button>
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove()}>
          {t('admin.removeTeam.label')}
        </Button>
      </HStack>
      {open && (
        <Stack gap="2" maxW="md">
          <label htmlFor={selectId}>
            <Text as="span" fontSize="sm" fontWeight="medium">
              {t('admin.changeTeam.target', { team: item.teamName })}
            </Text>
          </label>
          <NativeSelect.Root size="sm" disabled={teams.isPending}>
            <NativeSelect.Field id={selectId} value={teamGuid} onChange={(e) => setTeamGuid(e.target.value)}>
              <option value="">{t('admin.changeTeam.choose')}</option>
              {choices.map((c) => (
                <option key={c.guid} value={c.guid}>
                  {c.placesFree === null
                    ? c.name
                    : t('admin.changeTeam.option', { team: c.name, free: c.placesFree })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {teams.isError && <Text color="fg.error">{errorMessage(teams.error)}</Text>}
          {teams.isSuccess && choices.length === 0 && <Text>{t('admin.changeTeam.none')}</Text>}
          <HStack>
            <Button size="sm" disabled={!teamGuid} loading={call.isPending} onClick={() => void move()}>
              {t('admin.changeTeam.submit')}
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
