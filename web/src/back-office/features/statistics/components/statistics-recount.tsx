import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statisticsRoutes } from '@shared/api/areas/statistics';
import { statisticsRecountResultSchema } from '@shared/statistics/statistics-recount-schemas';
import { api } from '../../../../lib/api-client';
import { errorMessage, notify } from '../../../../lib/notify';
import { JobProgress, jobEnded, jobProgressState, jobQuery, useConfirm } from '../../../kit';
import { STATISTICS_NS } from '../statistics-namespace';

/**
 * Recount of a series' statistics from its orders (a job with a progress bar): for orders written
 * before the counters existed. It replaces the counters, so running it again changes nothing.
 */
export function StatisticsRecount({ seriesId }: { seriesId: string }) {
  const { t } = useTranslation(STATISTICS_NS);
  const { t: tErrors } = useTranslation('errors');
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => api.call(statisticsRoutes.recount, { params: { seriesId } }),
    onSuccess: (started) => setJobId(started.jobId),
    onError: (error) => notify.error(errorMessage(error)),
  });
  const job = useQuery({ ...jobQuery(jobId ?? ''), enabled: jobId !== null });
  const finished = job.data?.state === 'finished';
  const result = finished ? statisticsRecountResultSchema.safeParse(job.data?.result) : undefined;

  // A failed recount keeps the counters it wrote: they are read again when the job has ended.
  const ended = jobEnded(job.data);
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: ['back-office', 'statistics', seriesId] });
  }, [ended, queryClient, seriesId]);

  const run = async () => {
    const yes = await confirm({
      title: t('recount.title'),
      body: t('recount.question'),
      confirmLabel: t('recount.confirm'),
    });
    if (yes) start.mutate();
  };
  const running = jobId !== null && !job.data?.finishedAt && !job.isError;
  return (
    <Box as="section" aria-labelledby="statistics-recount">
      <Stack gap="3">
        <Heading as="h2" size="md" id="statistics-recount">
          {t('recount.heading')}
        </Heading>
        <Text color="fg.muted">{t('recount.lead')}</Text>
        <Box>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void run()}
            disabled={running}
            loading={start.isPending}
          >
            {t('recount.start')}
          </Button>
        </Box>
        {jobId && (
          <JobProgress
            label={t('recount.progress')}
            job={
              job.isError
                ? { status: 'failed', message: errorMessage(job.error) }
                : jobProgressState(job.data, (code) => tErrors(code, { defaultValue: code }))
            }
          />
        )}
        {result?.success && (
          <Text>{t('recount.result', { days: result.data.days, orders: result.data.orders })}</Text>
        )}
      </Stack>
    </Box>
  );
}
