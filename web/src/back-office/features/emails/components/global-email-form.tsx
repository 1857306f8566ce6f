import {
  Box,
  Button,
  Checkbox,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { textareaRecipe } from '@chakra-recipes/textarea';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Controller, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EMAIL_TYPE_VALUES,
  globalEmailBodySchema,
  type GlobalEmail,
} from '@shared/back-office/email-schemas';
import { PaymentMethod } from '@shared/codelists/enums';
import { errorMessage, notify } from '../../../../lib/notify';
import { BackOfficeForm, FormField, useBackOfficeForm } from '../../../kit';
import {
  emailsChanged,
  previewGlobalEmail,
  saveGlobalEmail,
  sendTestGlobalEmail,
} from '../api/emails-queries';
import { EMAILS_NS } from '../emails-namespace';
import { EmailPreview } from './email-preview';
import { VariableChips } from './variable-chips';

type FormInput = (typeof globalEmailBodySchema)['_zod']['input'];
type FormOutput = (typeof globalEmailBodySchema)['_zod']['output'];
const TEXT_FIELDS = ['header', 'body', 'translations.en.header', 'translations.en.body'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

const valuesOf = (e: GlobalEmail): FormInput => ({
  type: e.type,
  header: e.header,
  body: e.body,
  translations: { en: { header: e.translations.en.header, body: e.translations.en.body } },
  conditions: e.conditions as FormInput['conditions'],
  order: e.order,
});

export interface GlobalEmailFormProps {
  /** The e-mail being edited; a new one without it. */
  email?: GlobalEmail;
  /** The kind a new e-mail starts with. */
  type?: number;
  onDone: () => void;
}

/**
 * A global e-mail (every series): kind, subject and body in Czech with the English translation, an
 * optional payment-method condition, and beside it the preview rendered by the sender.
 */
export function GlobalEmailForm({ email, type = 1, onDone }: GlobalEmailFormProps) {
  const { t } = useTranslation(EMAILS_NS);
  const client = useQueryClient();
  const form = useBackOfficeForm<FormInput, FormOutput>({
    schema: globalEmailBodySchema,
    defaultValues: email
      ? valuesOf(email)
      : {
          type,
          header: '',
          body: '',
          translations: { en: { header: '', body: '' } },
          conditions: { paymentMethods: [] },
          order: 0,
        },
  });
  const { register, control, setValue, getValues } = form;
  const watched = useWatch({ control });
  /** The text field last focused (its `name` is the form path): where a variable goes. */
  const lastField = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const rememberField = (e: React.FocusEvent<HTMLElement>) => {
    const el = e.target;
    if (
      (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) &&
      TEXT_FIELDS.includes(el.name as TextField)
    )
      lastField.current = el;
  };
  const insert = (token: string) => {
    const el = lastField.current;
    const name = (el?.name ?? 'body') as TextField;
    const current = String(getValues(name as FieldPath<FormInput>) ?? '');
    const start = el?.selectionStart ?? current.length;
    const end = el?.selectionEnd ?? current.length;
    setValue(name as 'body', current.slice(0, start) + token + current.slice(end), {
      shouldDirty: true,
      shouldValidate: true,
    });
    if (el)
      requestAnimationFrame(() => {
        el.focus();
        el.setSelectionRange(start + token.length, start + token.length);
      });
  };

  const save = async (values: FormOutput) => {
    await saveGlobalEmail(values, email?.guid);
    await emailsChanged(client);
    notify.success(t(email ? 'form.updated' : 'form.created'));
    onDone();
  };

  const draft = {
    type: Number(watched.type ?? type),
    header: watched.header ?? '',
    body: watched.body ?? '',
    translations: {
      en: { header: watched.translations?.en?.header ?? '', body: watched.translations?.en?.body ?? '' },
    },
  };
  const test = useMutation({
    mutationFn: (locale: 'cs' | 'en') => sendTestGlobalEmail({ ...draft, locale }),
    onSuccess: (sent) => notify.success(t('preview.testSent', { to: sent.to })),
    onError: (error) => notify.error(errorMessage(error)),
  });

  const title = email ? t('global.editTitle', { kind: t(`types.${email.type}`) }) : t('global.newTitle');

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h3" size="md">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
        <Box onFocus={rememberField}>
          <BackOfficeForm form={form} onSubmit={save} aria-label={title}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField name="type" label={t('fields.type')} required>
                <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
                  <NativeSelect.Field {...register('type', { valueAsNumber: true })}>
                    {EMAIL_TYPE_VALUES.map((v) => (
                      <option key={v} value={v}>
                        {t(`types.${v}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField name="order" label={t('fields.order')} help={t('global.orderHelp')}>
                <Input
                  type="number"
                  min={0}
                  inputMode="numeric"
                  {...register('order', { valueAsNumber: true })}
                />
              </FormField>
            </SimpleGrid>
            <VariableChips onInsert={insert} />
            <FormField name="header" label={t('fields.header')} required>
              <Input autoComplete="off" {...register('header')} />
            </FormField>
            <FormField name="body" label={t('fields.body')} required help={t('fields.bodyHelp')}>
              <Textarea
                recipe={textareaRecipe}
                rows={10}
                fontFamily="mono"
                fontSize="sm"
                {...register('body')}
              />
            </FormField>
            <Heading as="h4" size="sm">
              {t('fields.english')}
            </Heading>
            <Text fontSize="sm">{t('fields.englishHelp')}</Text>
            <FormField name="translations.en.header" label={t('fields.headerEn')}>
              <Input autoComplete="off" lang="en" {...register('translations.en.header')} />
            </FormField>
            <FormField name="translations.en.body" label={t('fields.bodyEn')}>
              <Textarea
                recipe={textareaRecipe}
                rows={8}
                lang="en"
                fontFamily="mono"
                fontSize="sm"
                {...register('translations.en.body')}
              />
            </FormField>
            <Stack as="fieldset" gap="2">
              <Text as="legend" fontWeight="semibold">
                {t('fields.conditions')}
              </Text>
              <Text fontSize="sm">{t('fields.conditionsHelp')}</Text>
              <Controller
                control={control}
                name="conditions.paymentMethods"
                render={({ field }) => (
                  <HStack gap="4" wrap="wrap">
                    {[PaymentMethod.CARD, PaymentMethod.TRANSFER].map((method) => {
                      const selected = (field.value ?? []) as number[];
                      return (
                        <Checkbox.Root
                          key={method}
                          checked={selected.includes(method)}
                          onCheckedChange={(e) =>
                            field.onChange(
                              e.checked === true
                                ? [...selected, method]
                                : selected.filter((m) => m !== method),
                            )
                          }
                        >
                          <Checkbox.HiddenInput name={`${field.name}.${method}`} onBlur={field.onBlur} />
                          <Checkbox.Control />
                          <Checkbox.Label>{t(`fields.paymentMethod.${method}`)}</Checkbox.Label>
                        </Checkbox.Root>
                      );
                    })}
                  </HStack>
                )}
              />
            </Stack>
            <HStack gap="3" wrap="wrap">
              <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
                {t('form.save')}
              </Button>
              <Button variant="outline" onClick={onDone}>
                {t('form.cancel')}
              </Button>
            </HStack>
          </BackOfficeForm>
        </Box>
        <EmailPreview
          previewKey={draft}
          render={(value, signal) => previewGlobalEmail(value, signal)}
          actions={(locale) => (
            <Button size="sm" variant="outline" loading={test.isPending} onClick={() => test.mutate(locale)}>
              {t('preview.sendTest')}
            </Button>
          )}
        />
      </SimpleGrid>
    </Stack>
  );
}
