/**
 * `npm run shard:capacity [-- <seriesGuid>…] [--dry-run]`: gives the large scopes (events, races,
 * categories of at least SHARD_THRESHOLD limited places) of the given series, or of every series,
 * their capacity buckets (functions/adapters/dynamodb/README.md "Sharded capacity"). Scopes written
 * before sharding keep working unsharded; this, or their next capacity change in the editor, splits
 * them. Uses the table of the environment (TABLE_NAME, AWS credentials/endpoint as the Lambdas do).
 * Safe while orders arrive; idempotent.
 */
import { dynamoAdminOrders } from '../functions/adapters/dynamodb/admin-order-repository';
import { shardLargeScopes } from '../functions/adapters/dynamodb/capacity-sharding';

async function main() {
  const args = process.argv.slice(2);
  const dryRun = args.includes('--dry-run');
  const named = args.filter((a) => !a.startsWith('--'));
  const series = named.length ? named : await dynamoAdminOrders.allSeriesGuids();
  for (const guid of series) {
    const report = await shardLargeScopes(guid, dryRun);
    console.log(
      `series ${guid}: ${report.sharded.length} scopes ${dryRun ? 'to shard' : 'sharded'}${
        report.sharded.length ? ` (${report.sharded.join(', ')})` : ''
      }${report.skipped.length ? `; skipped ${report.skipped.map((s) => `${s.scope}#${s.guid} (${s.why})`).join(', ')}` : ''}`,
    );
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
