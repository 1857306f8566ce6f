import { Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EventChoice } from '../components/event-choice';
import { EventEmails } from '../components/event-emails';
import { EMAILS_NS } from '../emails-namespace';

/**
 * The series form's "E-mails" tab (spec §2): the e-mails of one of the series' events, chosen
 * above (kept in the address, `?event=`). Mounted by the series editor through the shell's section
 * registry (web/src/back-office/shell/series-sections.tsx).
 */
export default function SeriesEmailsTab({ seriesId }: { seriesId: string }) {
  const { t } = useTranslation(EMAILS_NS);
  const [params, setParams] = useSearchParams();
  const eventGuid = params.get('event') ?? '';
  const choose = useCallback((guid: string) => setParams({ event: guid }, { replace: true }), [setParams]);
  return (
    <Stack gap="4">
      <Text>{t('tab.lead')}</Text>
      <EventChoice seriesGuid={seriesId} value={eventGuid} onChange={choose} />
      {eventGuid && <EventEmails key={eventGuid} eventGuid={eventGuid} />}
    </Stack>
  );
}
