import { Route, Routes, useParams } from 'react-router-dom';
import type { ScreenProps } from '../../../shell/screens';
import { OrderDetail } from '../components/order-detail';
import { OrdersList } from '../components/orders-list';

function DetailRoute({ area }: ScreenProps) {
  const { id = '' } = useParams();
  return <OrderDetail key={id} id={id} area={area} />;
}

/**
 * /admin/registrations and /event-manager/registrations: the orders list and the order detail.
 * One screen for both areas; the server answers each caller the orders of their permissions.
 */
export default function OrdersScreen({ area }: ScreenProps) {
  return (
    <Routes>
      <Route index element={<OrdersList />} />
      <Route path=":id" element={<DetailRoute area={area} />} />
    </Routes>
  );
}
