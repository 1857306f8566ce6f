import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import {
  numberingJobResultSchema,
  type NumberingPreview,
  type NumberingView,
} from '@shared/back-office/numbering-schemas';
import { api } from '../../../../lib/api-client';
import { errorMessage, notify } from '../../../../lib/notify';
import { JobProgress, useConfirm, useJobResult } from '../../../kit';
import { NUMBERINGS_KEY } from '../api/numbering-queries';
import { NUMBERINGS_NS } from '../numberings-namespace';

function PreviewTable({ preview }: { preview: NumberingPreview }) {
  const { t } = useTranslation(NUMBERINGS_NS);
  return (
    <Stack gap="2">
      <Text role="status">
        {t('preview.summary', {
          toAssign: preview.toAssign,
          withoutNumber: preview.withoutNumber,
          keepNumber: preview.keepNumber,
        })}
        {preview.numbersLeft !== null && ` ${t('preview.numbersLeft', { count: preview.numbersLeft })}`}
      </Text>
      {preview.assignments.length > 0 && (
        <Table.ScrollArea borderWidth="1px" maxH="24rem">
          <Table.Root size="sm" stickyHeader>
            <Table.Caption>{t('preview.caption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('preview.startNumber')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('preview.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('preview.category')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('preview.previous')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {preview.assignments.map((a) => (
                <Table.Row key={a.itemGuid}>
                  <Table.Cell>{a.startNumber}</Table.Cell>
                  <Table.Cell>
                    {a.lastName} {a.firstName}
                  </Table.Cell>
                  <Table.Cell>{[a.categoryName, a.waveName].filter(Boolean).join(' · ')}</Table.Cell>
                  <Table.Cell>{a.previousNumber ?? '—'}</Table.Cell>
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
 * Preview, execute and clear one numbering: the preview shows who would get which number before
 * anything is written; execute and clear run as jobs with a progress bar (admins and the series'
 * event managers; each reads the jobs he started).
 */
export function NumberingRun({ numbering }: { numbering: NumberingView }) {
  const { t } = useTranslation(NUMBERINGS_NS);
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const preview = useMutation({
    mutationFn: () =>
      api.call(adminSeriesRoutes.previewNumbering, {
        params: { id: numbering.guid },
        body: { seriesGuid: numbering.seriesGuid },
      }),
    onError: (error) => notify.error(errorMessage(error)),
  });
  const start = useMutation({
    mutationFn: (mode: 'execute' | 'clear') =>
      api.call(mode === 'execute' ? adminSeriesRoutes.executeNumbering : adminSeriesRoutes.clearNumbering, {
        params: { id: numbering.guid },
        body: { seriesGuid: numbering.seriesGuid },
      }),
    onSuccess: (started) => setJobId(started.jobId),
    onError: (error) => notify.error(errorMessage(error)),
  });
  const { state, result, ended, running } = useJobResult(
    jobId,
    (value) => numberingJobResultSchema.safeParse(value).data,
  );

  // A failed run keeps the numbers it gave: the list is read again when the job has ended.
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: [...NUMBERINGS_KEY, 'list'] });
  }, [ended, queryClient]);

  const clear = async () => {
    const yes = await confirm({
      title: t('clear.title'),
      body: t(numbering.overwriteManual ? 'clear.questionWithManual' : 'clear.question', {
        count: numbering.assignedCount,
      }),
      confirmLabel: t('clear.confirm'),
      destructive: true,
    });
    if (yes) start.mutate('clear');
  };

  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => preview.mutate()} loading={preview.isPending}>
          {t('run.preview')}
        </Button>
        <>
          <Button
            size="sm"
            onClick={() => start.mutate('execute')}
            disabled={!preview.data || running}
            loading={start.isPending && start.variables === 'execute'}
          >
            {t('run.execute')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => void clear()}
            disabled={running}
            loading={start.isPending && start.variables === 'clear'}
          >
            {t('run.clear')}
          </Button>
        </>
      </HStack>
      {!preview.data && <Text color="fg.muted">{t('run.previewFirst')}</Text>}
      {preview.data && <PreviewTable preview={preview.data} />}
      {jobId && <JobProgress label={t('run.progress')} job={state} />}
      {result && (
        <Text>
          {t('run.result', {
            assigned: result.assigned,
            cleared: result.cleared,
            withoutNumber: result.withoutNumber,
          })}
        </Text>
      )}
    </Stack>
  );
}
