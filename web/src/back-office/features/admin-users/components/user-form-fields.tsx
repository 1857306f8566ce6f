import { Checkbox, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@shared/codelists/enums';
import { FormField } from '../../../kit';
import { ADMIN_USERS_NS } from '../admin-users-namespace';

interface PersonalValues {
  firstName: string;
  lastName: string;
  email: string;
  language?: string;
}

/** First name, last name, e-mail and language: the same fields when creating and editing a user. */
export function PersonalFields() {
  const { t } = useTranslation(ADMIN_USERS_NS);
  const { register } = useFormContext<PersonalValues>();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField name="firstName" label={t('fields.firstName')} required>
        <Input autoComplete="off" {...register('firstName')} />
      </FormField>
      <FormField name="lastName" label={t('fields.lastName')} required>
        <Input autoComplete="off" {...register('lastName')} />
      </FormField>
      <FormField name="email" label={t('fields.email')} required>
        <Input type="email" autoComplete="off" {...register('email')} />
      </FormField>
      <FormField name="language" label={t('fields.language')} required>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
          <NativeSelect.Field {...register('language')}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {t(`languages.${locale}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </SimpleGrid>
  );
}

/** Password and its confirmation (the sign-up rules, checked as the user types). */
export function PasswordFields() {
  const { t } = useTranslation(ADMIN_USERS_NS);
  const { register } = useFormContext<{ password: string; passwordConfirm: string }>();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField name="password" label={t('fields.password')} required help={t('fields.passwordHelp')}>
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField name="passwordConfirm" label={t('fields.passwordConfirm')} required>
        <Input type="password" autoComplete="new-password" {...register('passwordConfirm')} />
      </FormField>
    </SimpleGrid>
  );
}

/** The roles a new user starts with. */
export function RoleFields() {
  const { t } = useTranslation(ADMIN_USERS_NS);
  const { control } = useFormContext<{ admin: boolean; eventManager: boolean }>();
  return (
    <Stack gap="2">
      {(['admin', 'eventManager'] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value}
              onCheckedChange={(event) => field.onChange(event.checked === true)}
            >
              <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{t(`fields.${name}`)}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
      ))}
    </Stack>
  );
}
