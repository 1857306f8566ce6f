import { Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../../components/router-link';
import { ADMIN_USER_SORTS, type AdminUser } from '@shared/accounts/admin-user-schemas';
import { formatDateTime } from '../../../../lib/dates';
import {
  booleanFilter,
  DataList,
  FilterForm,
  textFilter,
  useListFilters,
  type DataListColumn,
  type ListSort,
  listQueryProps,
} from '../../../kit';
import { ScreenPage } from '../../../shell/screen-page';
import { ADMIN_USERS_NS } from '../admin-users-namespace';
import { adminUsersQuery } from '../api/admin-users-queries';
import { AccountStateBadges, RoleBadges } from './user-badges';

/** The users filters of spec §3: searchText, disabled, lockedOut, activated. */
export const USER_FILTERS = {
  searchText: textFilter(),
  disabled: booleanFilter(),
  lockedOut: booleanFilter(),
  activated: booleanFilter(),
};
const DEFAULT_SORT: ListSort = { id: 'lastName', desc: false };
const SORT_OPTIONS = { sortable: ADMIN_USER_SORTS, defaultSort: DEFAULT_SORT };

/** /admin/users: every account, filtered, sorted, 30 a page, with the §3 columns to choose from. */
export function UsersList() {
  const { t } = useTranslation(ADMIN_USERS_NS);
  const filters = useListFilters(USER_FILTERS, SORT_OPTIONS);
  const list = useQuery(adminUsersQuery(filters.query));
  const columns = useMemo<DataListColumn<AdminUser>[]>(() => {
    const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
    return [
      {
        id: 'lastName',
        header: t('columns.name'),
        cell: (u) => `${u.lastName} ${u.firstName}`,
        rowHeader: true,
        hideable: false,
        sortable: true,
      },
      { id: 'email', header: t('columns.email'), cell: (u) => u.email, sortable: true },
      { id: 'roles', header: t('columns.roles'), cell: (u) => <RoleBadges roles={u.roles} /> },
      { id: 'state', header: t('columns.state'), cell: (u) => <AccountStateBadges user={u} /> },
      {
        id: 'disabled',
        header: t('columns.disabled'),
        cell: (u) => yesNo(u.disabled),
        defaultVisible: false,
      },
      { id: 'locked', header: t('columns.locked'), cell: (u) => yesNo(u.locked), defaultVisible: false },
      {
        id: 'emailConfirmed',
        header: t('columns.emailConfirmed'),
        cell: (u) => yesNo(u.emailConfirmed),
        defaultVisible: false,
      },
      {
        id: 'language',
        header: t('columns.language'),
        cell: (u) => u.language.toUpperCase(),
        defaultVisible: false,
      },
      {
        id: 'dateCreated',
        header: t('columns.dateCreated'),
        cell: (u) => formatDateTime(u.dateCreated),
        sortable: true,
      },
      {
        id: 'dateUpdated',
        header: t('columns.dateUpdated'),
        cell: (u) => formatDateTime(u.dateUpdated),
        defaultVisible: false,
      },
      {
        id: 'lastLogin',
        header: t('columns.lastLogin'),
        cell: (u) => formatDateTime(u.lastLogin),
        sortable: true,
      },
      { id: 'userId', header: t('columns.userId'), cell: (u) => u.userId, defaultVisible: false },
    ];
  }, [t]);
  return (
    <ScreenPage
      title={t('list.title')}
      lead={t('list.lead')}
      actions={
        <Button asChild colorPalette="brand">
          <RouterLink to="new">{t('list.create')}</RouterLink>
        </Button>
      }
    >
      <FilterForm
        filters={filters}
        fields={[
          { key: 'searchText', label: t('filters.searchText') },
          { key: 'disabled', label: t('filters.disabled') },
          { key: 'lockedOut', label: t('filters.lockedOut') },
          { key: 'activated', label: t('filters.activated') },
        ]}
      />
      <DataList
        listId="admin.users"
        caption={t('list.caption')}
        columns={columns}
        {...listQueryProps(list, filters)}
        getRowId={(u) => u.userId}
        emptyText={t('list.empty')}
        rowActions={(u) => (
          <Button asChild size="xs" variant="outline">
            <RouterLink
              to={u.userId}
              aria-label={t('list.openUser', { name: `${u.firstName} ${u.lastName}` })}
            >
              {t('list.open')}
            </RouterLink>
          </Button>
        )}
      />
    </ScreenPage>
  );
}
