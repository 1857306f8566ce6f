import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';

/**
 * What Lambda's event source mapping does on AWS, for DynamoDB Local: reads every shard of the
 * table's stream (DescribeStream / GetShardIterator / GetRecords, which DynamoDB Local implements),
 * a shard's children only once it is drained (so an item's records keep their order, as shards
 * split and close), and hands each batch to the projector's handler. A batch whose handler reports
 * a failed record is read again from that record after a short pause (the handler skips what it
 * has applied). The API is called with plain HTTP on the loopback endpoint (no SDK client for the
 * Streams API is a dependency; DynamoDB Local checks no signature).
 *
 * Test support: an item `PROJECTORMARK#<id>` (keys.projectorMark) is marked `seen` once the batch
 * holding its insert was handled, so a test knows the projector has read everything written
 * before it (`waitForProjector` in ./projector-mark.ts).
 */

interface Shard {
  id: string;
  parent?: string;
  iterator?: string;
  /** Position to resume at (after a failed batch). */
  resumeAt?: string;
  /** Start at the newest record (a reader joining late). */
  latest?: boolean;
  done: boolean;
}

interface StreamRecordWire {
  eventID?: string;
  eventName?: string;
  dynamodb?: DynamoDBRecord['dynamodb'] & { ApproximateCreationDateTime?: number };
}

export interface StreamReader {
  stop(): Promise<void>;
}

export interface StreamReaderOptions {
  endpoint: string;
  streamArn: string;
  handler: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>;
  /** Marks read (test support). */
  onMarks: (ids: string[]) => Promise<void>;
  log: (line: string) => void;
  /** Pause between polls when a pass read nothing. */
  idleMs?: number;
  /** Where to start in the shards open at the start (default the oldest record); later shards from their start. */
  from?: 'TRIM_HORIZON' | 'LATEST';
}

// A syntactically valid SigV4 header: DynamoDB Local reads the region and key from it only.
const AUTH =
  'AWS4-HMAC-SHA256 Credential=local/20200101/eu-central-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0';

export function startStreamReader(options: StreamReaderOptions): StreamReader {
  const { endpoint, streamArn, handler, log } = options;
  const idleMs = options.idleMs ?? 50;
  const shards = new Map<string, Shard>();
  let stopped = false;
  let lastRefresh = 0;
  let firstRefresh = true;

  const call = async <T>(target: string, body: unknown): Promise<T> => {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': `DynamoDBStreams_20120810.${target}`,
        authorization: AUTH,
      },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${target} answered ${res.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  };

  const refresh = async () => {
    let start: string | undefined;
    do {
      const out = await call<{
        StreamDescription: {
          Shards?: Array<{ ShardId: string; ParentShardId?: string }>;
          LastEvaluatedShardId?: string;
        };
      }>('DescribeStream', { StreamArn: streamArn, ...(start ? { ExclusiveStartShardId: start } : {}) });
      for (const s of out.StreamDescription.Shards ?? [])
        if (!shards.has(s.ShardId))
          shards.set(s.ShardId, {
            id: s.ShardId,
            parent: s.ParentShardId,
            done: false,
            latest: firstRefresh && options.from === 'LATEST',
          });
      start = out.StreamDescription.LastEvaluatedShardId;
    } while (start);
    firstRefresh = false;
    lastRefresh = Date.now();
  };

  /** Reads one batch of the shard; answers whether it held records. */
  const pollShard = async (shard: Shard): Promise<boolean> => {
    if (!shard.iterator) {
      const out = await call<{ ShardIterator?: string }>('GetShardIterator', {
        StreamArn: streamArn,
        ShardId: shard.id,
        ...(shard.resumeAt
          ? { ShardIteratorType: 'AT_SEQUENCE_NUMBER', SequenceNumber: shard.resumeAt }
          : { ShardIteratorType: shard.latest ? 'LATEST' : 'TRIM_HORIZON' }),
      });
      shard.iterator = out.ShardIterator;
      if (!shard.iterator) {
        shard.done = true;
        return false;
      }
    }
    const out = await call<{ Records?: StreamRecordWire[]; NextShardIterator?: string }>('GetRecords', {
      ShardIterator: shard.iterator,
      Limit: 1000,
    });
    const records = out.Records ?? [];
    if (records.length) {
      const event: DynamoDBStreamEvent = {
        Records: records.map(
          (r) => ({ ...r, eventSource: 'aws:dynamodb', eventSourceARN: streamArn }) as DynamoDBRecord,
        ),
      };
      let failedAt: string | undefined;
      const t0 = performance.now();
      try {
        failedAt = (await handler(event)).batchItemFailures[0]?.itemIdentifier;
        if (process.env.PROJECTOR_DEBUG)
          log(
            `shard ${shard.id}: ${records.length} records in ${(performance.now() - t0).toFixed(0)} ms (${shards.size} shards)`,
          );
      } catch (err) {
        log(`projector failed: ${String(err)}`);
        failedAt = records[0]?.dynamodb?.SequenceNumber;
      }
      if (failedAt) {
        // Read again from the failed record after a pause (what the event source mapping does).
        shard.iterator = undefined;
        shard.resumeAt = failedAt;
        await new Promise((r) => setTimeout(r, 200));
        return true;
      }
      const marks = records.flatMap((r) => {
        const image = r.dynamodb?.NewImage as Record<string, { S?: string }> | undefined;
        return r.eventName === 'INSERT' && image?.entity?.S === 'projectorMark' && image.id?.S
          ? [image.id.S]
          : [];
      });
      if (marks.length) await options.onMarks(marks);
    }
    shard.resumeAt = undefined;
    shard.iterator = out.NextShardIterator;
    if (!out.NextShardIterator) shard.done = true;
    return records.length > 0;
  };

  const loop = async () => {
    while (!stopped) {
      let busy = false;
      try {
        if (Date.now() - lastRefresh > 1000) await refresh();
        for (const shard of shards.values()) {
          if (shard.done) continue;
          const parent = shard.parent ? shards.get(shard.parent) : undefined;
          if (parent && !parent.done && !shard.latest) continue;
          if (await pollShard(shard)) busy = true;
          if (shard.done) lastRefresh = 0;
        }
      } catch (err) {
        if (!stopped) log(`stream reader: ${String(err)}`);
        await new Promise((r) => setTimeout(r, 500));
      }
      if (!busy) await new Promise((r) => setTimeout(r, idleMs));
    }
  };
  const running = loop();
  return {
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}
