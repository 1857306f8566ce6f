import { Box, Field, Fieldset, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '../checkout-namespace';
import type { FieldError } from '../model/validate';
import { fieldsetSlotRecipe } from './recipes';

/** Texts of field errors: codes of the `errors` / `checkout` namespaces, or the server's own words. */
export function useErrorText() {
  const { t } = useTranslation(CHECKOUT_NS);
  return (error: FieldError): string =>
    'message' in error ? error.message : t(error.code, { ns: error.ns ?? 'errors', ...error.params });
}

export const helpId = (id: string) => `${id}-help`;
export const errorId = (id: string) => `${id}-error`;
export const labelId = (id: string) => `${id}-label`;

/** aria-describedby of a control: its help text and, while invalid, its errors. */
export function describedBy(id: string, hasHelp: boolean, invalid: boolean): string | undefined {
  const ids = [hasHelp ? helpId(id) : null, invalid ? errorId(id) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function ErrorLines({ errors }: { errors: readonly FieldError[] }) {
  const text = useErrorText();
  const lines = [...new Set(errors.map(text))];
  return (
    <>
      {lines.map((line) => (
        <Text as="span" display="block" key={line}>
          {line}
        </Text>
      ))}
    </>
  );
}

/**
 * A labelled field (Chakra Field): "*" on required fields (the control carries `required`), help
 * text and errors linked to the control through aria-describedby.
 */
export function FieldShell({
  id,
  label,
  required,
  errors,
  help,
  disabled,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  errors?: readonly FieldError[];
  help?: ReactNode;
  disabled?: boolean;
  children: ReactNode;
}) {
  const invalid = (errors?.length ?? 0) > 0;
  return (
    <Field.Root
      id={id}
      ids={{ label: labelId(id), helperText: helpId(id), errorText: errorId(id) }}
      required={required}
      invalid={invalid}
      disabled={disabled}
      gap="1.5"
    >
      {label !== null && (
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
      )}
      {children}
      {help && (
        <Field.HelperText as="div" id={helpId(id)}>
          {help}
        </Field.HelperText>
      )}
      {invalid && (
        <Field.ErrorText as="div" id={errorId(id)} display="block">
          <ErrorLines errors={errors ?? []} />
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}

/** Legend text with the required "*" (hidden from assistive technology, which hears "required"). */
export function RequiredLegend({ children, required }: { children: ReactNode; required?: boolean }) {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <>
      {children}
      {required && (
        <>
          <Box as="span" aria-hidden="true" color="fg.error" ms="0.5">
            *
          </Box>
          <VisuallyHidden> ({t('form.required')})</VisuallyHidden>
        </>
      )}
    </>
  );
}

/** A group of choices (radios, checkbox list) with a legend, help text and errors. */
export function FieldsetShell({
  id,
  legend,
  required,
  errors,
  help,
  children,
}: {
  id: string;
  legend: ReactNode;
  required?: boolean;
  errors?: readonly FieldError[];
  help?: ReactNode;
  children: ReactNode;
}) {
  const invalid = (errors?.length ?? 0) > 0;
  return (
    <Fieldset.Root recipe={fieldsetSlotRecipe} invalid={invalid} gap="2" minW="0">
      <Fieldset.Legend id={labelId(id)} fontWeight="medium" fontSize="sm" color="fg" mb="0">
        <RequiredLegend required={required}>{legend}</RequiredLegend>
      </Fieldset.Legend>
      {help && (
        <Fieldset.HelperText as="div" id={helpId(id)} mt="0">
          {help}
        </Fieldset.HelperText>
      )}
      {children}
      {invalid && (
        <Fieldset.ErrorText as="div" id={errorId(id)} mt="0" display="block">
          <ErrorLines errors={errors ?? []} />
        </Fieldset.ErrorText>
      )}
    </Fieldset.Root>
  );
}

/** Sanitised organiser HTML (field descriptions). */
export function HtmlText({ html }: { html: string }) {
  return (
    <Box
      css={{ '& a': { color: 'brand.fg', textDecoration: 'underline' }, '& p + p': { marginTop: '1' } }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
