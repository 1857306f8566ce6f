/**
 * `npm run rebuild:orders-index`: writes the orders list's counts, search entries and event entries
 * (functions/adapters/dynamodb/README.md "The orders list's counts, search index and event entries") of every
 * series from its orders, for orders written before the index existed. Uses the table of the
 * environment (TABLE_NAME, AWS credentials/endpoint as the Lambdas do); run once after deploying
 * the writers that keep the index, at a quiet time (writes made meanwhile are not guarded).
 */
import { dynamoAdminOrders } from '../functions/adapters/dynamodb/admin-order-repository';
import { rebuildOrderListIndex } from '../functions/adapters/dynamodb/order-list-index-repository';

async function main() {
  const series = await dynamoAdminOrders.allSeriesGuids();
  for (const guid of series)
    // Idempotent: a second run writes the same items and deletes nothing more.
    console.log(`series ${guid}: ${await rebuildOrderListIndex(guid)} orders indexed`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
