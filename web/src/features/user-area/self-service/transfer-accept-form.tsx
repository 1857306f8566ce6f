import { Button, Checkbox, Field, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { CardValueType } from '@shared/codelists/enums';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankTransfer, TransferOfferView } from '@shared/self-service/transfer-schemas';
import { errorMessage } from '../../../lib/notify';
import { acceptTransfer } from './transfer-api';
import { TRANSFER_NS } from './transfer-namespace';

type Card = {
  firstName: string;
  lastName: string;
  email: string;
  birthDate: string;
  gender: '' | '1' | '2';
  club: string;
};

/**
 * The new runner's registrant card. The server checks it with the checkout's rules (the category's
 * age and gender, the sub-category) and answers a translated refusal shown here.
 */
export function TransferAcceptForm({
  token,
  offer,
  onAccepted,
  onBankTransfer,
  redirect = (url) => window.location.assign(url),
}: {
  token: string;
  offer: TransferOfferView;
  onAccepted: () => void;
  /** The fee is to be paid by bank transfer: its payment data. */
  onBankTransfer: (transfer: BankTransfer) => void;
  redirect?: (url: string) => void;
}) {
  const { t } = useTranslation(TRANSFER_NS);
  const id = useId();
  const [card, setCard] = useState<Card>({
    firstName: offer.firstName,
    lastName: offer.lastName,
    email: offer.email,
    birthDate: '',
    gender: '',
    club: '',
  });
  const canTransfer = offer.fee > 0 && offer.bankTransferAllowed;
  const [payBy, setPayBy] = useState<'card' | 'transfer'>(offer.bankTransfer ? 'transfer' : 'card');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { gender, club, ...rest } = card;
    const missing = offer.cardFields.some(
      (f) => f.required && f.type !== CardValueType.CHECKBOX && !(answers[f.name] ?? '').trim(),
    );
    if (!gender || missing || Object.values(rest).some((v) => !v.trim()))
      return setProblem(t('offer.required'));
    setProblem('');
    setBusy(true);
    try {
      const answer = await acceptTransfer(token, {
        ...rest,
        gender: gender === '1' ? 1 : 2,
        club: club || null,
        ...(canTransfer ? { payBy } : {}),
        ...(offer.cardFields.length
          ? {
              values: offer.cardFields.map((f) => ({
                name: f.name,
                value: answers[f.name] ?? (f.type === CardValueType.CHECKBOX ? 'false' : ''),
              })),
            }
          : {}),
      });
      if (answer.status === 'payment') return redirect(answer.redirectUrl);
      if (answer.status === 'transfer') onBankTransfer(answer.bankTransfer);
      else onAccepted();
    } catch (error) {
      setProblem(errorMessage(error));
    }
    setBusy(false);
  };
  const field = (name: Exclude<keyof Card, 'gender'>, label: string, type = 'text', required = true) => (
    <Field.Root required={required}>
      <Field.Label htmlFor={`${id}-${name}`}>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        id={`${id}-${name}`}
        name={name}
        type={type}
        value={card[name]}
        onChange={(e) => setCard({ ...card, [name]: e.target.value })}
      />
    </Field.Root>
  );
  return (
    <Stack as="form" gap="3" onSubmit={submit} aria-label={t('offer.formLabel')}>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        {field('firstName', t('firstName'))}
        {field('lastName', t('lastName'))}
      </Stack>
      {field('email', t('email'), 'email')}
      {field('birthDate', t('offer.birthDate'), 'date')}
      <RadioGroup.Root
        value={card.gender}
        onValueChange={(e) => setCard({ ...card, gender: (e.value ?? '') as Card['gender'] })}
        aria-label={t('offer.gender')}
      >
        <Text as="span" fontWeight="medium" fontSize="sm">
          {t('offer.gender')}
        </Text>
        <Stack direction="row" gap="4" mt="1">
          {(['1', '2'] as const).map((g) => (
            <RadioGroup.Item key={g} value={g}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t(g === '1' ? 'offer.male' : 'offer.female')}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {field('club', t('offer.club'), 'text', false)}
      {offer.cardFields.map((f) =>
        f.type === CardValueType.CHECKBOX ? (
          <Checkbox.Root
            key={f.name}
            checked={answers[f.name] === 'true'}
            onCheckedChange={(e) =>
              setAnswers({ ...answers, [f.name]: e.checked === true ? 'true' : 'false' })
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{f.label}</Checkbox.Label>
          </Checkbox.Root>
        ) : (
          <Field.Root key={f.name} required={f.required}>
            <Field.Label htmlFor={`${id}-value-${f.name}`}>
              {f.label}
              {f.required && <Field.RequiredIndicator />}
            </Field.Label>
            <Input
              id={`${id}-value-${f.name}`}
              name={f.name}
              type={f.type === CardValueType.DATE ? 'date' : f.type === CardValueType.PHONE ? 'tel' : 'text'}
              value={answers[f.name] ?? ''}
              onChange={(e) => setAnswers({ ...answers, [f.name]: e.target.value })}
            />
          </Field.Root>
        ),
      )}
      {canTransfer && (
        <RadioGroup.Root
          value={payBy}
          onValueChange={(e) => setPayBy(e.value === 'transfer' ? 'transfer' : 'card')}
          aria-label={t('offer.payBy')}
        >
          <Text as="span" fontWeight="medium" fontSize="sm">
            {t('offer.payBy')}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4" mt="1">
            {(['card', 'transfer'] as const).map((way) => (
              <RadioGroup.Item key={way} value={way}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  {t(way === 'card' ? 'offer.payByCard' : 'offer.payByTransfer')}
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      )}
      {problem && (
        <Text color="fg.error" role="alert">
          {problem}
        </Text>
      )}
      <Button type="submit" alignSelf="flex-start" loading={busy}>
        {offer.fee === 0
          ? t('offer.accept')
          : canTransfer && payBy === 'transfer'
            ? t('offer.showPayment')
            : t('offer.payAndAccept')}
      </Button>
    </Stack>
  );
}
