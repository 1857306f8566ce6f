import { errorMessage, notify } from '../../lib/notify';
import { useConfirm, type ConfirmOptions } from './confirm-dialog';

/**
 * A row action that changes a record from a list (delete, restore): asks first when given a
 * question, runs the change, and says how it went, its own text on success, the server's refusal
 * otherwise. The change returns the success text (it may depend on the answer).
 */
export function useAskThenRun() {
  const confirm = useConfirm();
  return async (question: ConfirmOptions | null, change: () => Promise<string>) => {
    if (question && !(await confirm(question))) return;
    try {
      notify.success(await change());
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
}
