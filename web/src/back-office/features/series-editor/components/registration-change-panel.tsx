import { Checkbox, Fieldset, Heading, Stack, Text } from '@chakra-ui/react';
import { fieldsetSlotRecipe } from '@chakra-recipes/fieldset';
import { Controller, useFormContext, useFormState, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Card } from '@shared/back-office/card-editor-schemas';
import type { Subevent } from '@shared/back-office/race-schemas';
import {
  cardAppliesToRace,
  isChangeableCardValue,
  registrationChangeFormSchema,
  type RegistrationChangeFields,
} from '@shared/back-office/registration-change-schemas';
import {
  BackOfficeForm,
  CheckboxField,
  FormField,
  MoneyInput,
  SubmitButton,
  useBackOfficeForm,
} from '../../../kit';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';

/** A value of the race's forms the panel lists: offered, or chosen earlier and no longer allowed. */
export interface ValueChoice {
  name: string;
  label: string;
  cardName: string;
  changeable: boolean;
}

/**
 * The values of the event's forms that ask this race and whose change moves neither money nor
 * places (the server's rule), each name once; a value chosen earlier that no longer qualifies is
 * listed too, so the admin can untick it.
 */
export function valueChoices(
  cards: readonly Card[],
  raceGuid: string,
  chosen: readonly string[],
): ValueChoice[] {
  const choices = new Map<string, ValueChoice>();
  const seen = new Map<string, ValueChoice>();
  for (const card of cards) {
    const asked = !card.archived && cardAppliesToRace(card, raceGuid);
    for (const v of card.values) {
      const choice = { name: v.name, label: v.label, cardName: card.name, changeable: true };
      if (!seen.has(v.name)) seen.set(v.name, { ...choice, changeable: false });
      if (asked && isChangeableCardValue(v) && !choices.has(v.name)) choices.set(v.name, choice);
    }
  }
  const stale = chosen
    .filter((name) => !choices.has(name))
    .map((name) => seen.get(name) ?? { name, label: name, cardName: '', changeable: false });
  return [...choices.values(), ...stale];
}

export const registrationChangeFields = (race: Subevent): RegistrationChangeFields => ({
  allowRegistrationValueChange: race.allowRegistrationValueChange,
  registrationValueChangePrice: race.registrationValueChangePrice,
  changeableValueNames: race.changeableValueNames,
});

/** Every message under a field (an array field has its own and its items'). */
function messagesOf(error: unknown): string[] {
  if (!error || typeof error !== 'object') return [];
  const own = (error as FieldError).message;
  const nested = Object.entries(error)
    .filter(([key]) => key !== 'ref' && key !== 'message' && key !== 'type' && key !== 'types')
    .flatMap(([, value]) => messagesOf(value));
  return [...new Set([...(own ? [own] : []), ...nested])];
}

function PriceField() {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  return (
    <FormField
      name="registrationValueChangePrice"
      label={t('races.registrationChange.price')}
      help={t('races.registrationChange.priceHelp')}
    >
      <MoneyInput name="registrationValueChangePrice" />
    </FormField>
  );
}

function ValuesField({ choices }: { choices: ValueChoice[] }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const { control } = useFormContext<RegistrationChangeFields>();
  const { errors } = useFormState({ control, name: 'changeableValueNames' });
  const messages = messagesOf(errors.changeableValueNames);
  return (
    <Fieldset.Root recipe={fieldsetSlotRecipe} invalid={messages.length > 0}>
      <Fieldset.Legend>{t('races.registrationChange.values')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('races.registrationChange.valuesHelp')}</Fieldset.HelperText>
      {!choices.length && <Text color="fg.muted">{t('races.registrationChange.noValues')}</Text>}
      <Controller
        control={control}
        name="changeableValueNames"
        render={({ field }) => {
          const names = field.value;
          const toggle = (name: string, on: boolean) =>
            field.onChange(on ? [...names, name] : names.filter((n) => n !== name));
          return (
            <Stack gap="2">
              {choices.map((c) => (
                <Checkbox.Root
                  key={c.name}
                  checked={names.includes(c.name)}
                  disabled={!c.changeable && !names.includes(c.name)}
                  onCheckedChange={(e) => toggle(c.name, e.checked === true)}
                >
                  <Checkbox.HiddenInput name={`changeableValueNames.${c.name}`} onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {c.label}
                    <Text as="span" color="fg.muted" fontWeight="normal">
                      {' '}
                      ({[c.cardName, c.name].filter(Boolean).join(' · ')})
                      {!c.changeable && ` – ${t('races.registrationChange.notChangeable')}`}
                    </Text>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          );
        }}
      />
      {messages.length > 0 && (
        <Fieldset.ErrorText>
          {messages.map((m) => (
            <Text as="span" display="block" key={m}>
              {m}
            </Text>
          ))}
        </Fieldset.ErrorText>
      )}
    </Fieldset.Root>
  );
}

/**
 * The race's registration-change settings (spec §3 Subevent allowRegistrationValueChange,
 * registrationValueChangePrice; §7 admin/series/registration-change): whether registrants may
 * change their answers, what a change costs and which values they may change.
 */
export function RegistrationChangePanel({
  race,
  cards,
  onSubmit,
}: {
  race: Subevent;
  cards: readonly Card[];
  onSubmit: (fields: RegistrationChangeFields) => Promise<unknown>;
}) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const defaults = registrationChangeFields(race);
  const form = useBackOfficeForm({ schema: registrationChangeFormSchema, defaultValues: defaults });
  const choices = valueChoices(cards, race.guid, defaults.changeableValueNames);
  return (
    <Stack as="section" gap="3" aria-labelledby="registration-change-title">
      <Heading as="h3" size="md" id="registration-change-title">
        {t('races.registrationChange.title')}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('races.registrationChange.help')}
      </Text>
      <BackOfficeForm form={form} onSubmit={onSubmit} aria-label={t('races.registrationChange.formLabel')}>
        <CheckboxField<RegistrationChangeFields>
          name="allowRegistrationValueChange"
          label={t('races.registrationChange.allow')}
        />
        <PriceField />
        <ValuesField choices={choices} />
        <SubmitButton label={t('races.registrationChange.save')} />
      </BackOfficeForm>
    </Stack>
  );
}
