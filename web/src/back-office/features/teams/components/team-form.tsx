import { Checkbox, Input } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  updateTeamBodySchema,
  type TeamRow,
  type UpdateTeamBody,
} from '@shared/back-office/team-admin-schemas';
import { notify } from '../../../../lib/notify';
import {
  BackOfficeForm,
  FormField,
  FormPanel,
  SaveCancel,
  useBackOfficeForm,
  useClosingSales,
} from '../../../kit';
import { teamsChanged, updateTeam } from '../api/teams-queries';
import { TEAMS_NS } from '../teams-namespace';

const CAPACITY_BELOW_MEMBERS = new Set(['teams.capacityBelowMembers']);

/**
 * Edit a team: its name (the server keeps it unique in the race whatever the case and accents and
 * answers onto the name field), its manager's e-mail (the old manager's session ends), a new PIN
 * and its capacity (empty = unlimited; the server refuses one below the places its members hold,
 * and the admin may then close the team at the places held instead).
 */
export function TeamForm({ team, onDone }: { team: TeamRow; onDone: () => void }) {
  const { t } = useTranslation(TEAMS_NS);
  const client = useQueryClient();
  const form = useBackOfficeForm({
    schema: updateTeamBodySchema,
    defaultValues: {
      name: team.name,
      managerEmail: team.managerEmail,
      resetPin: false,
      capacity: team.membersTo,
    } as UpdateTeamBody,
    mode: 'onChange',
  });
  const title = t('form.title', { name: team.name });
  const closeTeam = useClosingSales({
    codes: CAPACITY_BELOW_MEMBERS,
    question: (refusal, used) => ({
      title: t('form.closeSales.title'),
      body: `${refusal} ${t('form.closeSales.body', { used })}`,
      confirmLabel: t('form.closeSales.confirm', { used }),
    }),
  });
  const save = async (values: UpdateTeamBody) => {
    const saved = await closeTeam((closeAt) =>
      updateTeam(team.guid, closeAt === undefined ? values : { ...values, capacity: closeAt }),
    );
    await teamsChanged(client);
    notify.success(t('form.saved', { name: saved.name }));
    onDone();
  };
  return (
    <FormPanel title={title}>
      <BackOfficeForm form={form} onSubmit={save} aria-label={title} guardUnsaved={false}>
        <FormField name="name" label={t('form.name')} required help={t('form.nameHelp')}>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormField
          name="managerEmail"
          label={t('form.managerEmail')}
          required
          help={t('form.managerEmailHelp')}
        >
          <Input type="email" autoComplete="off" {...form.register('managerEmail')} />
        </FormField>
        <FormField
          name="capacity"
          label={t('form.capacity')}
          help={t('form.capacityHelp', { taken: team.placesTaken })}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            autoComplete="off"
            {...form.register('capacity', {
              setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)),
            })}
          />
        </FormField>
        <Controller
          control={form.control}
          name="resetPin"
          render={({ field: f }) => (
            <Checkbox.Root checked={f.value === true} onCheckedChange={(e) => f.onChange(e.checked === true)}>
              <Checkbox.HiddenInput name={f.name} onBlur={f.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{t('form.resetPin')}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        <SaveCancel saveText={t('form.save')} cancelText={t('form.cancel')} onCancel={onDone} />
      </BackOfficeForm>
    </FormPanel>
  );
}
