import { NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { textareaRecipe } from '@chakra-recipes/textarea';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { subeventFormSchema, type SubeventFields } from '@shared/back-office/race-schemas';
import { BackOfficeForm, CheckboxField, FormField, SubmitButton, useBackOfficeForm } from '../../../kit';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';
import { EMPTY_EVENT_BASICS } from './event-form';
import {
  InstantField,
  NumberField,
  TextField,
  requiredNumber,
  useLabel,
  type FormProps,
} from './race-form-fields';

/**
 * The forms of the race structure (spec §3 Subevent, Category, Subcategory, Pricing, Wave), each on
 * the shared schema the server runs: the same §5 messages as you type and after saving.
 */

// ——— race ———

export const emptyRace = (): SubeventFields => ({
  ...EMPTY_EVENT_BASICS,
  registrationFrom: '',
  registrationTo: '',
  startListFrom: null,
  startListTo: null,
  type: 1,
  membersFrom: null,
  membersTo: null,
  allowIndividuals: true,
  teamPricing: false,
  relayChangesFrom: null,
  relayChangesTo: null,
  forbidBankTransferFrom: null,
  allowRegistrationValueChange: false,
  registrationValueChangePrice: null,
});

function TeamFields() {
  const label = useLabel('form');
  const type = useWatch({ name: 'type' }) as number;
  if (type === 1) return null;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <NumberField name="membersFrom" label={label('membersFrom')} nullable required />
      <NumberField name="membersTo" label={label('membersTo')} nullable required />
      <CheckboxField name="allowIndividuals" label={label('allowIndividuals')} />
      <CheckboxField name="teamPricing" label={label('teamPricing')} />
      {type === 3 && (
        <>
          <InstantField name="relayChangesFrom" label={label('relayChangesFrom')} pair="relayChangesTo" />
          <InstantField name="relayChangesTo" label={label('relayChangesTo')} />
        </>
      )}
    </SimpleGrid>
  );
}

export function RaceForm({ defaultValues, submitLabel, onSubmit }: FormProps<SubeventFields>) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const label = useLabel('form');
  const form = useBackOfficeForm({ schema: subeventFormSchema, defaultValues });
  return (
    <BackOfficeForm form={form} onSubmit={onSubmit} aria-label={t('races.formLabel')}>
      <TextField name="name" label={label('name')} required />
      <FormField name="type" label={label('type')} required>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
          <NativeSelect.Field {...form.register('type', { setValueAs: requiredNumber })}>
            {[1, 2, 3].map((type) => (
              <option key={type} value={type}>
                {t(`races.types.${type}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <InstantField name="dateFrom" label={label('dateFrom')} required pair="dateTo" />
        <InstantField name="dateTo" label={label('dateTo')} required />
        <InstantField
          name="registrationFrom"
          label={label('registrationFrom')}
          required
          pair="registrationTo"
        />
        <InstantField
          name="registrationTo"
          label={label('registrationTo')}
          required
          pair="forbidBankTransferFrom"
        />
        <InstantField name="startListFrom" label={label('startListFrom')} pair="startListTo" />
        <InstantField name="startListTo" label={label('startListTo')} />
        <InstantField name="forbidBankTransferFrom" label={label('forbidBankTransferFrom')} />
        <NumberField name="capacity" label={label('capacity')} help={t('races.capacityHelp')} required />
        <NumberField
          name="daysTillExpiration"
          label={label('daysTillExpiration')}
          help={t('events.form.daysTillExpirationHelp')}
          nullable
        />
        <TextField name="location" label={label('location')} />
      </SimpleGrid>
      <TeamFields />
      {/* allowRegistrationValueChange and its price: the race's registration-change panel (their own call). */}
      <FormField name="anotation" label={label('anotation')}>
        <Textarea recipe={textareaRecipe} rows={2} {...form.register('anotation')} />
      </FormField>
      <FormField name="description" label={label('description')} help={t('form.descriptionHelp')}>
        <Textarea recipe={textareaRecipe} rows={4} {...form.register('description')} />
      </FormField>
      <SubmitButton label={submitLabel} />
    </BackOfficeForm>
  );
}

// ——— category, sub-category, pricing, wave ———

// The forms below a race.
export * from './category-forms';
