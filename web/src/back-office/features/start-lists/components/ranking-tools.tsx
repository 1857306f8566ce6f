import { Button, Stack, Table, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminRegistrationsRoutes } from '@shared/api/areas/admin-registrations';
import {
  rankingImportResultSchema,
  waveSeedingResultSchema,
  type RankingImportResult,
  type WaveSeedingResult,
} from '@shared/orders/ranking-schemas';
import { api } from '../../../../lib/api-client';
import { errorMessage, notify } from '../../../../lib/notify';
import {
  FileJobWithPreview,
  JobProgress,
  JobReportTable,
  ToolPanel,
  useConfirm,
  useJobResult,
  type FileJobMode,
  type JobState,
} from '../../../kit';
import { startListKeys } from '../api/start-list-queries';
import { START_LISTS_NS } from '../start-lists-namespace';

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
        <JobReportTable
          caption={t('ranking.assignmentsCaption')}
          headers={[
            t('ranking.line'),
            t('columns.name'),
            t('columns.rank'),
            t('columns.rankTime'),
            t('ranking.previous'),
          ]}
          rows={result.assignments}
          rowKey={(a) => a.line}
          cells={(a) => [a.line, a.name, a.rank, a.time ?? '—', a.previousRank ?? '—']}
        />
      )}
      {result.problems.length > 0 && (
        <JobReportTable
          caption={t('ranking.problemsCaption')}
          headers={[t('ranking.line'), t('ranking.row'), t('columns.rank'), t('ranking.why')]}
          rows={result.problems}
          rowKey={(p) => p.line}
          cells={(p) => [p.line, p.label, p.rank, t(`ranking.problems.${p.problem}`)]}
        />
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
  const client = useQueryClient();

  const start = (key: string, mode: FileJobMode) =>
    api.call(adminRegistrationsRoutes.importRanking, {
      params: { subEventId },
      body: { fileKey: key, mode },
    });

  return (
    <ToolPanel title={t('ranking.title')} lead={t('ranking.lead')}>
      <FileJobWithPreview
        target={{ seriesId, purpose: 'ranking' }}
        start={start}
        parse={parseRanking}
        report={(result) => <RankingReport result={result} />}
        canApply={(preview) => !preview.missingColumns.length}
        onApplied={() => void client.invalidateQueries({ queryKey: startListKeys.list(subEventId) })}
        fileLabel={t('ranking.fileLabel')}
        fileHelp={t('ranking.help')}
        previewProgress={t('ranking.previewProgress')}
        applyProgress={t('ranking.applyProgress')}
        applyLabel={t('ranking.apply')}
        applyConfirm={{
          title: t('ranking.applyTitle'),
          body: t('ranking.applyQuestion'),
          confirmLabel: t('ranking.apply'),
        }}
      />
    </ToolPanel>
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

/** A seeding job (the preview or the moves): its progress, then what it found or did. */
function SeedingJob({ label, job }: { label: string; job: { state: JobState; result?: WaveSeedingResult } }) {
  return (
    <Stack gap="2">
      <JobProgress label={label} job={job.state} />
      {job.result && <SeedingReport result={job.result} />}
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
  const [jobs, setJobs] = useState<Record<FileJobMode, string | null>>({ preview: null, apply: null });
  const [starting, setStarting] = useState<FileJobMode | null>(null);
  const preview = useJobResult(jobs.preview, parseSeeding);
  const applied = useJobResult(jobs.apply, parseSeeding);
  useRefreshWhen(applied.finished, subEventId);

  const run = async (mode: FileJobMode) => {
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
    <ToolPanel title={t('seeding.title')} lead={t('seeding.lead')}>
      <Button
        alignSelf="start"
        size="sm"
        variant="outline"
        onClick={() => void run('preview')}
        loading={starting === 'preview'}
      >
        {t('seeding.preview')}
      </Button>
      {jobs.preview && <SeedingJob label={t('seeding.previewProgress')} job={preview} />}
      {preview.result && preview.result.moved > 0 && !jobs.apply && (
        <Button alignSelf="start" size="sm" onClick={() => void run('apply')} loading={starting === 'apply'}>
          {t('seeding.apply')}
        </Button>
      )}
      {jobs.apply && <SeedingJob label={t('seeding.applyProgress')} job={applied} />}
    </ToolPanel>
  );
}
