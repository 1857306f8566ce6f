import { Alert, Box, Button, Checkbox, Field, Flex, Heading, Input, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminRegistrationsRoutes } from '@shared/api/areas/admin-registrations';
import type { AssignStartNumbersResult } from '@shared/orders/start-list-schemas';
import { api } from '../../../../lib/api-client';
import { errorMessage, notify } from '../../../../lib/notify';
import { useConfirm } from '../../../kit';
import { startListKeys } from '../api/start-list-queries';
import { START_LISTS_NS } from '../start-lists-namespace';
import { Picker, type RaceCategory } from './start-list-picker';

/** Assign start numbers (spec §3 Numbering): a range, paid only or open registrations too. */
export function AssignNumbers({
  subEventId,
  categories,
}: {
  subEventId: string;
  categories: RaceCategory[];
}) {
  const { t } = useTranslation(START_LISTS_NS);
  const confirm = useConfirm();
  const client = useQueryClient();
  const [from, setFrom] = useState('1');
  const [to, setTo] = useState('');
  const [includeOpen, setIncludeOpen] = useState(false);
  const [categoryGuid, setCategoryGuid] = useState('');
  const [result, setResult] = useState<AssignStartNumbersResult | null>(null);
  const fromId = useId();
  const toId = useId();
  const numberingFrom = Number(from);
  const numberingTo = to.trim() ? Number(to) : undefined;
  const invalid =
    !Number.isInteger(numberingFrom) ||
    numberingFrom < 1 ||
    (numberingTo !== undefined && (!Number.isInteger(numberingTo) || numberingTo < numberingFrom));
  const assign = useMutation({
    mutationFn: () =>
      api.call(adminRegistrationsRoutes.assignStartNumbers, {
        params: { subEventId },
        body: {
          numberingFrom,
          numberingTo,
          categoryGuid: categoryGuid || undefined,
          includeOpenRegistrations: includeOpen,
          order: 'lastName',
        },
      }),
    onSuccess: (answer) => {
      setResult(answer);
      void client.invalidateQueries({ queryKey: startListKeys.list(subEventId) });
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    const ok = await confirm({
      title: t('assign.confirmTitle'),
      body: t(includeOpen ? 'assign.confirmBodyOpen' : 'assign.confirmBody', {
        from: numberingFrom,
        to: numberingTo ?? '∞',
      }),
      confirmLabel: t('assign.submit'),
    });
    if (ok) assign.mutate();
  };
  return (
    <Box as="section" aria-labelledby={`${fromId}-title`} borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" id={`${fromId}-title`} mb="3">
        {t('assign.title')}
      </Heading>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Flex gap="4" wrap="wrap" align="flex-end">
          <Field.Root invalid={invalid} w="40">
            <Field.Label htmlFor={fromId}>{t('assign.from')}</Field.Label>
            <Input id={fromId} inputMode="numeric" value={from} onChange={(e) => setFrom(e.target.value)} />
          </Field.Root>
          <Field.Root w="40">
            <Field.Label htmlFor={toId}>{t('assign.to')}</Field.Label>
            <Input id={toId} inputMode="numeric" value={to} onChange={(e) => setTo(e.target.value)} />
          </Field.Root>
          <Picker
            label={t('assign.category')}
            placeholder={t('assign.allCategories')}
            value={categoryGuid}
            onChange={setCategoryGuid}
            options={categories.map((c) => ({ value: c.guid, label: c.name }))}
          />
          <Checkbox.Root checked={includeOpen} onCheckedChange={(d) => setIncludeOpen(d.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('assign.includeOpen')}</Checkbox.Label>
          </Checkbox.Root>
          <Button type="submit" loading={assign.isPending} disabled={invalid}>
            {t('assign.submit')}
          </Button>
        </Flex>
        {invalid && (
          <Text color="fg.error" mt="2" role="alert">
            {t('assign.invalidRange')}
          </Text>
        )}
      </form>
      {result && (
        <Alert.Root status={result.unassigned ? 'warning' : 'success'} mt="4" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('assign.result', { count: result.assigned.length })}</Alert.Title>
            {result.unassigned > 0 && (
              <Alert.Description>{t('assign.unassigned', { count: result.unassigned })}</Alert.Description>
            )}
            {result.assigned.length > 0 && (
              <Alert.Description>
                {result.assigned
                  .slice(0, 10)
                  .map((a) => `${a.startNumber} ${a.lastName} ${a.firstName}`)
                  .join(', ')}
                {result.assigned.length > 10 ? ' …' : ''}
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
    </Box>
  );
}
