import { Checkbox, Field, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import {
  numberingFileResultSchema,
  type NumberingFileResult,
} from '@shared/back-office/numbering-file-schemas';
import { api } from '../../../../lib/api-client';
import { FileJobWithPreview, JobReportTable, type FileJobMode } from '../../../kit';
import { NUMBERINGS_KEY, type RaceOption } from '../api/numbering-queries';
import { NUMBERINGS_NS } from '../numberings-namespace';

const parseResult = (v: unknown) => numberingFileResultSchema.safeParse(v).data;

function FileReport({ result }: { result: NumberingFileResult }) {
  const { t } = useTranslation(NUMBERINGS_NS);
  if (result.missingColumns.length)
    return (
      <Text role="alert" color="fg.error">
        {t('fromFile.missingColumns')}
      </Text>
    );
  return (
    <Stack gap="2">
      <Text role="status">
        {t(result.mode === 'preview' ? 'fromFile.previewSummary' : 'fromFile.applySummary', {
          rows: result.rows,
          assigned: result.assigned,
          unchanged: result.unchanged,
          problems: result.problemCount,
        })}
      </Text>
      {result.assignments.length > 0 && (
        <JobReportTable
          caption={t('fromFile.assignmentsCaption')}
          headers={[t('fromFile.line'), t('preview.name'), t('preview.startNumber'), t('preview.previous')]}
          rows={result.assignments}
          rowKey={(a) => a.line}
          cells={(a) => [a.line, a.name, a.startNumber, a.previousNumber ?? '—']}
        />
      )}
      {result.problems.length > 0 && (
        <JobReportTable
          caption={t('fromFile.problemsCaption')}
          headers={[t('fromFile.line'), t('fromFile.row'), t('preview.startNumber'), t('fromFile.why')]}
          rows={result.problems}
          rowKey={(p) => p.line}
          cells={(p) => [p.line, p.label, p.startNumber, t(`fromFile.problems.${p.problem}`)]}
        />
      )}
    </Stack>
  );
}

/**
 * Start numbers from a file (§7 numbering from-file): choose the race, upload a CSV or XLSX, read
 * the preview's report (a job that writes nothing), then apply (a second job). Event managers of
 * the series may do it; each job is theirs.
 */
export function NumbersFromFile({ seriesId, races }: { seriesId: string; races: RaceOption[] }) {
  const { t } = useTranslation(NUMBERINGS_NS);
  const queryClient = useQueryClient();
  const raceId = useId();
  const [subEventGuid, setSubEventGuid] = useState('');
  const [overwrite, setOverwrite] = useState(false);

  const start = (key: string, mode: FileJobMode) =>
    api.call(adminSeriesRoutes.numberingFromFile, {
      body: { seriesGuid: seriesId, subEventGuid, fileKey: key, mode, overwrite },
    });

  return (
    <Stack as="section" gap="3" aria-labelledby={`${raceId}-title`} borderWidth="1px" borderRadius="md" p="3">
      <Heading as="h4" size="sm" id={`${raceId}-title`}>
        {t('fromFile.title')}
      </Heading>
      <Text color="fg.muted">{t('fromFile.lead')}</Text>
      <Field.Root required>
        <Field.Label htmlFor={raceId}>{t('form.subEventGuid')}</Field.Label>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
          <NativeSelect.Field
            id={raceId}
            value={subEventGuid}
            onChange={(e) => {
              setSubEventGuid(e.currentTarget.value);
            }}
          >
            <option value="">{t('form.chooseRace')}</option>
            {races.map((r) => (
              <option key={r.guid} value={r.guid}>
                {r.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Checkbox.Root
        checked={overwrite}
        onCheckedChange={(e) => {
          setOverwrite(e.checked === true);
        }}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('fromFile.overwrite')}</Checkbox.Label>
      </Checkbox.Root>
      {/* Another race or overwrite choice starts over (a new upload, a new preview). */}
      <FileJobWithPreview
        key={`${subEventGuid}:${String(overwrite)}`}
        target={{ seriesId, purpose: 'startNumbers' }}
        start={start}
        parse={parseResult}
        report={(result) => <FileReport result={result} />}
        onApplied={() => void queryClient.invalidateQueries({ queryKey: [...NUMBERINGS_KEY, 'list'] })}
        fileLabel={t('fromFile.fileLabel')}
        fileHelp={t('fromFile.help')}
        disabled={!subEventGuid}
        previewProgress={t('fromFile.previewProgress')}
        applyProgress={t('fromFile.applyProgress')}
        applyLabel={t('fromFile.apply')}
        applyConfirm={{
          title: t('fromFile.applyTitle'),
          body: t('fromFile.applyQuestion'),
          confirmLabel: t('fromFile.apply'),
        }}
      />
    </Stack>
  );
}
