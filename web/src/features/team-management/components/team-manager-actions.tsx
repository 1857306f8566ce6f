import { Button, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamData } from '@shared/team-management/team-management-schemas';
import { emailProblems, required, type FieldProblems } from '../../../components/account-forms/form-errors';
import { FormField } from '../../../components/account-forms/form-field';
import { ResultAlert, useFailureText } from '../../../components/result-alert';
import { formatDate } from '../../../lib/dates';
import { loadRaceCategories, type TeamManagerApi } from '../api/team-management-api';
import { TEAM_MANAGEMENT_NS } from '../team-management-namespace';

/**
 * "Invite by e-mail" (spec §2 team management, §7 send-invintation): the invited person gets a link
 * that puts the team's item (race, the chosen category) into their cart.
 */
export function TeamInviteForm({ team, teamApi }: { team: TeamData; teamApi: TeamManagerApi }) {
  const { t } = useTranslation(TEAM_MANAGEMENT_NS);
  const failureText = useFailureText();
  const selectId = useId();
  const [email, setEmail] = useState('');
  const [category, setCategory] = useState('');
  const [problems, setProblems] = useState<FieldProblems<'email' | 'category'>>({});
  const categories = useQuery({
    queryKey: ['team-management', team.guid, 'categories', team.subEventGuid],
    queryFn: ({ signal }) => loadRaceCategories(team.subEventGuid, signal),
    meta: { silentError: true },
  });
  const options = categories.data ?? [];
  const chosen = category || (options.length === 1 ? (options[0]?.guid ?? '') : '');
  const invite = useMutation({
    mutationFn: (input: { email: string; category: string }) =>
      teamApi.sendInvitation({ email: input.email, subEvent: team.subEventGuid, category: input.category }),
    meta: { silentError: true },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { email: emailProblems(email.trim()), category: required(chosen) };
    setProblems(found);
    if ((found.email?.length ?? 0) + (found.category?.length ?? 0) > 0) return;
    invite.mutate({ email: email.trim(), category: chosen }, { onSuccess: () => setEmail('') });
  };
  return (
    <Stack gap="4" as="section" aria-labelledby={`${selectId}-title`}>
      <Heading as="h2" size="md" id={`${selectId}-title`}>
        {t('invite.title')}
      </Heading>
      <Text>{t('invite.lead')}</Text>
      <form onSubmit={submit} noValidate aria-label={t('invite.title')}>
        <Stack gap="4" maxW="md">
          <FormField label={t('invite.email')} required problems={problems.email}>
            <Input
              type="email"
              name="email"
              autoComplete="off"
              inputMode="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setProblems((p) => ({ ...p, email: [] }));
                invite.reset();
              }}
            />
          </FormField>
          {options.length > 1 && (
            <FormField label={t('invite.category')} required problems={problems.category}>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="category"
                  value={category}
                  onChange={(e) => {
                    setCategory(e.target.value);
                    setProblems((p) => ({ ...p, category: [] }));
                  }}
                >
                  <option value="">{t('invite.chooseCategory')}</option>
                  {options.map((c) => (
                    <option key={c.guid} value={c.guid}>
                      {c.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          )}
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={invite.isPending}>
            {t('invite.submit')}
          </Button>
          {invite.isSuccess && (
            <ResultAlert status="success" title={t('invite.sent', { email: invite.data.email })}>
              {t('invite.validUntil', { date: formatDate(invite.data.validUntil) })}
            </ResultAlert>
          )}
          {invite.isError && (
            <ResultAlert status="error" title={t('invite.failed')}>
              {failureText(invite.error)}
            </ResultAlert>
          )}
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * Hand the team over to another member (beyond the spec, issue 11): the new manager gets the team
 * manager changed e-mail with the PIN; this session ends at once (the server compares the team's
 * current manager on every call), so the page returns to the sign-in.
 */
export function TeamHandOver({
  team,
  teamApi,
  onHandedOver,
}: {
  team: TeamData;
  teamApi: TeamManagerApi;
  onHandedOver: (email: string) => void;
}) {
  const { t } = useTranslation(TEAM_MANAGEMENT_NS);
  const failureText = useFailureText();
  const selectId = useId();
  const [memberId, setMemberId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const fold = (s: string) => s.trim().toLowerCase();
  const candidates = team.members.filter((m) => m.email && fold(m.email) !== fold(team.managerEmail));
  const handOver = useMutation({
    mutationFn: (id: string) => teamApi.changeManager(id),
    meta: { silentError: true },
    onSuccess: (answer) => onHandedOver(answer.managerEmail),
  });
  if (candidates.length === 0) return null;
  const member = candidates.find((m) => m.id === memberId);
  return (
    <Stack gap="4" as="section" aria-labelledby={`${selectId}-title`}>
      <Heading as="h2" size="md" id={`${selectId}-title`}>
        {t('handOver.title')}
      </Heading>
      <Text>{t('handOver.lead')}</Text>
      <Stack gap="3" maxW="md">
        <label htmlFor={selectId}>
          <Text as="span" fontWeight="medium">
            {t('handOver.member')}
          </Text>
        </label>
        <NativeSelect.Root>
          <NativeSelect.Field
            id={selectId}
            value={memberId}
            onChange={(e) => {
              setMemberId(e.target.value);
              setConfirming(false);
              handOver.reset();
            }}
          >
            <option value="">{t('handOver.choose')}</option>
            {candidates.map((m) => (
              <option key={m.id} value={m.id}>
                {`${m.firstName} ${m.lastName} (${m.email})`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {!confirming ? (
          <Button
            alignSelf="flex-start"
            variant="outline"
            disabled={!member}
            onClick={() => setConfirming(true)}
          >
            {t('handOver.submit')}
          </Button>
        ) : (
          member && (
            <Stack gap="2" role="group" aria-label={t('handOver.confirmTitle')}>
              <Text>{t('handOver.question', { name: `${member.firstName} ${member.lastName}` })}</Text>
              <HStack gap="2" wrap="wrap">
                <Button
                  colorPalette="red"
                  loading={handOver.isPending}
                  onClick={() => handOver.mutate(member.id)}
                >
                  {t('handOver.confirm')}
                </Button>
                <Button variant="outline" onClick={() => setConfirming(false)}>
                  {t('handOver.cancel')}
                </Button>
              </HStack>
            </Stack>
          )
        )}
        {handOver.isError && (
          <ResultAlert status="error" title={t('handOver.failed')}>
            {failureText(handOver.error)}
          </ResultAlert>
        )}
      </Stack>
    </Stack>
  );
}
