import { Button, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  relayRacerFieldsSchema,
  type RelayRacer,
  type RelayRacerFields,
} from '@shared/team-management/relay-racer-schemas';
import { isApiError } from '../../../lib/api-client';
import {
  serverFieldProblems,
  type FieldProblem,
  type FieldProblems,
} from '../../../components/account-forms/form-errors';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { FormField } from '../../../components/account-forms/form-field';
import { useLeaveGuard } from '../../../components/leave-guard';
import { ResultAlert, useFailureText } from '../../../components/result-alert';
import { TEAM_MANAGEMENT_NS } from '../team-management-namespace';

const FIELDS = ['track', 'firstName', 'lastName', 'email', 'birthDate', 'gender'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** The message of a field the shared schema refuses: empty → required, else what the field needs. */
const PROBLEM: Record<Field, FieldProblem> = {
  track: { code: 'form.required', ns: 'account' },
  firstName: { code: 'form.required', ns: 'account' },
  lastName: { code: 'form.required', ns: 'account' },
  email: { code: 'form.emailInvalid', ns: 'account' },
  birthDate: { code: 'validation.invalidDate', ns: 'errors' },
  gender: { code: 'form.required', ns: 'account' },
};

/** Problems per field from the shared schema (spec §3 relay racer), as the manager types. */
export function racerProblems(values: Values): FieldProblems<Field> {
  const result = relayRacerFieldsSchema.safeParse(values);
  if (result.success) return {};
  const problems: FieldProblems<Field> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    if (problems[field]) continue;
    const empty = values[field].trim() === '';
    problems[field] = [empty ? { code: 'form.required', ns: 'account' } : PROBLEM[field]];
  }
  return problems;
}

const initialValues = (racer: RelayRacer | undefined, track: number): Values => ({
  track: String(racer?.track ?? track),
  firstName: racer?.firstName ?? '',
  lastName: racer?.lastName ?? '',
  email: racer?.email ?? '',
  birthDate: racer?.birthDate ?? '',
  gender: racer ? String(racer.gender) : '',
});

/**
 * Adds or edits one relay racer (spec §3: track, first and last name, e-mail, birth date, gender).
 * The shared schema checks each field as the manager types (after the field was touched) and all
 * of them on submit; the server's reasons (leg taken, age or gender of the category, the change
 * window) are shown in an alert under the form.
 */
export function RelayRacerForm({
  racer,
  track,
  freeTracks,
  save,
  onSaved,
  onCancel,
}: {
  /** The racer to edit; absent when adding. */
  racer?: RelayRacer;
  /** The leg preselected when adding. */
  track: number;
  /** Legs the racer may take (free ones and their own). */
  freeTracks: number[];
  save: (values: RelayRacerFields) => Promise<unknown>;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(TEAM_MANAGEMENT_NS);
  const failureText = useFailureText();
  const [initial] = useState<Values>(() => initialValues(racer, track));
  const [values, setValues] = useState<Values>(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [server, setServer] = useState<FieldProblems<Field>>({});
  const mutation = useMutation({ mutationFn: save, meta: { silentError: true } });
  // Spec §2: leaving with changes not saved asks first.
  const leaveGuard = useLeaveGuard(!mutation.isSuccess && FIELDS.some((f) => values[f] !== initial[f]));
  const problems = racerProblems(values);
  const shown = (f: Field) =>
    touched[f] ? [...(problems[f] ?? []), ...(server[f] ?? [])] : (server[f] ?? []);

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((s) => ({ ...s, [field]: true }));
    setServer((s) => ({ ...s, [field]: [] }));
    mutation.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(Object.fromEntries(FIELDS.map((f) => [f, true])));
    const parsed = relayRacerFieldsSchema.safeParse(values);
    if (!parsed.success) {
      const first = FIELDS.find((f) => problems[f]?.length);
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: onSaved,
      onError: (error) => {
        if (isApiError(error) && error.validationFailed)
          setServer(serverFieldProblems(error.validationErrors, FIELDS));
      },
    });
  };

  const text = (field: Field, type: string, autoComplete: string) => (
    <FormField label={t(`racer.${field}`)} required problems={shown(field)}>
      <Input
        type={type}
        name={field}
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(e) => change(field, e.target.value)}
        onBlur={() => setTouched((s) => ({ ...s, [field]: true }))}
      />
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t(racer ? 'racer.editTitle' : 'racer.addTitle')}>
      {leaveGuard.dialog}
      <Stack gap="4" maxW="lg">
        <FormField label={t('racer.track')} required problems={shown('track')}>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field
              name="track"
              value={values.track}
              onChange={(e) => change('track', e.target.value)}
            >
              {freeTracks.map((n) => (
                <option key={n} value={String(n)}>
                  {t('racer.leg', { track: n })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {text('firstName', 'text', 'given-name')}
        {text('lastName', 'text', 'family-name')}
        {text('email', 'email', 'email')}
        {text('birthDate', 'date', 'bday')}
        <FormField label={t('racer.gender')} required problems={shown('gender')}>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field
              name="gender"
              value={values.gender}
              onChange={(e) => change('gender', e.target.value)}
              onBlur={() => setTouched((s) => ({ ...s, gender: true }))}
            >
              <option value="">{t('racer.genderChoose')}</option>
              <option value="1">{t('racer.male')}</option>
              <option value="2">{t('racer.female')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {mutation.isError && (
          <ResultAlert status="error" title={t('racer.failedTitle')}>
            {failureText(mutation.error)}
          </ResultAlert>
        )}
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" colorPalette="brand" loading={mutation.isPending}>
            {t(racer ? 'racer.save' : 'racer.add')}
          </Button>
          <Button variant="outline" onClick={onCancel}>
            {t('racer.cancel')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
