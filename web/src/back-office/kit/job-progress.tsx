import { Alert, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BACK_OFFICE_NS } from './back-office-namespace';
import { ProgressBar } from './progress-bar';

/** What a job call reports (design: long work runs as jobs with progress). */
export type JobState =
  | { status: 'queued' }
  | { status: 'running'; done: number; total: number | null }
  | { status: 'finished'; message?: string }
  | { status: 'failed'; message: string };

/**
 * A long job's state: queued, running (done of total and percent), finished or failed with the
 * job's message. The bar is a `progressbar` with its values; a polite live region announces only
 * the end (finished / failed), not every tick.
 */
export function JobProgress({ label, job }: { label: string; job: JobState }) {
  const { t, i18n } = useTranslation(BACK_OFFICE_NS);
  const number = (n: number) => n.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'cs-CZ');

  let bar: { value: number | null; max: number; text: string; palette?: string };
  switch (job.status) {
    case 'queued':
      bar = { value: null, max: 100, text: t('job.queued') };
      break;
    case 'running': {
      if (job.total === null || job.total <= 0) {
        bar = { value: null, max: 100, text: t('job.runningCount', { done: number(job.done) }) };
        break;
      }
      const done = Math.min(job.done, job.total);
      const percent = Math.floor((done / job.total) * 100);
      bar = {
        value: done,
        max: job.total,
        text: t('job.running', { done: number(done), total: number(job.total), percent }),
      };
      break;
    }
    case 'finished':
      bar = { value: 1, max: 1, text: t('job.finished'), palette: 'green' };
      break;
    case 'failed':
      bar = { value: 0, max: 1, text: t('job.failed'), palette: 'red' };
      break;
  }

  const announcement =
    job.status === 'finished'
      ? [t('job.finishedAnnouncement', { label }), job.message].filter(Boolean).join(' ')
      : job.status === 'failed'
        ? t('job.failedAnnouncement', { label, message: job.message })
        : '';

  return (
    <Stack gap="2">
      <ProgressBar
        label={label}
        value={bar.value}
        max={bar.max}
        valueText={bar.text}
        colorPalette={bar.palette}
      />
      {job.status === 'finished' && job.message && <Text color="fg.muted">{job.message}</Text>}
      {job.status === 'failed' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('job.failed')}</Alert.Title>
            <Alert.Description>{job.message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {/* Present from the start: live regions announce changes, not regions that appear. */}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}
