import { Button, Checkbox, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeableValue } from '@shared/accounts/registration-value-change-schemas';
import { CardValueType } from '@shared/codelists/enums';
import { isApiError } from '../../../lib/api-client';
import { useMoney } from '../../../lib/use-money';
import { changeMyValues, myValueChange, startValueChangePayment } from '../api/value-change-api';
import { USER_AREA_NS } from '../user-area-namespace';
import { goToPayment, useItemChangeState, type ItemChangeFormProps } from './item-change-form';

/**
 * The values of one registration the race lets its runner change (loaded with the user area's
 * lazy chunk only when opened): each field as the form asked it, the checkout's rules checked by
 * the server, only changed values sent. A priced change shows its price and goes to the card
 * gateway ("Pay and change"); the server applies it once the payment is confirmed.
 */
export function ValueChangeForm({ itemId, onDone, redirect = goToPayment }: ItemChangeFormProps) {
  const { t } = useTranslation(USER_AREA_NS);
  const money = useMoney();
  const { state, setState, loadFailed } = useItemChangeState(itemId, myValueChange);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string[]>>({});
  const [general, setGeneral] = useState('');
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  if (loadFailed) return <Text color="fg.error">{loadFailed}</Text>;
  if (!state) return <Text color="fg.muted">{t('registrations.valueChange.loading')}</Text>;
  if (state.closedReason) return <Text>{t(`registrations.valueChange.closed.${state.closedReason}`)}</Text>;

  const current = (v: ChangeableValue) => typed[v.name] ?? v.value;
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changed = state.values
      .filter((v) => current(v) !== v.value)
      .map((v) => ({ name: v.name, value: current(v) }));
    setProblems({});
    setGeneral('');
    setSaved(false);
    if (!changed.length) {
      setGeneral(t('registrations.valueChange.noChanges'));
      return;
    }
    setBusy(true);
    try {
      if (state.price) {
        // The busy button stays until the browser leaves for the gateway.
        redirect((await startValueChangePayment(itemId, changed)).redirectUrl);
        return;
      }
      setState(await changeMyValues(itemId, changed));
      setTyped({});
      setSaved(true);
      setBusy(false);
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && error.validationErrors.length) {
        const byName: Record<string, string[]> = {};
        for (const e of error.validationErrors) {
          const index = Number(/^body\.values\.(\d+)\./.exec(e.field)?.[1] ?? -1);
          const name = changed[index]?.name;
          if (name) byName[name] = e.errors;
          else setGeneral(e.errors.join(' '));
        }
        setProblems(byName);
      } else setGeneral(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void save(e)} aria-label={t('registrations.valueChange.title')}>
      <Stack gap="3" mt="2">
        {state.values.map((v) => {
          const id = `value-${itemId}-${v.name}`;
          const set = (value: string) => setTyped({ ...typed, [v.name]: value });
          return v.type === CardValueType.CHECKBOX ? (
            <Field.Root key={v.name} invalid={!!problems[v.name]}>
              <Checkbox.Root
                checked={current(v) === 'true'}
                onCheckedChange={(e) => set(e.checked === true ? 'true' : 'false')}
              >
                <Checkbox.HiddenInput name={v.name} />
                <Checkbox.Control />
                <Checkbox.Label>{v.label}</Checkbox.Label>
              </Checkbox.Root>
              <Field.ErrorText>{problems[v.name]?.join(' ')}</Field.ErrorText>
            </Field.Root>
          ) : (
            <Field.Root key={v.name} required={v.required} invalid={!!problems[v.name]}>
              <Field.Label htmlFor={id}>
                {v.label}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                id={id}
                name={v.name}
                type={
                  v.type === CardValueType.DATE ? 'date' : v.type === CardValueType.PHONE ? 'tel' : 'text'
                }
                value={current(v)}
                onChange={(e) => set(e.target.value)}
              />
              <Field.ErrorText>{problems[v.name]?.join(' ')}</Field.ErrorText>
            </Field.Root>
          );
        })}
        {state.price && (
          <Text>
            {t('registrations.valueChange.price', { price: money(state.price.amount, state.price.currency) })}
          </Text>
        )}
        {general && (
          <Text color="fg.error" role="alert">
            {general}
          </Text>
        )}
        {saved && (
          <Text color="fg.success" role="status">
            {t('registrations.valueChange.saved')}
          </Text>
        )}
        <Stack direction="row" gap="2">
          <Button type="submit" size="sm" loading={busy}>
            {state.price ? t('registrations.valueChange.payAndChange') : t('registrations.valueChange.save')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onDone}>
            {t('registrations.valueChange.close')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
