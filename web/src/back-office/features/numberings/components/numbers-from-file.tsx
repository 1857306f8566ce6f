import { Button, Checkbox, Field, Heading, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import {
  numberingFileResultSchema,
  type NumberingFileResult,
} from '@shared/back-office/numbering-file-schemas';
import { api } from '../../../../lib/api-client';
import { ERRORS_NS } from '../../../../lib/errors-namespace';
import { errorMessage, notify } from '../../../../lib/notify';
import {
  FileUpload,
  JobProgress,
  jobProgressState,
  jobQuery,
  uploadAndStartJob,
  useConfirm,
} from '../../../kit';
import { NUMBERINGS_KEY, type RaceOption } from '../api/numbering-queries';
import { NUMBERINGS_NS } from '../numberings-namespace';

const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = ['.csv', '.xlsx', '.txt'];

type Mode = 'preview' | 'apply';

/** One job of the file (preview or apply) with its progress bar and, when finished, its report. */
function FileJob({ jobId, mode }: { jobId: string; mode: Mode }) {
  const { t } = useTranslation(NUMBERINGS_NS);
  const { t: tErrors } = useTranslation(ERRORS_NS);
  const job = useQuery(jobQuery(jobId));
  const parsed =
    job.data?.state === 'finished' ? numberingFileResultSchema.safeParse(job.data.result) : undefined;
  return (
    <Stack gap="2">
      <JobProgress
        label={t(mode === 'preview' ? 'fromFile.previewProgress' : 'fromFile.applyProgress')}
        job={
          job.isError
            ? { status: 'failed', message: errorMessage(job.error) }
            : jobProgressState(job.data, (code) => tErrors(code, { defaultValue: code }))
        }
      />
      {parsed?.success && <FileReport result={parsed.data} />}
    </Stack>
  );
}

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
        <Table.ScrollArea borderWidth="1px" maxH="16rem">
          <Table.Root size="sm" stickyHeader>
            <Table.Caption>{t('fromFile.assignmentsCaption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('fromFile.line')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('preview.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('preview.startNumber')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('preview.previous')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {result.assignments.map((a) => (
                <Table.Row key={a.line}>
                  <Table.Cell>{a.line}</Table.Cell>
                  <Table.Cell>{a.name}</Table.Cell>
                  <Table.Cell>{a.startNumber}</Table.Cell>
                  <Table.Cell>{a.previousNumber ?? '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {result.problems.length > 0 && (
        <Table.ScrollArea borderWidth="1px" maxH="16rem">
          <Table.Root size="sm" stickyHeader>
            <Table.Caption>{t('fromFile.problemsCaption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('fromFile.line')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('fromFile.row')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('preview.startNumber')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('fromFile.why')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {result.problems.map((p) => (
                <Table.Row key={p.line}>
                  <Table.Cell>{p.line}</Table.Cell>
                  <Table.Cell>{p.label}</Table.Cell>
                  <Table.Cell>{p.startNumber}</Table.Cell>
                  <Table.Cell>{t(`fromFile.problems.${p.problem}`)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
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
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const raceId = useId();
  const [subEventGuid, setSubEventGuid] = useState('');
  const [overwrite, setOverwrite] = useState(false);
  const [fileKey, setFileKey] = useState<string | null>(null);
  const [jobs, setJobs] = useState<{ preview: string | null; apply: string | null }>({
    preview: null,
    apply: null,
  });
  const [applying, setApplying] = useState(false);
  const previewJob = useQuery({ ...jobQuery(jobs.preview ?? ''), enabled: jobs.preview !== null });
  const applyJob = useQuery({ ...jobQuery(jobs.apply ?? ''), enabled: jobs.apply !== null });
  const previewed = previewJob.data?.state === 'finished';
  const applied = applyJob.data?.state === 'finished';

  useEffect(() => {
    if (applied) void queryClient.invalidateQueries({ queryKey: [...NUMBERINGS_KEY, 'list'] });
  }, [applied, queryClient]);

  const start = (key: string, mode: Mode) =>
    api.call(adminSeriesRoutes.numberingFromFile, {
      body: { seriesGuid: seriesId, subEventGuid, fileKey: key, mode, overwrite },
    });

  const apply = async () => {
    if (!fileKey) return;
    const yes = await confirm({
      title: t('fromFile.applyTitle'),
      body: t('fromFile.applyQuestion'),
      confirmLabel: t('fromFile.apply'),
    });
    if (!yes) return;
    setApplying(true);
    try {
      const started = await start(fileKey, 'apply');
      setJobs((j) => ({ ...j, apply: started.jobId }));
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setApplying(false);
    }
  };

  const reset = () => {
    setFileKey(null);
    setJobs({ preview: null, apply: null });
  };

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
              reset();
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
          reset();
        }}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('fromFile.overwrite')}</Checkbox.Label>
      </Checkbox.Root>
      <FileUpload
        key={`${subEventGuid}:${String(overwrite)}`}
        label={t('fromFile.fileLabel')}
        help={t('fromFile.help')}
        accept={ACCEPT}
        maxBytes={MAX_BYTES}
        disabled={!subEventGuid}
        upload={async (file, options) => {
          reset();
          let uploadedKey = '';
          const started = await uploadAndStartJob(
            file,
            { seriesId, purpose: 'startNumbers' },
            (key) => {
              uploadedKey = key;
              return start(key, 'preview');
            },
            options,
          );
          setFileKey(uploadedKey);
          setJobs({ preview: started.jobId, apply: null });
          return { status: 200, body: started };
        }}
      />
      {jobs.preview && <FileJob jobId={jobs.preview} mode="preview" />}
      {previewed && fileKey && !jobs.apply && (
        <Button alignSelf="start" size="sm" onClick={() => void apply()} loading={applying}>
          {t('fromFile.apply')}
        </Button>
      )}
      {jobs.apply && <FileJob jobId={jobs.apply} mode="apply" />}
    </Stack>
  );
}
