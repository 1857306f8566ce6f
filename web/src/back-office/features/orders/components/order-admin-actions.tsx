import { Button, HStack, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { OrderDetail as Order } from '@shared/orders/admin-order-schemas';
import { RESENDABLE_EMAIL_TYPES } from '@shared/orders/admin-order-schemas';
import { errorMessage, notify } from '../../../../lib/notify';
import { BackOfficeForm, FormField, useBackOfficeForm, useConfirm } from '../../../kit';
import { ORDERS_NS } from '../orders-namespace';
import { ItemChangeDialog } from './item-change-dialog';
import { ItemTeamActions } from './item-team-actions';
import { useAdminOrderCall } from './use-admin-order-call';
import { parseMajorAmount } from '@shared/money';

type Item = Order['items'][number];

/** A returned amount typed in the currency's units ("250" or "250,50"), as minor units. */
const amountSchema = z.object({
  returnedAmount: z
    .string()
    .trim()
    .min(1)
    .refine((s) => parseMajorAmount(s) !== null, { message: 'validation.notNumber' }),
});
const toMinor = (s: string) => parseMajorAmount(s) ?? 0;

function AmountForm({
  label,
  submitLabel,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (minor: number) => Promise<unknown>;
}) {
  const form = useBackOfficeForm({ schema: amountSchema, defaultValues: { returnedAmount: '' } });
  return (
    <BackOfficeForm form={form} onSubmit={(v) => onSubmit(toMinor(v.returnedAmount))} guardUnsaved={false}>
      <FormField name="returnedAmount" label={label} required>
        <Input inputMode="decimal" autoComplete="off" {...form.register('returnedAmount')} />
      </FormField>
      <HStack>
        <Button type="submit" colorPalette="red" size="sm" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </HStack>
    </BackOfficeForm>
  );
}

const personSchema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.email().max(254),
});
const registrantSchema = personSchema.extend({ club: z.string().trim().max(200) });

function PersonForm({
  defaults,
  withClub,
  submitLabel,
  onSubmit,
}: {
  defaults: { firstName: string; lastName: string; email: string; club?: string };
  withClub: boolean;
  submitLabel: string;
  onSubmit: (values: {
    firstName: string;
    lastName: string;
    email: string;
    club: string;
  }) => Promise<unknown>;
}) {
  const { t } = useTranslation(ORDERS_NS);
  const form = useBackOfficeForm({
    schema: registrantSchema,
    defaultValues: { club: '', ...defaults },
  });
  return (
    <BackOfficeForm form={form} onSubmit={onSubmit}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <FormField name="firstName" label={t('admin.fields.firstName')} required>
          <Input autoComplete="off" {...form.register('firstName')} />
        </FormField>
        <FormField name="lastName" label={t('admin.fields.lastName')} required>
          <Input autoComplete="off" {...form.register('lastName')} />
        </FormField>
        <FormField name="email" label={t('admin.fields.email')} required>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </FormField>
        {withClub && (
          <FormField name="club" label={t('admin.fields.club')}>
            <Input autoComplete="off" {...form.register('club')} />
          </FormField>
        )}
      </SimpleGrid>
      <HStack>
        <Button type="submit" size="sm" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </HStack>
    </BackOfficeForm>
  );
}

type Open = 'cancel' | 'edit' | null;

/** An admin's actions on one item: edit the registrant, cancel with a returned amount, expire, issue. */
export function ItemAdminActions({ order, item }: { order: Order; item: Item }) {
  const { t } = useTranslation(ORDERS_NS);
  const confirm = useConfirm();
  const call = useAdminOrderCall(order.id);
  const [open, setOpen] = useState<Open>(null);
  if (order.deleted || order.cancelled || item.cancelled) return null;
  const name = `${item.firstName} ${item.lastName}`;

  const ask = async (kind: 'expireItem' | 'issueItem' | 'cancelIssueItem') => {
    const ok = await confirm({
      title: t(`admin.${kind}.title`),
      body: t(`admin.${kind}.question`, { name }),
      confirmLabel: t(`admin.${kind}.label`),
      destructive: kind === 'expireItem',
    });
    if (!ok) return;
    call.mutate({ kind, itemId: item.id }, { onError: (error) => notify.error(errorMessage(error)) });
  };
  const toggle = (which: Exclude<Open, null>) => setOpen((o) => (o === which ? null : which));

  return (
    <Stack gap="3" mt="3">
      <HStack wrap="wrap" gap="2">
        <Button size="xs" variant="outline" aria-expanded={open === 'edit'} onClick={() => toggle('edit')}>
          {t('admin.updateItem.label')}
        </Button>
        {item.issued ? (
          <Button size="xs" variant="outline" onClick={() => void ask('cancelIssueItem')}>
            {t('admin.cancelIssueItem.label')}
          </Button>
        ) : (
          <Button size="xs" variant="outline" onClick={() => void ask('issueItem')}>
            {t('admin.issueItem.label')}
          </Button>
        )}
        {!order.paid && !order.expired && !item.expired && (
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => void ask('expireItem')}>
            {t('admin.expireItem.label')}
          </Button>
        )}
        {/* Only a place held can move; team and relay members move with their team. */}
        {!order.expired && !item.expired && item.kind === 'regular' && !item.teamGuid && (
          <ItemChangeDialog order={order} item={item} />
        )}
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-expanded={open === 'cancel'}
          onClick={() => toggle('cancel')}
        >
          {t('admin.cancelItem.label')}
        </Button>
      </HStack>
      {item.teamGuid && item.kind === 'team' && <ItemTeamActions order={order} item={item} />}
      {open === 'edit' && (
        <PersonForm
          withClub
          defaults={{
            firstName: item.firstName,
            lastName: item.lastName,
            email: item.email,
            club: item.club ?? '',
          }}
          submitLabel={t('admin.updateItem.submit')}
          onSubmit={async (v) => {
            await call.mutateAsync({ kind: 'updateItem', itemId: item.id, ...v, club: v.club || null });
            setOpen(null);
          }}
        />
      )}
      {open === 'cancel' && (
        <AmountForm
          label={t('admin.returnedAmount', { currency: order.currency })}
          submitLabel={t('admin.cancelItem.submit')}
          onSubmit={async (returnedAmount) => {
            const ok = await confirm({
              title: t('admin.cancelItem.title'),
              body: t('admin.cancelItem.question', { name }),
              confirmLabel: t('admin.cancelItem.label'),
              destructive: true,
            });
            if (!ok) return;
            await call.mutateAsync({ kind: 'cancelItem', itemId: item.id, returnedAmount });
            setOpen(null);
          }}
        />
      )}
    </Stack>
  );
}

