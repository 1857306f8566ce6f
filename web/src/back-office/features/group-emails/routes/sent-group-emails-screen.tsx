import { Route, Routes, useParams } from 'react-router-dom';
import type { ScreenProps } from '../../../shell/screens';
import { GroupEmailDetail } from '../components/group-email-detail';
import { GroupEmailsList } from '../components/group-emails-list';

function DetailRoute() {
  const { id = '' } = useParams();
  return <GroupEmailDetail key={id} id={id} />;
}

/**
 * /admin/sent-group-emails: the sent group e-mails and, per e-mail, its entries (admin only). They
 * are composed from the orders list ("Group e-mail" with its filter).
 */
export default function SentGroupEmailsScreen(_props: ScreenProps) {
  return (
    <Routes>
      <Route index element={<GroupEmailsList />} />
      <Route path=":id" element={<DetailRoute />} />
    </Routes>
  );
}
