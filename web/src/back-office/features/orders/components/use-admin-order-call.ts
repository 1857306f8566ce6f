import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../lib/notify';
import { runAdminOrderCall, type AdminOrderCall } from '../api/order-admin-actions';
import { orderKeys } from '../api/order-queries';
import { ORDERS_NS } from '../orders-namespace';

/** Runs an admin call; the answer is the order as it is now (put into the detail's cache). */
export function useAdminOrderCall(id: string) {
  const { t } = useTranslation(ORDERS_NS);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: AdminOrderCall) => runAdminOrderCall(id, call),
    onSuccess: (order, call) => {
      queryClient.setQueryData(orderKeys.detail(id), order);
      void queryClient.invalidateQueries({ queryKey: [...orderKeys.all, 'list'] });
      notify.success(t(`admin.${call.kind}.done`));
    },
  });
}
