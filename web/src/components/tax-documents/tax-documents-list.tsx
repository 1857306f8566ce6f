import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@shared/codelists/enums';
import type { TaxDocumentList, TaxDocumentRow } from '@shared/tax-documents/tax-document-schemas';
import type { DownloadResult } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { useMoney } from '../../lib/use-money';
import { TAX_DOCUMENTS_NS } from './tax-documents-namespace';

/** Saves a downloaded PDF under its own name (the browser's download of a temporary link). */
function savePdf(file: DownloadResult, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface TaxDocumentsListProps {
  queryKey: readonly unknown[];
  load(signal?: AbortSignal): Promise<TaxDocumentList>;
  download(number: string): Promise<DownloadResult>;
  /** The order is paid and cost something: a document is owed (shown as being prepared until it is there). */
  expected: boolean;
}

/**
 * An order's payment confirmations, tax documents and corrective documents with a download
 * button each (My orders and the back office's order detail). The worker issues them a moment
 * after the payment: until then an owed document is "being prepared" and the list asks again.
 */
export function TaxDocumentsList({ queryKey, load, download, expected }: TaxDocumentsListProps) {
  const { t } = useTranslation(TAX_DOCUMENTS_NS);
  const money = useMoney();
  const [failed, setFailed] = useState(false);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => load(signal),
    meta: { silentError: true },
    refetchInterval: (q) =>
      expected && !q.state.data?.documents.some((d) => d.ready) && q.state.dataUpdateCount < 20
        ? 3000
        : false,
  });
  const documents = query.data?.documents ?? [];
  if (!documents.length && !expected) return null;

  const save = async (doc: TaxDocumentRow) => {
    setFailed(false);
    try {
      savePdf(await download(doc.number), `${doc.number}.pdf`);
    } catch {
      setFailed(true);
    }
  };

  return (
    <Stack as="section" gap="1" aria-label={t('title')} data-testid="tax-documents">
      <Text fontWeight="semibold">{t('title')}</Text>
      {!documents.some((d) => d.ready) && (
        <Text fontSize="sm" color="fg.muted" role="status">
          {t('preparing')}
        </Text>
      )}
      <Stack as="ul" listStyleType="none" gap="2" ps="0">
        {documents
          .filter((d) => d.ready)
          .map((d) => (
            <Box as="li" key={d.number}>
              <Button
                size="sm"
                variant="outline"
                onClick={() => void save(d)}
                aria-label={t('download', { name: t(`kind.${d.kind}`), number: d.number })}
              >
                {t(`kind.${d.kind}`)} {d.number}
              </Button>
              <Text fontSize="sm" color="fg.muted">
                {money(d.total, d.currency as CurrencyCode)} ·{' '}
                {t('issued', { date: formatDateTime(d.issuedAt) })}
                {d.originalNumber && ` · ${t('toDocument', { number: d.originalNumber })}`}
              </Text>
            </Box>
          ))}
      </Stack>
      {failed && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {t('failed')}
        </Text>
      )}
    </Stack>
  );
}
