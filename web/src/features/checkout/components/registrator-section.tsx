import { Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCodeLists } from '../../../lib/codelists';
import { CHECKOUT_NS } from '../checkout-namespace';
import { maskDateInput } from '../../../lib/date-mask';
import { domId } from '../model/form-keys';
import { type RegistratorForm } from '../model/form-model';
import { REGISTRATOR_KEYS, type ErrorMap } from '../model/validate';
import { ChoiceRadios } from './choice-radios';
import { describedBy, FieldShell } from './form-bits';
import { useLocale } from '../../../lib/use-money';

/** Registrator details (spec §2): first name, last name, e-mail, birth date, gender. */
export function RegistratorSection({
  value,
  errors,
  onChange,
  onBlur,
}: {
  value: RegistratorForm;
  errors: ErrorMap;
  onChange: (field: keyof RegistratorForm, value: string) => void;
  onBlur: (key: string) => void;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const locale = useLocale();
  const { genders } = useCodeLists();

  const text = (field: 'firstName' | 'lastName' | 'email', props: Record<string, string>) => {
    const key = REGISTRATOR_KEYS[field];
    const id = domId(key);
    const fieldErrors = errors[key];
    return (
      <FieldShell id={id} label={t(`registrator.${field}`)} required errors={fieldErrors}>
        <Input
          id={id}
          name={field}
          value={value[field]}
          aria-describedby={describedBy(id, false, (fieldErrors?.length ?? 0) > 0)}
          onChange={(e) => onChange(field, e.target.value)}
          onBlur={() => onBlur(key)}
          {...props}
        />
      </FieldShell>
    );
  };

  const birthKey = REGISTRATOR_KEYS.birthDate;
  const birthId = domId(birthKey);
  const birthHelp = t('registrator.birthDateHelp');

  return (
    <Stack
      as="section"
      aria-labelledby="registrator-heading"
      gap="4"
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '4', md: '6' }}
    >
      <Stack gap="1">
        <Heading as="h2" size={{ base: 'md', md: 'lg' }} id="registrator-heading">
          {t('registrator.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('registrator.lead')}
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {text('firstName', { autoComplete: 'given-name' })}
        {text('lastName', { autoComplete: 'family-name' })}
        {text('email', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
        <FieldShell
          id={birthId}
          label={t('registrator.birthDate')}
          required
          errors={errors[birthKey]}
          help={birthHelp}
        >
          <Input
            id={birthId}
            name="birthDate"
            inputMode="numeric"
            autoComplete="bday"
            placeholder={t('field.datePlaceholder')}
            value={value.birthDate}
            aria-describedby={describedBy(birthId, true, (errors[birthKey]?.length ?? 0) > 0)}
            onChange={(e) => onChange('birthDate', maskDateInput(e.target.value))}
            onBlur={() => onBlur(birthKey)}
          />
        </FieldShell>
      </SimpleGrid>
      <ChoiceRadios
        id={domId(REGISTRATOR_KEYS.gender)}
        legend={t('registrator.gender')}
        value={value.gender}
        orientation="horizontal"
        choices={genders.map((g) => ({ value: String(g.id), label: g.label[locale] }))}
        onChange={(next) => onChange('gender', next)}
        onBlur={() => onBlur(REGISTRATOR_KEYS.gender)}
        errors={errors[REGISTRATOR_KEYS.gender]}
      />
    </Stack>
  );
}
