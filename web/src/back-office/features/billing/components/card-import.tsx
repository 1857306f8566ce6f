import { Box, DataList as Facts, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardImportResultSchema, type CardImportResult } from '@shared/payments/card-import-schemas';
import { ERRORS_NS } from '../../../../lib/errors-namespace';
import { errorMessage } from '../../../../lib/notify';
import { useMoney } from '../../../../lib/use-money';
import { FileUpload, JobProgress, jobProgressState, jobQuery } from '../../../kit';
import { uploadCardSettlement } from '../api/billing-queries';
import { BILLING_NS } from '../billing-namespace';

const MAX_BYTES = 20 * 1024 * 1024;
const ACCEPT = ['.csv', '.txt'];

const COUNTS = [
  'processedRows',
  'updatedOrders',
  'alreadyImported',
  'unknownOrders',
  'currencyMismatches',
  'unparsedRows',
] as const satisfies ReadonlyArray<keyof CardImportResult>;

function CardImportResultView({ result }: { result: CardImportResult }) {
  const { t, i18n } = useTranslation(BILLING_NS);
  const money = useMoney();
  const n = (v: number) => v.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'cs-CZ');
  return (
    <Stack as="section" gap="3" aria-labelledby="card-import-result">
      <Heading as="h3" size="md" id="card-import-result">
        {t('cardImport.result')}
      </Heading>
      <Facts.Root orientation="horizontal" size="sm">
        {COUNTS.map((key) => (
          <Facts.Item key={key}>
            <Facts.ItemLabel>{t(`cardImport.counts.${key}`)}</Facts.ItemLabel>
            <Facts.ItemValue data-testid={`card-import-${key}`}>{n(result[key])}</Facts.ItemValue>
          </Facts.Item>
        ))}
        <Facts.Item>
          <Facts.ItemLabel>{t('cardImport.counts.missingColumns')}</Facts.ItemLabel>
          <Facts.ItemValue>{result.missingColumns.join(', ') || t('cardImport.none')}</Facts.ItemValue>
        </Facts.Item>
      </Facts.Root>
      {result.unknown.length > 0 && (
        <Box>
          <Text fontWeight="semibold">{t('cardImport.unknownRows')}</Text>
          <Box as="ul" ps="5">
            {result.unknown.map((u) => (
              <li key={u.line}>
                {t('cardImport.unknownRow', {
                  line: u.line,
                  vs: u.variableSymbol || '—',
                  orderNumber: u.orderNumber || '—',
                  amount: money(u.amount, u.currency),
                  reason: t(`cardImport.reasons.${u.reason}`),
                })}
              </li>
            ))}
          </Box>
        </Box>
      )}
      {result.unparsed.length > 0 && (
        <Box>
          <Text fontWeight="semibold">{t('cardImport.unparsedRows')}</Text>
          <Box as="ul" ps="5">
            {result.unparsed.map((u) => (
              <li key={u.line}>{t('cardImport.unparsedRow', { line: u.line, column: u.reason })}</li>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}

/**
 * The card gateway's settlement export: upload → progress → the import job → its result. It records
 * what the gateway charged and its fee on each order, which billing then deducts.
 */
export function CardImport() {
  const { t } = useTranslation(BILLING_NS);
  const { t: tErrors } = useTranslation(ERRORS_NS);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useQuery({ ...jobQuery(jobId ?? ''), enabled: jobId !== null });
  const parsed =
    job.data?.state === 'finished' ? cardImportResultSchema.safeParse(job.data.result) : undefined;
  return (
    <Stack as="section" gap="4" aria-labelledby="card-import-title" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="lg" id="card-import-title">
        {t('cardImport.title')}
      </Heading>
      <FileUpload
        label={t('cardImport.fileLabel')}
        help={t('cardImport.help')}
        accept={ACCEPT}
        maxBytes={MAX_BYTES}
        upload={async (file, options) => {
          setJobId(null);
          const started = await uploadCardSettlement(file, options);
          setJobId(started.jobId);
          return { status: 200, body: started };
        }}
      />
      {jobId !== null && (
        <JobProgress
          label={t('cardImport.progress')}
          job={
            job.isError
              ? { status: 'failed', message: errorMessage(job.error) }
              : jobProgressState(job.data, (code) => tErrors(code, { defaultValue: code }))
          }
        />
      )}
      {parsed?.success && <CardImportResultView result={parsed.data} />}
    </Stack>
  );
}
