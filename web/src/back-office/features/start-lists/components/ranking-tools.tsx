import { Box, Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminRegistrationsRoutes } from '@shared/api/areas/admin-registrations';
import {
  rankingImportResultSchema,
  waveSeedingResultSchema,
  type RankingImportResult,
  type WaveSeedingResult,
} from '@shared/orders/ranking-schemas';
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
import { startListKeys } from '../api/start-list-queries';
import { START_LISTS_NS } from '../start-lists-namespace';

const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = ['.csv', '.xlsx', '.txt'];

type Mode = 'preview' | 'apply';

/** A job's progress bar and, once finished, its result read with the kind's schema. */
function useJobResult<T>(jobId: string | null, parse: (value: unknown) => T | undefined) {
  const { t: tErrors } = useTranslation(ERRORS_NS);
  const job = useQuery({ ...jobQuery(jobId ?? ''), enabled: jobId !== null });
  const state = job.isError
    ? { status: 'failed' as const, message: errorMessage(job.error) }
    : jobProgressState(job.data, (code) => tErrors(code, { defaultValue: code }));
  const result = job.data?.state === 'finished' ? parse(job.data.result) : undefined;
  return { state, result, finished: job.data?.state === 'finished' };
}

const parseRanking = (v: unknown) => rankingImportResultSchema.safeParse(v).data;
const parseSeeding = (v: unknown) => waveSeedingResultSchema.safeParse(v).data;

/** Refreshes the start list once an apply job has finished. */
function useRefreshWhen(done: boolean, subEventId: string) {
  const client = useQueryClient();
  useEffect(() => {
    if (done) void client.invalidateQueries({ queryKey: startListKeys.list(subEventId) });
  }, [done, client, subEventId]);
}

