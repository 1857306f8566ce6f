import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { GroupEmail } from '@shared/emails/group-email-schemas';
import { ProgressBar } from '../../../kit';
import { GROUP_EMAILS_NS } from '../group-emails-namespace';

/** emailStatus of spec §2: sent / total, as a live bar while the e-mail is still going out. */
export function SendProgress({ email }: { email: Pick<GroupEmail, 'sent' | 'total' | 'state'> }) {
  const { t } = useTranslation(GROUP_EMAILS_NS);
  if (email.state === 'failed') return <Text color="fg.error">{t('status.failed')}</Text>;
  if (email.total === null) return <Text color="fg.muted">{t('status.resolving')}</Text>;
  const valueText = t('status.sentOfTotal', { sent: email.sent, total: email.total });
  if (email.sent >= email.total) return <Text whiteSpace="nowrap">{valueText}</Text>;
  return (
    <Box minW="10rem">
      <ProgressBar label={t('status.sending')} value={email.sent} max={email.total} valueText={valueText} />
    </Box>
  );
}
