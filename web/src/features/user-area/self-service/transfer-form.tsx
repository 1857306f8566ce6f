import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyTransfer } from '@shared/self-service/transfer-schemas';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/notify';
import { useLocale, useMoney } from '../../../lib/use-money';
import type { TransferCalls } from './transfer-api';
import { TRANSFER_NS } from './transfer-namespace';

/**
 * The registrant's transfer of one registration (loaded only when opened): the organiser's terms,
 * the new runner's e-mail and name, and the pending offer with "Cancel the offer". The server
 * e-mails the offer link to the new runner only. The same form serves My registrations (signed
 * in) and the registration e-mail's link (`calls` say which).
 */
export function TransferForm({ calls, onDone }: { calls: TransferCalls; onDone?: () => void }) {
  const { t } = useTranslation(TRANSFER_NS);
  const money = useMoney();
  const locale = useLocale();
  const id = useId();
  const [state, setState] = useState<MyTransfer | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [form, setForm] = useState({ email: '', firstName: '', lastName: '' });

  useEffect(() => {
    const controller = new AbortController();
    calls.load(controller.signal).then(setState, (error: unknown) => {
      if (!controller.signal.aborted) setProblem(errorMessage(error));
    });
    return () => controller.abort();
  }, [calls]);

  if (!state) return <Text color={problem ? 'fg.error' : 'fg.muted'}>{problem || t('loading')}</Text>;

  const run = async (call: () => Promise<MyTransfer>) => {
    setProblem('');
    setBusy(true);
    try {
      setState(await call());
    } catch (error) {
      setProblem(errorMessage(error));
    }
    setBusy(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.email.trim() || !form.firstName.trim() || !form.lastName.trim())
      return setProblem(t('required'));
    void run(() => calls.start({ ...form, locale }));
  };
  const offer = state.offer;
  const offerName = offer ? `${offer.firstName} ${offer.lastName}` : '';
  const field = (name: keyof typeof form, type = 'text') => (
    <Field.Root required>
      <Field.Label htmlFor={`${id}-${name}`}>
        {t(name)}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete="off"
        value={form[name]}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      />
    </Field.Root>
  );

  return (
    <Stack gap="3" role="group" aria-label={t('formLabel')}>
      {state.closedReason ? (
        <Text>{t(`closed.${state.closedReason}`)}</Text>
      ) : offer?.state === 'offered' ? (
        <Stack gap="2" role="status">
          <Text>
            {t('pending', { name: offerName, email: offer.email, date: formatDateTime(offer.expiresAt) })}
          </Text>
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            loading={busy}
            onClick={() => void run(() => calls.cancel())}
          >
            {t('cancelOffer')}
          </Button>
        </Stack>
      ) : (
        <Stack as="form" gap="3" onSubmit={submit} aria-label={t('formLabel')}>
          {offer && <Text role="status">{t(`state.${offer.state}`, { name: offerName })}</Text>}
          <Text fontSize="sm">{t('intro', { name: state.runnerName })}</Text>
          {state.until && <Text fontSize="sm">{t('until', { date: formatDateTime(state.until) })}</Text>}
          {state.fee > 0 && (
            <Text fontSize="sm">{t('fee', { amount: money(state.fee, state.currency) })}</Text>
          )}
          <Text fontSize="sm">
            {t(state.startNumber === 'keep' ? 'startNumberKept' : 'startNumberCleared')}
          </Text>
          {field('email', 'email')}
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            {field('firstName')}
            {field('lastName')}
          </Stack>
          <Button type="submit" size="sm" alignSelf="flex-start" loading={busy}>
            {t('send')}
          </Button>
        </Stack>
      )}
      {problem && (
        <Text color="fg.error" role="alert">
          {problem}
        </Text>
      )}
      {onDone && (
        <Button size="sm" variant="ghost" alignSelf="flex-start" onClick={onDone}>
          {t('cancel')}
        </Button>
      )}
    </Stack>
  );
}