type OrderOpen = 'cancel' | 'registrator' | 'resend' | null;

/** An admin's actions on the whole order: free registration, cancel, registrator, resend an e-mail. */
export function OrderAdminActions({ order }: { order: Order }) {
  const { t } = useTranslation(ORDERS_NS);
  const confirm = useConfirm();
  const call = useAdminOrderCall(order.id);
  const [open, setOpen] = useState<OrderOpen>(null);
  const [emailType, setEmailType] = useState<(typeof RESENDABLE_EMAIL_TYPES)[number]>(2);
  if (order.deleted) return null;
  const toggle = (which: Exclude<OrderOpen, null>) => setOpen((o) => (o === which ? null : which));
  const vs = order.variableSymbol;

  const free = async () => {
    const ok = await confirm({
      title: t('admin.free.title'),
      body: t('admin.free.question', { vs }),
      confirmLabel: t('admin.free.label'),
    });
    if (ok) call.mutate({ kind: 'free' }, { onError: (error) => notify.error(errorMessage(error)) });
  };
  const resend = async () => {
    const ok = await confirm({
      title: t('admin.resendEmail.title'),
      body: t('admin.resendEmail.question', { vs, type: t(`admin.emailTypes.${emailType}`) }),
      confirmLabel: t('admin.resendEmail.label'),
    });
    if (ok)
      call.mutate(
        { kind: 'resendEmail', emailType },
        { onError: (error) => notify.error(errorMessage(error)) },
      );
  };

  return (
    <Stack gap="3">
      <HStack wrap="wrap" gap="2">
        {!order.paid && !order.expired && !order.cancelled && (
          <Button size="sm" variant="outline" onClick={() => void free()}>
            {t('admin.free.label')}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          aria-expanded={open === 'registrator'}
          onClick={() => toggle('registrator')}
        >
          {t('admin.registrator.label')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-expanded={open === 'resend'}
          onClick={() => toggle('resend')}
        >
          {t('admin.resendEmail.label')}
        </Button>
        {!order.cancelled && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-expanded={open === 'cancel'}
            onClick={() => toggle('cancel')}
          >
            {t('admin.cancel.label')}
          </Button>
        )}
      </HStack>
      {open === 'registrator' && (
        <PersonForm
          withClub={false}
          defaults={order.registrator}
          submitLabel={t('admin.registrator.submit')}
          onSubmit={async ({ firstName, lastName, email }) => {
            await call.mutateAsync({ kind: 'registrator', firstName, lastName, email });
            setOpen(null);
          }}
        />
      )}
      {open === 'resend' && (
        <HStack align="end" wrap="wrap">
          <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm" width="auto">
            <NativeSelect.Field
              aria-label={t('admin.resendEmail.type')}
              value={emailType}
              onChange={(e) => setEmailType(Number(e.target.value) as typeof emailType)}
            >
              {RESENDABLE_EMAIL_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`admin.emailTypes.${type}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="sm" onClick={() => void resend()} loading={call.isPending}>
            {t('admin.resendEmail.submit')}
          </Button>
        </HStack>
      )}
      {open === 'cancel' && (
        <AmountForm
          label={t('admin.returnedAmount', { currency: order.currency })}
          submitLabel={t('admin.cancel.submit')}
          onSubmit={async (returnedAmount) => {
            const ok = await confirm({
              title: t('admin.cancel.title'),
              body: t('admin.cancel.question', { vs }),
              confirmLabel: t('admin.cancel.label'),
              destructive: true,
            });
            if (!ok) return;
            await call.mutateAsync({ kind: 'cancel', returnedAmount });
            setOpen(null);
          }}
        />
      )}
    </Stack>
  );
}
