/**
 * `npm run rebuild:projections -- <seriesGuid> | --all`: recounts and rebuilds every projection of
 * a series from its orders (statistics day, race-day and month counters, the orders list's counts,
 * its search and per-event entries, and the projector's per-order states), as
 * functions/adapters/dynamodb/projection-rebuild.ts explains; safe to run while orders arrive and
 * idempotent (a second run changes nothing). Uses the table of the environment (TABLE_NAME, AWS
 * credentials and endpoint as the Lambdas do; DYNAMODB_ENDPOINT for a local stack).
 */
import { dynamoAdminOrders } from '../functions/adapters/dynamodb/admin-order-repository';
import { rebuildProjections } from '../functions/adapters/dynamodb/projection-rebuild';

async function main() {
  const arg = process.argv[2];
  if (!arg) {
    console.error('usage: npm run rebuild:projections -- <seriesGuid> | --all');
    process.exitCode = 2;
    return;
  }
  const series = arg === '--all' ? await dynamoAdminOrders.allSeriesGuids() : [arg];
  for (const guid of series) {
    const s = await rebuildProjections(guid);
    console.log(
      `series ${guid}: ${s.orders} orders, ${s.statDays} statistics days, ${s.countDays} count days, index of ${s.ordersWithIndexFixed} orders fixed`,
    );
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
