import { Box, List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserHistoryEntry, UserHistoryValue } from '@shared/accounts/admin-user-schemas';
import { formatDateTime } from '../../../../lib/dates';
import { ListPager } from '../../../kit';
import { ADMIN_USERS_NS } from '../admin-users-namespace';
import { adminUserHistoryQuery } from '../api/admin-users-queries';

/**
 * The user's history (who, when, what), newest first: every admin change of spec §7 "Admin users"
 * with the fields it changed, before → after.
 */
export function UserHistory({ userId }: { userId: string }) {
  const { t } = useTranslation(ADMIN_USERS_NS);
  const [page, setPage] = useState(0);
  const history = useQuery(adminUserHistoryQuery(userId, page));

  const value = (v: UserHistoryValue) => {
    if (v === null || v === '') return '–';
    if (typeof v === 'boolean') return v ? t('yes') : t('no');
    if (Array.isArray(v)) return v.map((role) => t(`roles.${role}`, { defaultValue: role })).join(', ');
    return String(v);
  };
  const fieldName = (field: string) => t(`historyFields.${field}`, { defaultValue: field });
  const describe = (entry: UserHistoryEntry) =>
    entry.changes.map((c) => `${fieldName(c.field)}: ${value(c.before)} → ${value(c.after)}`);

  if (history.isPending) return <Text color="fg.muted">{t('history.loading')}</Text>;
  if (history.isError)
    return (
      <Text role="alert" color="fg.error">
        {t('history.failed')}
      </Text>
    );
  const { rows, page: shown, maxPage } = history.data;
  if (rows.length === 0) return <Text color="fg.muted">{t('history.empty')}</Text>;
  return (
    <Stack gap="3">
      <List.Root as="ol" listStyle="none" gap="2" aria-label={t('history.title')}>
        {rows.map((entry) => (
          <List.Item key={entry.historyId}>
            <Box borderLeftWidth="3px" borderColor="border.emphasized" pl="3" py="1">
              <Text fontWeight="medium">{t(`history.action.${entry.action}`)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('history.by', { name: entry.actor.name, date: formatDateTime(entry.at) })}
              </Text>
              {describe(entry).map((line) => (
                <Text key={line} fontSize="sm">
                  {line}
                </Text>
              ))}
              {entry.details.sendEmail !== undefined && (
                <Text fontSize="sm">
                  {entry.details.sendEmail ? t('history.emailSent') : t('history.noEmail')}
                </Text>
              )}
            </Box>
          </List.Item>
        ))}
      </List.Root>
      {maxPage > 0 && <ListPager page={shown} maxPage={maxPage} onPageChange={setPage} />}
    </Stack>
  );
}
