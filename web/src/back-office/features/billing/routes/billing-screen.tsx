import { Route, Routes, useParams } from 'react-router-dom';
import type { ScreenProps } from '../../../shell/screens';
import { BillingDetail } from '../components/billing-detail';
import { BillingList } from '../components/billing-list';
import { BillingNew } from '../components/billing-new';

function DetailRoute() {
  const { id = '' } = useParams();
  const numeric = Number(id);
  return <BillingDetail key={id} id={Number.isInteger(numeric) && numeric > 0 ? numeric : 0} />;
}

/** /admin/payments/billing: settlements list, new settlement and detail (admin only). */
export default function BillingScreen(_props: ScreenProps) {
  return (
    <Routes>
      <Route index element={<BillingList />} />
      <Route path="new" element={<BillingNew />} />
      <Route path=":id" element={<DetailRoute />} />
    </Routes>
  );
}
