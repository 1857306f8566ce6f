import { Button, Checkbox, Fieldset, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  NUMBERING_ORDERS,
  numberingFormSchema,
  type NumberingFormValues,
  type NumberingRule,
} from '@shared/back-office/numbering-schemas';
import {
  BackOfficeForm,
  CheckboxField,
  DateTimeInput,
  FormField,
  SelectField,
  useBackOfficeForm,
} from '../../../kit';
import type { RaceOption } from '../api/numbering-queries';
import { NUMBERINGS_NS } from '../numberings-namespace';

/** Categories or waves left out of the numbering: one checkbox each. */
function ExceptionList({
  name,
  legend,
  options,
}: {
  name: 'exceptionCategoryGuids' | 'exceptionWaveGuids';
  legend: string;
  options: Array<{ guid: string; name: string }>;
}) {
  const { control } = useFormContext<NumberingFormValues>();
  if (!options.length) return null;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Fieldset.Root>
          <Fieldset.Legend>{legend}</Fieldset.Legend>
          <Stack gap="1">
            {options.map((o) => (
              <Checkbox.Root
                key={o.guid}
                checked={field.value.includes(o.guid)}
                onCheckedChange={(e) =>
                  field.onChange(
                    e.checked === true ? [...field.value, o.guid] : field.value.filter((g) => g !== o.guid),
                  )
                }
              >
                <Checkbox.HiddenInput onBlur={field.onBlur} />
                <Checkbox.Control />
                <Checkbox.Label>{o.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </Fieldset.Root>
      )}
    />
  );
}

function DateField({ name, label }: { name: 'dateFrom' | 'dateTo'; label: string }) {
  const { control } = useFormContext<NumberingFormValues>();
  return (
    <FormField name={name} label={label}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <DateTimeInput
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    </FormField>
  );
}

function RuleFields({ races }: { races: RaceOption[] }) {
  const { t } = useTranslation(NUMBERINGS_NS);
  const { register, formState } = useFormContext<NumberingFormValues>();
  const subEventGuid = useWatch<NumberingFormValues, 'subEventGuid'>({ name: 'subEventGuid' });
  const race = races.find((r) => r.guid === subEventGuid);
  const all = t('form.all');
  const label = (name: string) => t(`form.${name}`);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <SelectField
          name="subEventGuid"
          label={label('subEventGuid')}
          required
          options={[['', t('form.chooseRace')], ...races.map((r): [string, string] => [r.guid, r.label])]}
        />
        <SelectField
          name="categoryGuid"
          label={label('categoryGuid')}
          options={[['', all], ...(race?.categories ?? []).map((c): [string, string] => [c.guid, c.name])]}
        />
        <SelectField
          name="waveGuid"
          label={label('waveGuid')}
          options={[['', all], ...(race?.waves ?? []).map((w): [string, string] => [w.guid, w.name])]}
        />
        <FormField name="numberingFrom" label={label('numberingFrom')} required>
          <Input {...register('numberingFrom')} inputMode="numeric" autoComplete="off" />
        </FormField>
        <FormField name="numberingTo" label={label('numberingTo')} help={t('form.numberingToHelp')}>
          <Input {...register('numberingTo')} inputMode="numeric" autoComplete="off" />
        </FormField>
        <SelectField
          name="gender"
          label={label('gender')}
          options={[
            ['', all],
            ['1', t('form.men')],
            ['2', t('form.women')],
          ]}
        />
        <DateField name="dateFrom" label={label('dateFrom')} />
        <DateField name="dateTo" label={label('dateTo')} />
        <SelectField
          name="order"
          label={label('order')}
          options={NUMBERING_ORDERS.map((o): [string, string] => [o, t(`form.orders.${o}`)])}
        />
      </SimpleGrid>
      <FormField name="restrictedNumbers" label={label('restrictedNumbers')} help={t('form.restrictedHelp')}>
        <Input {...register('restrictedNumbers')} autoComplete="off" placeholder="1-20, 13, 666" />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <ExceptionList
          name="exceptionCategoryGuids"
          legend={t('form.exceptCategories')}
          options={race?.categories ?? []}
        />
        <ExceptionList name="exceptionWaveGuids" legend={t('form.exceptWaves')} options={race?.waves ?? []} />
      </SimpleGrid>
      <Stack gap="2">
        <CheckboxField<NumberingFormValues>
          name="includeOpenRegistrations"
          label={label('includeOpenRegistrations')}
        />
        <CheckboxField<NumberingFormValues> name="overwriteManual" label={label('overwriteManual')} />
      </Stack>
      <div>
        <Button type="submit" loading={formState.isSubmitting}>
          {t('form.save')}
        </Button>
      </div>
    </Stack>
  );
}

/** A numbering's rule (spec §3 Numbering), checked as it is typed with the calls' own schema. */
export function NumberingForm({
  races,
  defaultValues,
  onSubmit,
}: {
  races: RaceOption[];
  defaultValues: NumberingFormValues;
  onSubmit: (rule: NumberingRule) => Promise<unknown>;
}) {
  const { t } = useTranslation(NUMBERINGS_NS);
  const form = useBackOfficeForm({ schema: numberingFormSchema, defaultValues });
  return (
    <BackOfficeForm form={form} onSubmit={onSubmit} aria-label={t('form.label')}>
      <RuleFields races={races} />
    </BackOfficeForm>
  );
}
