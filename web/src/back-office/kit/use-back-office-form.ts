import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { i18n } from '../../lib/i18n';
import { translatedZodResolver } from './zod-form-resolver';

export interface BackOfficeFormOptions<Input extends FieldValues, Output> extends Omit<
  UseFormProps<Input, unknown, Output>,
  'resolver' | 'defaultValues'
> {
  schema: z.ZodType<Output, Input>;
  /** Every field's starting value: dirtiness and server errors are matched against them. */
  defaultValues: DefaultValues<Input>;
}

/**
 * A react-hook-form form validated by a shared zod schema, with the server's messages.
 *
 * Mode `onTouched`: a field is first checked when the user leaves it (no "invalid e-mail" while the
 * first letters are being typed), and from then on on every keystroke, so the error goes away the
 * moment it is fixed. After a submit every field re-validates as it changes.
 */
export function useBackOfficeForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  ...options
}: BackOfficeFormOptions<Input, Output>) {
  const [resolver] = useState(() => translatedZodResolver(schema));
  const form = useForm<Input, unknown, Output>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    ...options,
    resolver,
    defaultValues,
  });

  // Messages are texts in the language they were made in: shown errors follow a language switch.
  const { trigger, getFieldState } = form;
  const { errors } = form.formState;
  useEffect(() => {
    const retranslate = () => {
      const names = Object.keys(errors) as Array<Parameters<typeof getFieldState>[0]>;
      // Server errors are the server's words, not the schema's: leave them.
      const own = names.filter((name) => getFieldState(name).error?.type !== 'server');
      if (own.length > 0) void trigger(own);
    };
    i18n.on('languageChanged', retranslate);
    return () => i18n.off('languageChanged', retranslate);
  }, [errors, trigger, getFieldState]);

  return form;
}
