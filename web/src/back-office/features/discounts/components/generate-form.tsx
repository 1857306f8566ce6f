import { Alert, Button, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  generateDiscountsBodySchema,
  type GenerateDiscountsBody,
} from '@shared/back-office/discount-schemas';
import type { z } from 'zod';
import { BackOfficeForm, FormField, FormPanel, SaveCancel, useBackOfficeForm } from '../../../kit';
import { discountsChanged, generateDiscounts } from '../api/discounts-queries';
import { DISCOUNTS_NS } from '../discounts-namespace';
import { DiscountFields } from './discount-fields';
import { NEW_DISCOUNT } from './discount-form';
import { ScopeFields } from './scope-fields';

type GenerateInput = z.input<typeof generateDiscountsBodySchema>;
const { code: _code, ...shared } = NEW_DISCOUNT;

/** Generates N codes of a pattern (* letter or digit, # digit, @ letter) sharing every other field. */
export function GenerateForm({ seriesGuid, onDone }: { seriesGuid: string; onDone: () => void }) {
  const { t } = useTranslation(DISCOUNTS_NS);
  const client = useQueryClient();
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useBackOfficeForm({
    schema: generateDiscountsBodySchema,
    defaultValues: { ...shared, pattern: '', count: 10 } as GenerateInput,
    mode: 'onChange',
  });

  const generate = async (body: GenerateDiscountsBody) => {
    const answer = await generateDiscounts(seriesGuid, body);
    setCodes(answer.codes);
    await discountsChanged(client, seriesGuid);
  };

  return (
    <FormPanel title={t('generate.title')}>
      {codes ? (
        <Stack gap="3">
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{t('generate.done', { count: codes.length })}</Alert.Title>
          </Alert.Root>
          <Text
            as="pre"
            fontFamily="mono"
            fontSize="sm"
            maxH="40"
            overflowY="auto"
            aria-label={t('generate.codes')}
          >
            {codes.join('\n')}
          </Text>
          <HStack>
            <Button onClick={onDone}>{t('generate.close')}</Button>
          </HStack>
        </Stack>
      ) : (
        <BackOfficeForm form={form} onSubmit={generate} aria-label={t('generate.title')} guardUnsaved={false}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField name="pattern" label={t('generate.pattern')} required help={t('generate.patternHelp')}>
              <Input autoComplete="off" {...form.register('pattern')} />
            </FormField>
            <FormField name="count" label={t('generate.count')} required>
              <Input type="number" min={1} max={1000} {...form.register('count', { valueAsNumber: true })} />
            </FormField>
          </SimpleGrid>
          <DiscountFields />
          <ScopeFields seriesGuid={seriesGuid} />
          <SaveCancel saveText={t('generate.submit')} cancelText={t('form.cancel')} onCancel={onDone} />
        </BackOfficeForm>
      )}
    </FormPanel>
  );
}
