import { Checkbox, Fieldset, Stack } from '@chakra-ui/react';
import { fieldsetSlotRecipe } from '@chakra-recipes/fieldset';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  raceChangeRulesFormSchema,
  type RaceChangeRulesForm,
  type SelfServiceSettings,
} from '@shared/self-service/race-change-schemas';
import { CheckboxField, DateTimeInput, FormField, MoneyInput } from '../../../kit';
import { selfServiceSettingsQuery, useSaveRaceChangeRules } from '../api/race-change-rules-queries';
import { RACE_CHANGE_RULES_NS } from '../race-change-rules-namespace';
import { RulesForm, RulesSection } from './rules-panel';

function TargetsField({ settings }: { settings: SelfServiceSettings }) {
  const { t } = useTranslation(RACE_CHANGE_RULES_NS);
  const { control } = useFormContext<RaceChangeRulesForm>();
  const { errors } = useFormState({ control, name: 'raceChange.targetSubEventIds' });
  const message = errors.raceChange?.targetSubEventIds?.message;
  return (
    <Fieldset.Root recipe={fieldsetSlotRecipe} invalid={!!message}>
      <Fieldset.Legend>{t('targets')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('targetsHelp')}</Fieldset.HelperText>
      <Controller
        control={control}
        name="raceChange.targetSubEventIds"
        render={({ field }) => {
          const ids = field.value;
          const toggle = (id: string, on: boolean) =>
            field.onChange(on ? [...ids, id] : ids.filter((x) => x !== id));
          return (
            <Stack gap="2">
              {settings.races.map((r) => (
                <Checkbox.Root
                  key={r.id}
                  checked={ids.includes(r.id)}
                  onCheckedChange={(e) => toggle(r.id, e.checked === true)}
                >
                  <Checkbox.HiddenInput name={`raceChange.targetSubEventIds.${r.id}`} onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {r.id === settings.seriesEventSubEventId ? t('thisRace', { name: r.name }) : r.name}
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          );
        }}
      />
      {message && <Fieldset.ErrorText>{message}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

function UntilField() {
  const { t } = useTranslation(RACE_CHANGE_RULES_NS);
  const { control } = useFormContext<RaceChangeRulesForm>();
  return (
    <FormField name="raceChange.until" label={t('until')} help={t('untilHelp')}>
      <Controller
        control={control}
        name="raceChange.until"
        render={({ field }) => (
          <DateTimeInput
            name={field.name}
            value={field.value ?? ''}
            onChange={(value) => field.onChange(value || null)}
            onBlur={field.onBlur}
          />
        )}
      />
    </FormField>
  );
}

function FeeField() {
  const { t } = useTranslation(RACE_CHANGE_RULES_NS);
  return (
    <FormField name="raceChange.fee" label={t('fee')} help={t('feeHelp')}>
      <MoneyInput name="raceChange.fee" />
    </FormField>
  );
}

/**
 * The race's rules for the runner's own race change (docs/self-service.md): allowed, target races,
 * until when, fee. The API writes the event's and the series' history of every save.
 */
export function RaceChangeRulesPanel({ subEventGuid }: { subEventGuid: string }) {
  const { t } = useTranslation(RACE_CHANGE_RULES_NS);
  const query = useQuery(selfServiceSettingsQuery(subEventGuid));
  const save = useSaveRaceChangeRules(subEventGuid);
  return (
    <RulesSection
      id="race-change-rules-title"
      title={t('title')}
      help={t('help')}
      query={query}
      loadingLabel={t('loading')}
    >
      {(settings) => (
        <RulesForm
          key={settings.version}
          schema={raceChangeRulesFormSchema}
          defaultValues={{ raceChange: settings.selfService.raceChange }}
          label={t('formLabel')}
          saveLabel={t('save')}
          savedText={t('saved')}
          onSave={({ raceChange }) => save.mutateAsync({ settings, raceChange })}
        >
          <CheckboxField<RaceChangeRulesForm> name="raceChange.allowed" label={t('allowed')} />
          <TargetsField settings={settings} />
          <UntilField />
          <FeeField />
        </RulesForm>
      )}
    </RulesSection>
  );
}
