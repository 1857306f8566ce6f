import { Box, Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { JoinBody, ListPart } from '@shared/waiting-list/waiting-list-schemas';
import { emailProblems, required, type FieldProblem } from '../../../../components/account-forms/form-errors';
import { FormField } from '../../../../components/account-forms/form-field';
import { ResultAlert, useFailureText } from '../../../../components/result-alert';
import { useLocale } from '../../../../lib/use-money';
import { useSession } from '../../../../lib/session';
import { joinWaitingList, waitingListStateQuery } from './waiting-list-queries';
import { WAITING_LIST_NS } from './waiting-list-namespace';

type FieldName = 'email' | 'firstName' | 'lastName';

/**
 * The join form of a sold-out race (its own chunk, loaded on the first tap): e-mail and name, or
 * one tap for a signed-in runner (the server takes the account's name and e-mail). Shows the place
 * in line; the confirmation is on screen (no e-mail is sent on joining).
 */
export default function JoinWaitingList({
  subEventGuid,
  raceName,
  part,
}: {
  subEventGuid: string;
  /** The race's name, with its category's or wave's for a part's list. */
  raceName: string;
  part?: ListPart | undefined;
}) {
  const { t } = useTranslation(WAITING_LIST_NS);
  const locale = useLocale();
  const failureText = useFailureText();
  const session = useSession();
  const state = useQuery(waitingListStateQuery(subEventGuid, part));
  const [values, setValues] = useState<Record<FieldName, string>>({ email: '', firstName: '', lastName: '' });
  const [problems, setProblems] = useState<Partial<Record<FieldName, FieldProblem[]>>>({});
  const refs = {
    email: useRef<HTMLInputElement>(null),
    firstName: useRef<HTMLInputElement>(null),
    lastName: useRef<HTMLInputElement>(null),
  };
  const mutation = useMutation({
    mutationFn: (body: JoinBody) => joinWaitingList(subEventGuid, { ...body, language: locale }, part),
    meta: { silentError: true },
  });
  const headingId = `wl-${part?.guid ?? subEventGuid}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<FieldName, FieldProblem[]>> = {
      email: emailProblems(values.email),
      firstName: required(values.firstName),
      lastName: required(values.lastName),
    };
    setProblems(found);
    const first = (['email', 'firstName', 'lastName'] as const).find((f) => found[f]?.length);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    mutation.mutate({
      email: values.email.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
    });
  };

  const field = (name: FieldName, type: string, autoComplete: string) => (
    <FormField label={t(name)} required problems={problems[name] ?? []}>
      <Input
        ref={refs[name]}
        name={name}
        type={type}
        autoComplete={autoComplete}
        aria-required
        value={values[name]}
        onChange={(e) => {
          setValues((v) => ({ ...v, [name]: e.target.value }));
          setProblems((p) => ({ ...p, [name]: [] }));
        }}
      />
    </FormField>
  );

  if (state.data && !state.data.enabled) return <Text mt="3">{t('notOffered')}</Text>;
  const user = session.user;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      mt="4"
      p="4"
      borderWidth="1px"
      borderRadius="md"
      data-testid="waiting-list"
    >
      <Heading as="h3" id={headingId} size="md" mb="2">
        {t('title')} – {raceName}
      </Heading>
      <Text mb="2">{t('intro')}</Text>
      {state.data && (
        <Text mb="3" color="fg.muted">
          {t('waiting', { count: state.data.waiting })}
        </Text>
      )}
      {mutation.isSuccess ? (
        <ResultAlert status="success" title={t('title')}>
          {t(mutation.data.alreadyJoined ? 'alreadyJoined' : 'joined', {
            position: mutation.data.position,
            email: mutation.data.email,
          })}
        </ResultAlert>
      ) : user ? (
        <Button colorPalette="brand" loading={mutation.isPending} onClick={() => mutation.mutate({})}>
          {t('oneTap', { name: `${user.firstName} ${user.lastName}`.trim() || user.email })}
        </Button>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="4" maxW="md">
            {field('email', 'email', 'email')}
            {field('firstName', 'text', 'given-name')}
            {field('lastName', 'text', 'family-name')}
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={mutation.isPending}>
              {t('submit')}
            </Button>
          </Stack>
        </form>
      )}
      {mutation.isError && (
        <Box mt="3">
          <ResultAlert status="error" title={t('title')}>
            {failureText(mutation.error)}
          </ResultAlert>
        </Box>
      )}
    </Box>
  );
}
