/**
 * A stream record's image (DynamoDB JSON, as Lambda and the Streams API deliver it) as a plain
 * object, numbers as JS numbers, as the document client reads items. Written here rather than
 * taken from @aws-sdk/util-dynamodb, which is not a direct dependency.
 */
type Wire = Record<string, unknown>;

function value(av: Wire): unknown {
  if ('S' in av) return av.S;
  if ('N' in av) return Number(av.N);
  if ('BOOL' in av) return av.BOOL;
  if ('NULL' in av) return null;
  if ('M' in av) return streamImage(av.M as Record<string, Wire>);
  if ('L' in av) return (av.L as Wire[]).map(value);
  if ('SS' in av) return new Set(av.SS as string[]);
  if ('NS' in av) return new Set((av.NS as string[]).map(Number));
  if ('B' in av) return av.B;
  if ('BS' in av) return new Set(av.BS as unknown[]);
  return undefined;
}

export function streamImage(image: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(image).map(([k, v]) => [k, value(v as Wire)]));
}
