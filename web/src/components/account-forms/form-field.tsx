import { Field, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from './account-namespace';
import type { FieldProblem } from './form-errors';

/** Text of a field problem: a message code of the `errors` / `account` namespace, or the server's words. */
export function useProblemText() {
  const { t } = useTranslation(ACCOUNT_NS);
  return (problem: FieldProblem): string =>
    'message' in problem ? problem.message : t(problem.code, { ns: problem.ns, ...problem.params });
}

/**
 * A labelled form field (Chakra Field): the control gets `required`, `aria-invalid` and its help and
 * error texts through aria-describedby from the Field context.
 */
export function FormField({
  label,
  required,
  problems,
  help,
  children,
}: {
  label: ReactNode;
  required?: boolean;
  problems?: readonly FieldProblem[];
  help?: ReactNode;
  children: ReactNode;
}) {
  const text = useProblemText();
  const lines = [...new Set((problems ?? []).map(text))];
  return (
    <Field.Root required={required} invalid={lines.length > 0}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {help && <Field.HelperText>{help}</Field.HelperText>}
      {lines.length > 0 && (
        <Field.ErrorText display="block">
          {lines.map((line) => (
            <Text as="span" display="block" key={line}>
              {line}
            </Text>
          ))}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}
