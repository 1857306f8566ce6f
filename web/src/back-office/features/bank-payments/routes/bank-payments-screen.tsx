import { Route, Routes, useParams } from 'react-router-dom';
import type { ScreenProps } from '../../../shell/screens';
import { BankPaymentDetail } from '../components/bank-payment-detail';
import { BankPaymentsList } from '../components/bank-payments-list';

function DetailRoute() {
  const { id = '' } = useParams();
  return <BankPaymentDetail key={id} id={id} />;
}

/** /admin/payments/bank-payments: statement import, bank payments list and detail (admin only). */
export default function BankPaymentsScreen(_props: ScreenProps) {
  return (
    <Routes>
      <Route index element={<BankPaymentsList />} />
      <Route path=":id" element={<DetailRoute />} />
    </Routes>
  );
}
