import { Route, Routes } from 'react-router-dom';
import type { ScreenProps } from '../../../shell/screens';
import { CreateUserForm } from '../components/create-user-form';
import { UserDetail } from '../components/user-detail';
import { UsersList } from '../components/users-list';

/** /admin/users (spec §2 "Admin users"): the list, /new and /:id. */
export default function UsersScreen(_props: ScreenProps) {
  return (
    <Routes>
      <Route index element={<UsersList />} />
      <Route path="new" element={<CreateUserForm />} />
      <Route path=":id" element={<UserDetail />} />
    </Routes>
  );
}
