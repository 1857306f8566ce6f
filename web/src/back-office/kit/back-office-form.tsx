import { Alert, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from './apply-server-errors';
import { BACK_OFFICE_NS } from './back-office-namespace';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

export interface BackOfficeFormProps<T extends FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  /** Saves the valid values; a rejected call's field errors are put onto the fields. */
  onSubmit: (values: O) => Promise<unknown> | void;
  /** Warn before leaving with unsaved changes (default on). */
  guardUnsaved?: boolean;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A back-office form: react-hook-form's context for FormField, no native validation bubbles (the
 * form shows its own messages), server validation errors on their fields and the rest in an alert,
 * and the unsaved-changes guard while it is dirty.
 */
export function BackOfficeForm<T extends FieldValues, O>({
  form,
  onSubmit,
  guardUnsaved = true,
  children,
  ...aria
}: BackOfficeFormProps<T, O>) {
  const { t } = useTranslation(BACK_OFFICE_NS);
  const [problems, setProblems] = useState<string[]>([]);
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChangesGuard(guardUnsaved && isDirty && !isSubmitting);

  const submit = form.handleSubmit(async (values) => {
    setProblems([]);
    try {
      await onSubmit(values);
      // Saved: what is on screen is the new starting point (not dirty any more).
      form.reset(form.getValues());
    } catch (error) {
      setProblems(applyServerErrors(form, error));
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} {...aria}>
        <Stack gap="4">
          {problems.length > 0 && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('form.saveFailed')}</Alert.Title>
                <Alert.Description>
                  {problems.map((problem) => (
                    <Text key={problem}>{problem}</Text>
                  ))}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {children}
        </Stack>
      </form>
    </FormProvider>
  );
}
