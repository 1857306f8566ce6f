import { Alert, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscountImportResult } from '@shared/back-office/discount-schemas';
import { errorMessage, notify } from '../../../../lib/notify';
import { FileUpload, saveDownload } from '../../../kit';
import { discountsChanged, exportDiscounts, importDiscounts } from '../api/discounts-queries';
import { DISCOUNTS_NS } from '../discounts-namespace';

/** Export the series' codes as CSV (opens in Excel) and import a CSV of the same columns. */
export function CsvTransfer({ seriesGuid }: { seriesGuid: string }) {
  const { t } = useTranslation(DISCOUNTS_NS);
  const client = useQueryClient();
  const [exporting, setExporting] = useState(false);
  const [result, setResult] = useState<DiscountImportResult | null>(null);

  const download = async () => {
    setExporting(true);
    try {
      const file = await exportDiscounts(seriesGuid);
      await saveDownload(file, `discounts-${seriesGuid}.csv`);
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
        maxBytes={900_000}
        upload={async (file, { onProgress, signal }) => {
          setResult(null);
          const text = await file.text();
          onProgress({ loaded: file.size, total: file.size, percent: 100 });
          const body = await importDiscounts(seriesGuid, text, signal);
          return { status: 200, body };
        }}
        onUploaded={(answer) => {
          setResult(answer.body as DiscountImportResult);
          void discountsChanged(client, seriesGuid);
        }}
      />
      {result && (
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
                      {t('csv.error', { line: e.line, column: e.column, messages: e.messages.join(' ') })}
                    </List.Item>
                  ))}
                </List.Root>
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