function RankingReport({ result }: { result: RankingImportResult }) {
  const { t } = useTranslation(START_LISTS_NS);
  if (result.missingColumns.length)
    return (
      <Text role="alert" color="fg.error">
        {t('ranking.missingColumns')}
      </Text>
    );
  return (
    <Stack gap="2">
      <Text role="status">
        {t(result.mode === 'preview' ? 'ranking.previewSummary' : 'ranking.applySummary', {
          rows: result.rows,
          ranked: result.ranked,
          unchanged: result.unchanged,
          cleared: result.cleared,
          problems: result.problemCount,
        })}
      </Text>
      {result.assignments.length > 0 && (
        <Table.ScrollArea borderWidth="1px" maxH="16rem">
          <Table.Root size="sm" stickyHeader>
            <Table.Caption>{t('ranking.assignmentsCaption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('ranking.line')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('columns.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('columns.rank')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('columns.rankTime')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('ranking.previous')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {result.assignments.map((a) => (
                <Table.Row key={a.line}>
                  <Table.Cell>{a.line}</Table.Cell>
                  <Table.Cell>{a.name}</Table.Cell>
                  <Table.Cell>{a.rank}</Table.Cell>
                  <Table.Cell>{a.time ?? '—'}</Table.Cell>
                  <Table.Cell>{a.previousRank ?? '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {result.problems.length > 0 && (
        <Table.ScrollArea borderWidth="1px" maxH="16rem">
          <Table.Root size="sm" stickyHeader>
            <Table.Caption>{t('ranking.problemsCaption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('ranking.line')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('ranking.row')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('columns.rank')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('ranking.why')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {result.problems.map((p) => (
                <Table.Row key={p.line}>
                  <Table.Cell>{p.line}</Table.Cell>
                  <Table.Cell>{p.label}</Table.Cell>
                  <Table.Cell>{p.rank}</Table.Cell>
                  <Table.Cell>{t(`ranking.problems.${p.problem}`)}</Table.Cell>
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
 * Import a ranking (§7 importRanking): upload a CSV or XLSX of previous results, read the
 * preview's report (a job that writes nothing), then apply it (a second job). The start list then
 * orders by rank.
 */
export function RankingImport({ seriesId, subEventId }: { seriesId: string; subEventId: string }) {
  const { t } = useTranslation(START_LISTS_NS);
  const confirm = useConfirm();
  const titleId = useId();
  const [fileKey, setFileKey] = useState<string | null>(null);
  const [jobs, setJobs] = useState<Record<Mode, string | null>>({ preview: null, apply: null });
  const [applying, setApplying] = useState(false);
  const preview = useJobResult(jobs.preview, parseRanking);
  const applied = useJobResult(jobs.apply, parseRanking);
  useRefreshWhen(applied.finished, subEventId);

  const start = (key: string, mode: Mode) =>
    api.call(adminRegistrationsRoutes.importRanking, {
      params: { subEventId },
      body: { fileKey: key, mode },
    });

  const apply = async () => {
    if (!fileKey) return;
    const yes = await confirm({
      title: t('ranking.applyTitle'),
      body: t('ranking.applyQuestion'),
      confirmLabel: t('ranking.apply'),
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

  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="3">
        <Heading as="h2" size="md" id={titleId}>
          {t('ranking.title')}
        </Heading>
        <Text color="fg.muted">{t('ranking.lead')}</Text>
        <FileUpload
          label={t('ranking.fileLabel')}
          help={t('ranking.help')}
          accept={ACCEPT}
          maxBytes={MAX_BYTES}
          upload={async (file, options) => {
            setFileKey(null);
            setJobs({ preview: null, apply: null });
            let uploadedKey = '';
            const started = await uploadAndStartJob(
              file,
              { seriesId, purpose: 'ranking' },
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
        {jobs.preview && (
          <Stack gap="2">
            <JobProgress label={t('ranking.previewProgress')} job={preview.state} />
            {preview.result && <RankingReport result={preview.result} />}
          </Stack>
        )}
        {preview.result && !preview.result.missingColumns.length && fileKey && !jobs.apply && (
          <Button alignSelf="start" size="sm" onClick={() => void apply()} loading={applying}>
            {t('ranking.apply')}
          </Button>
        )}
        {jobs.apply && (
          <Stack gap="2">
            <JobProgress label={t('ranking.applyProgress')} job={applied.state} />
            {applied.result && <RankingReport result={applied.result} />}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

function SeedingReport({ result }: { result: WaveSeedingResult }) {
  const { t } = useTranslation(START_LISTS_NS);
  return (
    <Stack gap="2">
      <Text role="status">
        {t(result.mode === 'preview' ? 'seeding.previewSummary' : 'seeding.applySummary', {
          ranked: result.ranked,
          moved: result.moved,
          unchanged: result.unchanged,
          skipped: result.skipped,
        })}
      </Text>
      <Table.ScrollArea borderWidth="1px">
        <Table.Root size="sm">
          <Table.Caption>{t('seeding.wavesCaption')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('columns.wave')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('seeding.capacity')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('seeding.usedBefore')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('seeding.rankedAfter')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {result.waves.map((w) => (
              <Table.Row key={w.guid}>
                <Table.Cell>{w.name}</Table.Cell>
                <Table.Cell textAlign="end">
                  {w.capacity > 0 ? w.capacity : t('seeding.unlimited')}
                </Table.Cell>
                <Table.Cell textAlign="end">{w.usedBefore}</Table.Cell>
                <Table.Cell textAlign="end">{w.rankedAfter}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {result.moves.length > 0 && (
        <Table.ScrollArea borderWidth="1px" maxH="16rem">
          <Table.Root size="sm" stickyHeader>
            <Table.Caption>{t('seeding.movesCaption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('columns.rank')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('columns.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('seeding.from')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('seeding.to')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {result.moves.map((m, i) => (
                <Table.Row key={`${m.rank}-${m.name}-${i}`}>
                  <Table.Cell>{m.rank}</Table.Cell>
                  <Table.Cell>{m.name}</Table.Cell>
                  <Table.Cell>{m.fromWave}</Table.Cell>
                  <Table.Cell>{m.toWave}</Table.Cell>
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
 * Seed the race's waves from its ranking (beyond the spec): a preview of who moves where, then,
 * confirmed, the moves (each place released and taken in one transaction, never over capacity).
 */
export function WaveSeeding({ subEventId }: { subEventId: string }) {
  const { t } = useTranslation(START_LISTS_NS);
  const confirm = useConfirm();
  const titleId = useId();
  const [jobs, setJobs] = useState<Record<Mode, string | null>>({ preview: null, apply: null });
  const [starting, setStarting] = useState<Mode | null>(null);
  const preview = useJobResult(jobs.preview, parseSeeding);
  const applied = useJobResult(jobs.apply, parseSeeding);
  useRefreshWhen(applied.finished, subEventId);

  const run = async (mode: Mode) => {
    if (
      mode === 'apply' &&
      !(await confirm({
        title: t('seeding.applyTitle'),
        body: t('seeding.applyQuestion', { moved: preview.result?.moved ?? 0 }),
        confirmLabel: t('seeding.apply'),
      }))
    )
      return;
    setStarting(mode);
    try {
      const started = await api.call(adminRegistrationsRoutes.seedWaves, {
        params: { subEventId },
        body: { mode },
      });
      setJobs((j) =>
        mode === 'preview' ? { preview: started.jobId, apply: null } : { ...j, apply: started.jobId },
      );
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setStarting(null);
    }
  };

  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="3">
        <Heading as="h2" size="md" id={titleId}>
          {t('seeding.title')}
        </Heading>
        <Text color="fg.muted">{t('seeding.lead')}</Text>
        <Button
          alignSelf="start"
          size="sm"
          variant="outline"
          onClick={() => void run('preview')}
          loading={starting === 'preview'}
        >
          {t('seeding.preview')}
        </Button>
        {jobs.preview && (
          <Stack gap="2">
            <JobProgress label={t('seeding.previewProgress')} job={preview.state} />
            {preview.result && <SeedingReport result={preview.result} />}
          </Stack>
        )}
        {preview.result && preview.result.moved > 0 && !jobs.apply && (
          <Button
            alignSelf="start"
            size="sm"
            onClick={() => void run('apply')}
            loading={starting === 'apply'}
          >
            {t('seeding.apply')}
          </Button>
        )}
        {jobs.apply && (
          <Stack gap="2">
            <JobProgress label={t('seeding.applyProgress')} job={applied.state} />
            {applied.result && <SeedingReport result={applied.result} />}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
