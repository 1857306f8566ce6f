import type { ScreenProps } from '../../../shell/screens';
import { PaymentsList } from '../components/payments-list';

/** /admin/payments: the payments tab (spec §2; the tabs link the orders and bank payments screens). */
export default function PaymentsScreen(_props: ScreenProps) {
  return <PaymentsList />;
}
