import { NotFoundError } from '../errors';
import { resolveMoveTarget } from '../checkout/item-change';
import {
  answerChangePayment,
  type ValueChangeAnswer,
  type ValueChangeAnswerOutcome,
} from '../user-area/priced-value-change';
import { apply, type RaceChangePorts } from './race-change';
import { RaceChangeAlreadyApplied } from './race-change-plan';

export type RaceChangeAnswerOutcome = ValueChangeAnswerOutcome;

/**
 * The gateway's verified answer to a race change's card payment: only that change's attempt, only
 * once. Paid: the move, the fee and the payment go to the order in one transaction (the order's
 * list of change payments makes a second answer a no-op), then the change is marked paid. Declined
 * or cancelled: nothing changes. Paid but the move can no longer be made (the target filled up
 * meanwhile, the registration was cancelled): `notApplied`, for the organiser to refund.
 */
export async function applyRaceChangeAnswer(
  ports: RaceChangePorts,
  changeGuid: string,
  answer: ValueChangeAnswer,
  now: Date,
): Promise<{ outcome: RaceChangeAnswerOutcome; itemGuid?: string }> {
  const change = await ports.getValueChange(changeGuid);
  const rc = change?.raceChange;
  if (!change || !rc) return { outcome: 'ignored' };
  const outcome = await answerChangePayment(
    ports,
    change,
    answer,
    now,
    async () => {
      const item = await ports.findItem(change.userId, change.itemGuid);
      const [order] = item ? await ports.getOrders([item.orderGuid]) : [];
      if (!item || !order) throw new NotFoundError('account.notFound');
      const target = await resolveMoveTarget(
        ports.catalogue,
        order,
        item,
        {
          seriesEventId: rc.seriesEventId,
          seriesSubEventId: rc.subEventId,
          seriesCategoryId: rc.categoryId,
          seriesWaveId: rc.waveId,
        },
        false,
        now,
      );
      await apply(
        ports,
        change.orderGuid,
        change.itemGuid,
        // The price quoted to the runner, which is what they paid the difference to.
        { ...target, price: { basePrice: rc.basePrice, pricingName: rc.pricingName } },
        {
          fee: rc.fee,
          payment: { changeGuid: change.guid, orderNumber: change.orderNumber, amount: change.amount },
        },
        { by: change.userId, ...(change.userName ? { byName: change.userName } : {}) },
        now,
      );
    },
    (error) => error instanceof RaceChangeAlreadyApplied,
  );
  return { outcome, itemGuid: change.itemGuid };
}
