import { Heading, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '../../../../lib/notify';
import { BackOfficeForm, QueryProblem, SubmitButton, useBackOfficeForm } from '../../../kit';

/**
 * The shell of the race editor's rules sections (waiting list, race change, transfer): a titled
 * section with its help line, the loading / error state of the rules' query, then what the rules
 * are (rendered once the query has data).
 */
export function RulesSection<T>({
  id,
  title,
  help,
  query,
  loadingLabel,
  testId,
  before,
  children,
}: {
  /** The heading's id (the section is labelled by it): unique on the page. */
  id: string;
  title: string;
  help: string;
  query: UseQueryResult<T>;
  loadingLabel: string;
  testId?: string;
  /** Shown above the rules also while they load (e.g. which of several lists the rules are of). */
  before?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <Stack as="section" gap="3" aria-labelledby={id} data-testid={testId}>
      <Heading as="h3" size="md" id={id}>
        {title}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {help}
      </Text>
      {before}
      {query.data === undefined ? (
        <QueryProblem query={query} loadingLabel={loadingLabel} />
      ) : (
        children(query.data)
      )}
    </Stack>
  );
}

/**
 * A rules form: react-hook-form with the shared zod schema (server errors on their fields), a save
 * button, and "saved" once the call (which writes the history: who, when) succeeded. Key it by the
 * saved version so a save or another tab's change starts it afresh.
 */
export function RulesForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  label,
  saveLabel,
  savedText,
  onSave,
  children,
}: {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  label: string;
  saveLabel: string;
  savedText: string;
  onSave: (values: Output) => Promise<unknown>;
  children: ReactNode;
}) {
  const form = useBackOfficeForm({ schema, defaultValues });
  return (
    <BackOfficeForm
      form={form}
      aria-label={label}
      onSubmit={async (values) => {
        await onSave(values);
        notify.success(savedText);
      }}
    >
      {children}
      <SubmitButton label={saveLabel} />
    </BackOfficeForm>
  );
}
