import { Alert, Box, Button, Dialog, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { EmailPreview } from '@shared/back-office/email-schemas';
import type { Locale } from '@shared/codelists/enums';
import { GROUP_EMAIL_VARIABLES } from '@shared/emails/group-email-schemas';
import type { OrderListFilter } from '@shared/orders/admin-order-schemas';
import { errorMessage, notify } from '../../../../lib/notify';
import { useSession } from '../../../../lib/session';
import { LanguageToggle, TriggerDialog } from '../../../kit';
import { groupEmailFilter, previewGroupEmail, sendGroupEmail } from '../api/group-email';
import { GROUP_EMAIL_NS } from '../group-email-namespace';

/**
 * "Group e-mail" of the orders list: subject and body (HTML with {{variables}}, sanitised by the
 * server) to the registrators of the orders the current filter selects, previewed in cs and en as
 * the sender renders it, then queued (the server answers at once and sends in the background).
 */
export function GroupEmailDialog({ filter }: { filter: OrderListFilter }) {
  const { t } = useTranslation(GROUP_EMAIL_NS);
  const navigate = useNavigate();
  const area = useLocation().pathname.startsWith('/event-manager') ? 'eventManager' : 'admin';
  const userId = useSession().user?.userId ?? '';
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [locale, setLocale] = useState<Locale>('cs');
  const [shown, setShown] = useState<EmailPreview | null>(null);
  const [missing, setMissing] = useState(false);
  const target = groupEmailFilter(filter);
  const preview = useMutation({
    mutationFn: () => previewGroupEmail(area, userId, { seriesId: target!.seriesId, subject, body }),
    onSuccess: setShown,
    onError: (error) => notify.error(errorMessage(error)),
  });
  const send = useMutation({
    mutationFn: () => sendGroupEmail(area, userId, { ...target!, subject, body }),
    onSuccess: (sent) => {
      notify.success(t('sent', { id: sent.id }));
      setOpen(false);
      setSubject('');
      setBody('');
      setShown(null);
      if (area === 'admin') void navigate(`/admin/sent-group-emails/${sent.id}`);
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!subject.trim() || !body.trim()) {
      setMissing(true);
      return;
    }
    send.mutate();
  };
  const flags = (['paid', 'expired', 'cancelled', 'deleted', 'issued'] as const)
    .filter((f) => typeof filter[f] === 'boolean')
    .map((f) => t(`flags.${f}.${filter[f] ? 'yes' : 'no'}`));
  const criteria = [
    filter.searchText ? t('criteria.searchText', { text: filter.searchText }) : null,
    filter.dateFrom || filter.dateTo
      ? t('criteria.dates', { from: filter.dateFrom ?? '…', to: filter.dateTo ?? '…' })
      : null,
    filter.seriesEventId || filter.seriesSubEventId || filter.seriesCategoryId || filter.seriesWaveId
      ? t('criteria.catalogue')
      : null,
    ...flags,
  ].filter(Boolean);
  const rendered = shown?.[locale];
  return (
    <TriggerDialog
      open={open}
      onOpenChange={setOpen}
      size="lg"
      trigger={
        <Button size="sm" variant="outline">
          {t('open')}
        </Button>
      }
    >
      <Dialog.Header>
        <Dialog.Title>{t('title')}</Dialog.Title>
      </Dialog.Header>
      {!target ? (
        <>
          <Dialog.Body>
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Description>{t('needsSeries')}</Alert.Description>
            </Alert.Root>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">{t('close')}</Button>
            </Dialog.ActionTrigger>
          </Dialog.Footer>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <Dialog.Body>
            <Stack gap="4">
              <Text>
                {t('recipients')}
                {criteria.length ? ` ${criteria.join(', ')}.` : ` ${t('criteria.all')}`}
              </Text>
              <Field.Root required invalid={missing && !subject.trim()}>
                <Field.Label>
                  {t('subject')} <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  name="subject"
                  value={subject}
                  maxLength={250}
                  onChange={(e) => setSubject(e.target.value)}
                />
                <Field.ErrorText>{t('required')}</Field.ErrorText>
              </Field.Root>
              <Field.Root required invalid={missing && !body.trim()}>
                <Field.Label>
                  {t('body')} <Field.RequiredIndicator />
                </Field.Label>
                <Textarea
                  name="body"
                  rows={8}
                  fontFamily="mono"
                  value={body}
                  onChange={(e) => setBody(e.target.value)}
                />
                <Field.HelperText>
                  {t('bodyHelp', { variables: GROUP_EMAIL_VARIABLES.map((v) => `{{${v}}}`).join(' ') })}
                </Field.HelperText>
                <Field.ErrorText>{t('required')}</Field.ErrorText>
              </Field.Root>
              <HStack gap="2" wrap="wrap">
                <Button
                  variant="outline"
                  loading={preview.isPending}
                  disabled={!subject.trim() && !body.trim()}
                  onClick={() => preview.mutate()}
                >
                  {t('preview')}
                </Button>
                {shown && (
                  <LanguageToggle
                    label={t('previewLanguage')}
                    value={locale}
                    onChange={setLocale}
                    text={(l) => t(`language.${l}`)}
                  />
                )}
              </HStack>
              {rendered && (
                <Stack gap="2" as="section" aria-label={t('previewLabel')}>
                  <Text>
                    <strong>{t('subject')}:</strong> {rendered.subject}
                  </Text>
                  {rendered.unknownVariables.length > 0 && (
                    <Alert.Root status="warning">
                      <Alert.Indicator />
                      <Alert.Description>
                        {t('unknown', {
                          names: rendered.unknownVariables.map((n) => `{{${n}}}`).join(', '),
                        })}
                      </Alert.Description>
                    </Alert.Root>
                  )}
                  <Box borderWidth="1px" borderRadius="md" overflow="hidden">
                    <iframe
                      title={t('previewFrame', { language: t(`language.${locale}`) })}
                      sandbox=""
                      srcDoc={rendered.html}
                      style={{ width: '100%', height: '360px', border: 0, background: '#fff' }}
                    />
                  </Box>
                </Stack>
              )}
            </Stack>
          </Dialog.Body>
          <Dialog.Footer flexWrap="wrap">
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">{t('cancel')}</Button>
            </Dialog.ActionTrigger>
            <Button type="submit" loading={send.isPending}>
              {t('send')}
            </Button>
          </Dialog.Footer>
        </form>
      )}
    </TriggerDialog>
  );
}
