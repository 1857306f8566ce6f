import {
  Box,
  Button,
  Checkbox,
  HStack,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMAIL_TYPE_VALUES, type EmailPreview as Preview } from '@shared/back-office/email-schemas';
import { PaymentMethod } from '@shared/codelists/enums';
import { errorMessage, notify } from '../../../../lib/notify';
import { BackOfficeForm, FormField, RichTextField, type RichTextHandle } from '../../../kit';
import { emailsChanged } from '../api/emails-queries';
import { EMAILS_NS } from '../emails-namespace';
import { EmailPreview } from './email-preview';
import { VariableChips } from './variable-chips';

/** The texts of an e-mail a variable can go into (form paths shared by event and global e-mails). */
const TEXT_FIELDS = ['header', 'body', 'translations.en.header', 'translations.en.body'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** What the event and the global e-mail forms edit; they differ in their conditions. */
interface EmailFormValues<C> extends EmailDraftTexts {
  conditions: C;
  order: number;
}

/** A form's starting values: the e-mail's own, or a blank e-mail of the kind with no conditions. */
export function emailFormValues<C>(
  email: EmailFormValues<unknown> | undefined,
  type: number,
  noConditions: C,
): EmailFormValues<C> {
  if (!email)
    return {
      type,
      header: '',
      body: '',
      translations: { en: { header: '', body: '' } },
      conditions: noConditions,
      order: 0,
    };
  const { header, body } = email.translations.en;
  return {
    type: email.type,
    header: email.header,
    body: email.body,
    translations: { en: { header, body } },
    conditions: email.conditions as C,
    order: email.order,
  };
}

/** The texts of the draft as the preview and the test e-mail take them. */
export interface EmailDraftTexts {
  type: number;
  header: string;
  body: string;
  translations: { en: { header: string; body: string } };
}

interface EmailTextValues {
  /** The form's coerced input (a number once parsed). */
  type?: unknown;
  header?: string;
  body?: string;
  translations?: { en?: { header?: string; body?: string } };
}

/** The watched form values as the draft the preview renders. */
/**
 * The save of an e-mail form (event or global): writes it, refreshes every e-mail list, says
 * "created" or "updated", then closes the form.
 */
export function useSaveEmail<Out>(
  write: (values: Out) => Promise<unknown>,
  editing: boolean,
  onDone: () => void,
) {
  const { t } = useTranslation(EMAILS_NS);
  const client = useQueryClient();
  return async (values: Out) => {
    await write(values);
    await emailsChanged(client);
    notify.success(t(editing ? 'form.updated' : 'form.created'));
    onDone();
  };
}

export const draftOf = (watched: EmailTextValues, type: number): EmailDraftTexts => ({
  type: Number(watched.type ?? type),
  header: watched.header ?? '',
  body: watched.body ?? '',
  translations: {
    en: { header: watched.translations?.en?.header ?? '', body: watched.translations?.en?.body ?? '' },
  },
});

export interface EmailFormLayoutProps<T extends FieldValues, Out> {
  form: UseFormReturn<T, unknown, Out>;
  title: string;
  orderHelp: string;
  onSubmit: (values: Out) => Promise<void>;
  onDone: () => void;
  /** Conditions beyond the payment methods (an event's races and categories). */
  moreConditions?: ReactNode;
  draft: EmailDraftTexts;
  preview: (draft: EmailDraftTexts, signal: AbortSignal) => Promise<Preview>;
  sendTest: (draft: EmailDraftTexts & { locale: 'cs' | 'en' }) => Promise<{ to: string }>;
}

/**
 * An e-mail's form beside its preview, shared by event and global e-mails: kind and order, subject
 * and body in Czech with the English translation (a click on a variable inserts it where the cursor
 * was), the payment-method condition, and the preview rendered by the sender with "send me a test".
 */
export function EmailFormLayout<T extends FieldValues, Out>(props: EmailFormLayoutProps<T, Out>) {
  const { form, title, draft } = props;
  const { t } = useTranslation(EMAILS_NS);
  const { register, control, setValue, getValues } = form;
  const field = (name: string) => name as Path<T>;
  /** The text field last focused (its `name` is the form path): where a variable goes. */
  const lastField = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  /** Or the formatted body editor last focused (its form path), with the editors shown now. */
  const lastEditor = useRef<TextField | null>(null);
  /** The formatted editors shown now, by form path (a registry, not render state). */
  const [editors] = useState(() => new Map<TextField, RichTextHandle>());
  // One stable callback per text, so an editor registers once rather than on every render.
  const editorRefs = useMemo(() => {
    const refOf = (name: TextField) => (handle: RichTextHandle | null) => {
      if (handle) editors.set(name, handle);
      else editors.delete(name);
    };
    return { body: refOf('body'), bodyEn: refOf('translations.en.body') };
  }, [editors]);
  const rememberField = (e: React.FocusEvent<HTMLElement>) => {
    const el = e.target;
    const rich = el.closest('[data-rich-text]')?.getAttribute('data-rich-text');
    if (rich && TEXT_FIELDS.includes(rich as TextField)) {
      lastEditor.current = rich as TextField;
      lastField.current = null;
    } else if (
      (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) &&
      TEXT_FIELDS.includes(el.name as TextField)
    ) {
      lastField.current = el;
      lastEditor.current = null;
    }
  };
  const insert = (token: string) => {
    const editor = lastEditor.current ? editors.get(lastEditor.current) : undefined;
    if (editor) {
      editor.insertText(token);
      return;
    }
    const el = lastField.current;
    const name = field(el?.name ?? 'body');
    const current = String(getValues(name) ?? '');
    const start = el?.selectionStart ?? current.length;
    const end = el?.selectionEnd ?? current.length;
    const next = current.slice(0, start) + token + current.slice(end);
    setValue(name, next as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: true });
    if (el)
      requestAnimationFrame(() => {
        el.focus();
        el.setSelectionRange(start + token.length, start + token.length);
      });
  };
  const test = useMutation({
    mutationFn: (locale: 'cs' | 'en') => props.sendTest({ ...draft, locale }),
    onSuccess: (sent) => notify.success(t('preview.testSent', { to: sent.to })),
    onError: (error) => notify.error(errorMessage(error)),
  });

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h3" size="md">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
        <Box onFocus={rememberField}>
          <BackOfficeForm form={form} onSubmit={props.onSubmit} aria-label={title}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField name="type" label={t('fields.type')} required>
                <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
                  <NativeSelect.Field {...register(field('type'), { valueAsNumber: true })}>
                    {EMAIL_TYPE_VALUES.map((v) => (
                      <option key={v} value={v}>
                        {t(`types.${v}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField name="order" label={t('fields.order')} help={props.orderHelp}>
                <Input
                  type="number"
                  min={0}
                  inputMode="numeric"
                  {...register(field('order'), { valueAsNumber: true })}
                />
              </FormField>
            </SimpleGrid>
            <VariableChips onInsert={insert} />
            <FormField name="header" label={t('fields.header')} required>
              <Input autoComplete="off" {...register(field('header'))} />
            </FormField>
            <RichTextField
              name="body"
              label={t('fields.body')}
              required
              help={t('fields.bodyHelp')}
              rows={10}
              handleRef={editorRefs.body}
            />
            <Heading as="h4" size="sm">
              {t('fields.english')}
            </Heading>
            <Text fontSize="sm">{t('fields.englishHelp')}</Text>
            <FormField name="translations.en.header" label={t('fields.headerEn')}>
              <Input autoComplete="off" lang="en" {...register(field('translations.en.header'))} />
            </FormField>
            <RichTextField
              name="translations.en.body"
              label={t('fields.bodyEn')}
              lang="en"
              handleRef={editorRefs.bodyEn}
            />
            <Stack as="fieldset" gap="2">
              <Text as="legend" fontWeight="semibold">
                {t('fields.conditions')}
              </Text>
              <Text fontSize="sm">{t('fields.conditionsHelp')}</Text>
              <Controller
                control={control}
                name={field('conditions.paymentMethods')}
                render={({ field: methods }) => (
                  <HStack gap="4" wrap="wrap">
                    {[PaymentMethod.CARD, PaymentMethod.TRANSFER].map((method) => {
                      const selected = (methods.value ?? []) as number[];
                      return (
                        <Checkbox.Root
                          key={method}
                          checked={selected.includes(method)}
                          onCheckedChange={(e) =>
                            methods.onChange(
                              e.checked === true
                                ? [...selected, method]
                                : selected.filter((m) => m !== method),
                            )
                          }
                        >
                          <Checkbox.HiddenInput name={`${methods.name}.${method}`} onBlur={methods.onBlur} />
                          <Checkbox.Control />
                          <Checkbox.Label>{t(`fields.paymentMethod.${method}`)}</Checkbox.Label>
                        </Checkbox.Root>
                      );
                    })}
                  </HStack>
                )}
              />
              {props.moreConditions}
            </Stack>
            <HStack gap="3" wrap="wrap">
              <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
                {t('form.save')}
              </Button>
              <Button variant="outline" onClick={props.onDone}>
                {t('form.cancel')}
              </Button>
            </HStack>
          </BackOfficeForm>
        </Box>
        <EmailPreview
          previewKey={draft}
          render={(value, signal) => props.preview(value, signal)}
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
