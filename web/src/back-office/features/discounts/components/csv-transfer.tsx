import { Alert, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { discountImportResultSchema, type DiscountImportResult } from '@shared/back-office/discount-schemas';
import { ERRORS_NS } from '../../../../lib/errors-namespace';
import { errorMessage, notify } from '../../../../lib/notify';
import {
  FileUpload,
  JobProgress,
  jobEnded,
  jobProgressState,
  jobQuery,
  saveDownload,
  uploadAndStartJob,
} from '../../../kit';
import { discountsChanged, exportDiscounts, importDiscounts } from '../api/discounts-queries';
import { DISCOUNTS_NS } from '../discounts-namespace';

/** The import job's progress and, once finished, its report (spec §8); the list is read again. */
function ImportJob({ jobId, seriesGuid }: { jobId: string; seriesGuid: string }) {
  const { t } = useTranslation(DISCOUNTS_NS);
  const { t: tErrors } = useTranslation(ERRORS_NS);
  const client = useQueryClient();
  const job = useQuery(jobQuery(jobId));
  const finished = job.data?.state === 'finished';
  // A failed import keeps the codes it wrote: the list is read again when the job has ended.
  const ended = jobEnded(job.data);
  useEffect(() => {
    if (ended) void discountsChanged(client, seriesGuid);
  }, [ended, client, seriesGuid]);
  const parsed = finished ? discountImportResultSchema.safeParse(job.data?.result) : undefined;
  return (
    <Stack gap="2">
      <JobProgress
        label={t('csv.progress')}
        job={
          job.isError
            ? { status: 'failed', message: errorMessage(job.error) }
            : jobProgressState(job.data, (code) => tErrors(code, { defaultValue: code }))
        }
      />
      {parsed?.success && <ImportReport result={parsed.data} />}
    </Stack>
  );
}

function ImportReport({ result }: { result: DiscountImportResult }) {
  const { t } = useTranslation(DISCOUNTS_NS);
  return (
    <Alert.Root status={result.errors.length ? 'warning' : 'success'} role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('csv.result', result)}</Alert.Title>
        {result.errors.length > 0 && (
          <Alert.Description>
            <Text>{t('csv.errors')}</Text>
            <List.Root>
              {result.errors.map((e) => (
                <List.Item key={`${e.line}-${e.column}`}>
                  {e.column
                    ? t('csv.error', { line: e.line, column: e.column, messages: e.messages.join(' ') })
                    : t('csv.lineError', { line: e.line, messages: e.messages.join(' ') })}
                </List.Item>
              ))}
            </List.Root>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * Export the series' codes as CSV (opens in Excel) and import a CSV of the same columns: the file
 * goes straight to storage, the import runs as a job whose progress and report show here.
 */
export function CsvTransfer({ seriesGuid }: { seriesGuid: string }) {
  const { t } = useTranslation(DISCOUNTS_NS);
  const [exporting, setExporting] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);

  const download = async () => {
    setExporting(true);
    try {
      const file = await exportDiscounts(seriesGuid);
      // The server names the file after the series and the day; this is only a fallback.
      await saveDownload(file, 'discount-codes.csv');
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md">
        {t('csv.title')}
      </Heading>
      <HStack>
        <Button variant="outline" loading={exporting} onClick={() => void download()}>
          {t('csv.export')}
        </Button>
      </HStack>
      <FileUpload
        label={t('csv.import')}
        help={t('csv.importHelp')}
        accept={['.csv', 'text/csv']}
        maxBytes={5 * 1024 * 1024}
        upload={async (file, options) => {
          setJobId(null);
          const started = await uploadAndStartJob(
            file,
            { seriesId: seriesGuid, purpose: 'discounts' },
            (fileKey) => importDiscounts(seriesGuid, fileKey),
            options,
          );
          setJobId(started.jobId);
          return { status: 200, body: started };
        }}
      />
      {jobId && <ImportJob key={jobId} jobId={jobId} seriesGuid={seriesGuid} />}
    </Stack>
  );
}
