import { Alert, Button, Grid, HStack, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { RouterLink } from '../../../../components/router-link';
import { formatDateTime } from '../../../../lib/dates';
import { isApiError } from '../../../../lib/api-client';
import { DetailSection } from '../../../kit';
import { ScreenPage } from '../../../shell/screen-page';
import { ADMIN_USERS_NS } from '../admin-users-namespace';
import { adminUserQuery } from '../api/admin-users-queries';
import { EditUserForm } from './edit-user-form';
import { UserAccountActions } from './user-account-actions';
import { AccountStateBadges, RoleBadges } from './user-badges';
import { UserHistory } from './user-history';
import { UserNetworks } from './user-networks';
import { UserPermissions } from './user-permissions';

/** /admin/users/:id: the user, its edit form, actions, permissions and history. */
export function UserDetail() {
  const { t } = useTranslation(ADMIN_USERS_NS);
  const { id = '' } = useParams();
  const detail = useQuery(adminUserQuery(id));
  const back = (
    <Button asChild variant="outline">
      <RouterLink to="..">{t('backToList')}</RouterLink>
    </Button>
  );

  if (detail.isPending)
    return (
      <ScreenPage title={t('detail.loading')}>
        <Spinner role="status" aria-label={t('detail.loading')} />
      </ScreenPage>
    );
  if (detail.isError)
    return (
      <ScreenPage title={t('detail.failed')} actions={back}>
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>
            {isApiError(detail.error) ? detail.error.message : t('detail.failed')}
          </Alert.Description>
        </Alert.Root>
      </ScreenPage>
    );

  const { userData: user, permissions } = detail.data;
  return (
    <ScreenPage title={`${user.firstName} ${user.lastName}`} lead={user.email} actions={back}>
      <HStack gap="3" wrap="wrap">
        <RoleBadges roles={user.roles} />
        <AccountStateBadges user={user} />
      </HStack>
      <Grid templateColumns={{ base: '1fr', sm: 'auto 1fr' }} columnGap="4" rowGap="1" as="dl" fontSize="sm">
        <Text as="dt" color="fg.muted">
          {t('columns.dateCreated')}
        </Text>
        <Text as="dd">{formatDateTime(user.dateCreated) || '–'}</Text>
        <Text as="dt" color="fg.muted">
          {t('columns.lastLogin')}
        </Text>
        <Text as="dd">{formatDateTime(user.lastLogin) || '–'}</Text>
      </Grid>
      <DetailSection headingId="user-data" title={t('edit.title')}>
        {/* Another user starts the form from their values; after a save the form keeps what it saved. */}
        <EditUserForm key={user.userId} user={user} />
      </DetailSection>
      <DetailSection headingId="user-actions" title={t('actions.title')}>
        <UserAccountActions user={user} />
      </DetailSection>
      <DetailSection headingId="user-permissions" title={t('permissions.title')}>
        <UserPermissions
          userId={user.userId}
          isEventManager={user.roles.includes('event_manager')}
          permissions={permissions}
        />
      </DetailSection>
      <DetailSection headingId="user-networks" title={t('admin.title', { ns: 'social' })}>
        <UserNetworks userId={user.userId} networks={detail.data.networks ?? []} />
      </DetailSection>
      <DetailSection headingId="user-history" title={t('history.title')}>
        <UserHistory userId={user.userId} />
      </DetailSection>
    </ScreenPage>
  );
}
