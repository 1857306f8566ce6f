import { Box, DataList as Facts, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bankImportResultSchema, type BankImportResult } from '@shared/payments/bank-payment-schemas';
import { ERRORS_NS } from '../../../../lib/errors-namespace';
import { errorMessage } from '../../../../lib/notify';
import { FileUpload, JobProgress, jobEnded, jobProgressState, jobQuery } from '../../../kit';
import { bankPaymentKeys, uploadStatement } from '../api/bank-payment-queries';
import { BANK_PAYMENTS_NS, BANK_RECONCILE_NS } from '../bank-payments-namespace';

/** Statements are a few MB at most; the server reads up to 20 MB. */
const MAX_BYTES = 20 * 1024 * 1024;
const ACCEPT = ['.csv', '.txt', '.gpc', '.abo', '.json'];

/** Spec §8: the counts of the import result, and the flags an admin follows up. */
const COUNTS = [
  'processedRows',
  'updatedOrders',
  'unknownVariableSymbols',
  'unknownInstructionIds',
  'unparsedRows',
  'underpaid',
  'overpaid',
  'duplicates',
  'closedOrders',
  'currencyMismatches',
  'ignoredRows',
  'alreadyImported',
] as const satisfies ReadonlyArray<keyof BankImportResult>;

export function ImportResult({ result }: { result: BankImportResult }) {
  const { t, i18n } = useTranslation(BANK_PAYMENTS_NS);
  const { t: tr } = useTranslation(BANK_RECONCILE_NS);
  const n = (v: number) => v.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'cs-CZ');
  if (result.notBankStatement)
    return (
      <Text role="alert" color="fg.error" data-testid="import-not-statement">
        {tr('notBankStatement')}
      </Text>
    );
  return (
    <Stack as="section" gap="3" aria-labelledby="bank-import-result">
      <Heading as="h2" size="md" id="bank-import-result">
        {t('import.result')}
      </Heading>
      <Facts.Root orientation="horizontal" size="sm">
        {COUNTS.map((key) => (
          <Facts.Item key={key}>
            <Facts.ItemLabel>{t(`import.counts.${key}`)}</Facts.ItemLabel>
            <Facts.ItemValue data-testid={`import-${key}`}>{n(result[key])}</Facts.ItemValue>
          </Facts.Item>
        ))}
        <Facts.Item>
          <Facts.ItemLabel>{tr('matchedByMessage')}</Facts.ItemLabel>
          <Facts.ItemValue data-testid="import-matchedByMessage">
            {n(result.matchedByMessage)}
          </Facts.ItemValue>
        </Facts.Item>
        <Facts.Item>
          <Facts.ItemLabel>{t('import.counts.missingColumns')}</Facts.ItemLabel>
          <Facts.ItemValue>
            {result.missingColumns.length
              ? result.missingColumns.map((c) => t(`import.columns.${c}`, { defaultValue: c })).join(', ')
              : t('import.none')}
          </Facts.ItemValue>
        </Facts.Item>
      </Facts.Root>
      {result.unparsed.length > 0 && (
        <Box>
          <Text fontWeight="semibold">{t('import.unparsedLines')}</Text>
          <Box as="ul" ps="5">
            {result.unparsed.map((u) => (
              <li key={u.line}>{t('import.unparsedLine', { line: u.line, reason: u.reason })}</li>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}

/** Upload a bank statement → progress of the upload → progress of the import job → its result. */
export function StatementImport() {
  const { t } = useTranslation(BANK_PAYMENTS_NS);
  const { t: tErrors } = useTranslation(ERRORS_NS);
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useQuery({ ...jobQuery(jobId ?? ''), enabled: jobId !== null });
  const finished = job.data?.state === 'finished';
  const ended = jobEnded(job.data);
  const parsed = finished ? bankImportResultSchema.safeParse(job.data?.result) : undefined;

  useEffect(() => {
    // New payments are in the list once the import has ended (a failed one keeps the rows it wrote).
    if (ended) void queryClient.invalidateQueries({ queryKey: [...bankPaymentKeys.all, 'list'] });
  }, [ended, queryClient]);

  return (
    <Stack as="section" gap="4" aria-labelledby="bank-import-title" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="lg" id="bank-import-title">
        {t('import.title')}
      </Heading>
      <FileUpload
        label={t('import.fileLabel')}
        help={t('import.help')}
        accept={ACCEPT}
        maxBytes={MAX_BYTES}
        upload={async (file, options) => {
          setJobId(null);
          const started = await uploadStatement(file, options);
          setJobId(started.jobId);
          return { status: 200, body: started };
        }}
      />
      {jobId !== null && (
        <JobProgress
          label={t('import.progress')}
          job={
            job.isError
              ? { status: 'failed', message: errorMessage(job.error) }
              : jobProgressState(job.data, (code) => tErrors(code, { defaultValue: code }))
          }
        />
      )}
      {parsed?.success && <ImportResult result={parsed.data} />}
    </Stack>
  );
}
