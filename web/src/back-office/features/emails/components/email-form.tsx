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
import { EMAIL_TYPE_VALUES, eventEmailBodySchema, type EventEmail } from '@shared/back-office/email-schemas';
import { PaymentMethod } from '@shared/codelists/enums';
import { errorMessage, notify } from '../../../../lib/notify';
import { BackOfficeForm, FormField, useBackOfficeForm } from '../../../kit';
import { emailsChanged, previewEventEmail, saveEventEmail, sendTestEventEmail } from '../api/emails-queries';
import { EMAILS_NS } from '../emails-namespace';
import { EmailPreview } from './email-preview';
import { RaceConditions } from './race-conditions';
import { VariableChips } from './variable-chips';

const formSchema = eventEmailBodySchema.omit({ eventGuid: true });
type FormInput = (typeof formSchema)['_zod']['input'];
type FormOutput = (typeof formSchema)['_zod']['output'];
const TEXT_FIELDS = ['header', 'body', 'translations.en.header', 'translations.en.body'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

const valuesOf = (e: EventEmail): FormInput => ({
  type: e.type,
  header: e.header,
  body: e.body,
  translations: { en: { header: e.translations.en.header, body: e.translations.en.body } },
  conditions: e.conditions as FormInput['conditions'],
  order: e.order,
});

export interface EmailFormProps {
  eventGuid: string;
  /** The e-mail being edited; a new one without it. */
  email?: EventEmail;
  /** The kind a new e-mail starts with. */
  type?: number;
  onDone: () => void;
}

/**
 * One event e-mail: kind, subject and body in Czech with the English translation, conditions, and
 * beside it the preview rendered by the sender. The body is HTML that the server sanitises; a click
 * on a variable inserts it where the cursor was.
 */
export function EmailForm({ eventGuid, email, type = 1, onDone }: EmailFormProps) {
  const { t } = useTranslation(EMAILS_NS);
  const client = useQueryClient();
  const form = useBackOfficeForm<FormInput, FormOutput>({
    schema: formSchema,
    defaultValues: email
      ? valuesOf(email)
      : {
          type,
          header: '',
          body: '',
          translations: { en: { header: '', body: '' } },
          conditions: { paymentMethods: [], subEventGuids: [], categoryGuids: [] },
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
    const next = current.slice(0, start) + token + current.slice(end);
    setValue(name as 'body', next, { shouldDirty: true, shouldValidate: true });
    if (el) {
      requestAnimationFrame(() => {
        el.focus();
        el.setSelectionRange(start + token.length, start + token.length);
      });
    }
  };

  const save = async (values: FormOutput) => {
    await saveEventEmail({ ...values, eventGuid }, email?.guid);
    await emailsChanged(client);
    notify.success(t(email ? 'form.updated' : 'form.created'));
    onDone();
  };

  const draft = {
    eventGuid,
    type: Number(watched.type ?? type),
    header: watched.header ?? '',
    body: watched.body ?? '',
    translations: {
      en: { header: watched.translations?.en?.header ?? '', body: watched.translations?.en?.body ?? '' },
    },
  };

  const test = useMutation({
    mutationFn: (locale: 'cs' | 'en') => sendTestEventEmail({ ...draft, locale }),
    onSuccess: (sent) => notify.success(t('preview.testSent', { to: sent.to })),
    onError: (error) => notify.error(errorMessage(error)),
  });

  const title = email ? t('form.editTitle', { kind: t(`types.${email.type}`) }) : t('form.newTitle');

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
              <FormField name="order" label={t('fields.order')} help={t('fields.orderHelp')}>
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
              <RaceConditions
                eventGuid={eventGuid}
                subEventGuids={(watched.conditions?.subEventGuids ?? []).filter((g): g is string => !!g)}
                categoryGuids={(watched.conditions?.categoryGuids ?? []).filter((g): g is string => !!g)}
                onChange={(next) => {
                  setValue('conditions.subEventGuids', next.subEventGuids, { shouldDirty: true });
                  setValue('conditions.categoryGuids', next.categoryGuids, { shouldDirty: true });
                }}
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
          render={(value, signal) => previewEventEmail(value, signal)}
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
