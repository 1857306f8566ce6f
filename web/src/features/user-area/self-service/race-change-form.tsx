import { Button, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RaceChangeOption } from '@shared/self-service/race-change-schemas';
import { formatDateTime } from '../../../lib/dates';
import { useMoney } from '../../../lib/use-money';
import { changeMyRace, myRaceChange } from './race-change-api';
import { SELF_SERVICE_NS } from './self-service-namespace';
import { goToPayment, useItemChangeState, type ItemChangeFormProps } from '../components/item-change-form';

const keyOf = (o: Pick<RaceChangeOption, 'subEventId' | 'categoryId' | 'waveId'>) =>
  `${o.subEventId}/${o.categoryId}/${o.waveId ?? ''}`;

/**
 * "Change race" of one registration (loaded only when opened): the targets the organiser allows
 * with places left and what each costs; the server decides whether it applies at once or goes to
 * the card gateway first ("Pay and change"), and a cheaper target says what the organiser refunds.
 */
export function RaceChangeForm({ itemId, onDone, redirect = goToPayment }: ItemChangeFormProps) {
  const { t } = useTranslation(SELF_SERVICE_NS);
  const money = useMoney();
  const { state, loadFailed } = useItemChangeState(itemId, myRaceChange);
  const [problem, setProblem] = useState('');
  const [chosen, setChosen] = useState('');
  const [done, setDone] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  if (!state)
    return <Text color={loadFailed ? 'fg.error' : 'fg.muted'}>{loadFailed || t('raceChange.loading')}</Text>;
  if (done !== null)
    return (
      <Stack gap="2" role="status">
        <Text>
          {done > 0
            ? t('raceChange.appliedRefund', { amount: money(done, state.currency) })
            : t('raceChange.applied')}
        </Text>
        <Button size="xs" variant="outline" alignSelf="flex-start" onClick={onDone}>
          {t('raceChange.close')}
        </Button>
      </Stack>
    );
  if (state.closedReason) return <Text>{t(`raceChange.closed.${state.closedReason}`)}</Text>;
  if (!state.options.length) return <Text>{t('raceChange.noTargets')}</Text>;

  const option = state.options.find((o) => keyOf(o) === chosen);
  const cost = (o: RaceChangeOption) =>
    o.toPay > 0
      ? t('raceChange.toPay', { amount: money(o.toPay, state.currency) })
      : o.refund > 0
        ? t('raceChange.refund', { amount: money(o.refund, state.currency) })
        : state.paid
          ? t('raceChange.free')
          : t('raceChange.newPrice', { amount: money(o.price + state.fee, state.currency) });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!option) return setProblem(t('raceChange.chooseTarget'));
    setProblem('');
    setBusy(true);
    try {
      const answer = await changeMyRace(itemId, {
        subEventId: option.subEventId,
        categoryId: option.categoryId,
        waveId: option.waveId,
      });
      if (answer.status === 'payment') return redirect(answer.redirectUrl);
      setDone(answer.refund);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
    setBusy(false);
  };
  return (
    <Stack as="form" gap="3" onSubmit={submit} aria-label={t('raceChange.formLabel')}>
      <Text fontSize="sm">
        {t('raceChange.current', {
          race: [state.current.subEventName, state.current.categoryName, state.current.waveName]
            .filter(Boolean)
            .join(' – '),
          price: money(state.current.price, state.currency),
        })}
      </Text>
      {state.until && (
        <Text fontSize="sm">{t('raceChange.until', { date: formatDateTime(state.until) })}</Text>
      )}
      {state.fee > 0 && (
        <Text fontSize="sm">{t('raceChange.fee', { amount: money(state.fee, state.currency) })}</Text>
      )}
      <RadioGroup.Root
        value={chosen}
        onValueChange={(e) => setChosen(e.value ?? '')}
        aria-label={t('raceChange.targets')}
      >
        <Stack gap="2">
          {state.options.map((o) => (
            <RadioGroup.Item key={keyOf(o)} value={keyOf(o)} disabled={o.placesLeft === 0}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                {[o.subEventName, o.categoryName, o.waveName].filter(Boolean).join(' – ')} ·{' '}
                {o.placesLeft === null
                  ? t('raceChange.placesUnlimited')
                  : o.placesLeft === 0
                    ? t('raceChange.full')
                    : t('raceChange.placesLeft', { count: o.placesLeft })}{' '}
                · {cost(o)}
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {problem && (
        <Text color="fg.error" role="alert">
          {problem}
        </Text>
      )}
      <Stack direction="row" gap="2" wrap="wrap">
        <Button type="submit" size="sm" loading={busy}>
          {option && option.toPay > 0 ? t('raceChange.payAndChange') : t('raceChange.change')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          {t('raceChange.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
