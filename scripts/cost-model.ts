/**
 * `npm run cost:model`: what 1,000 registrations cost on AWS (eu-central-1, on-demand), computed
 * from the assumptions below so that no figure is hand arithmetic. Every price and every count
 * says where it comes from; change one and run again. Free tiers are left out (a rush is priced
 * as if the month's free allowance were already used).
 */

interface Figure {
  value: number;
  unit: string;
  source: string;
}
const f = (value: number, unit: string, source: string): Figure => ({ value, unit, source });

/** Prices: AWS public price list, region eu-central-1 (Frankfurt), as read for 2026-11-29. */
const PRICE_DATE = '2026-11-29';
export const PRICES = {
  lambdaGbSecond: f(0.0000166667, 'USD per GB-s (x86_64)', 'https://aws.amazon.com/lambda/pricing/'),
  lambdaRequest: f(0.2 / 1e6, 'USD per invocation', 'https://aws.amazon.com/lambda/pricing/'),
  dynamoWrite: f(
    0.7625 / 1e6,
    'USD per write request unit (on-demand)',
    'https://aws.amazon.com/dynamodb/pricing/on-demand/ (after the Nov 2024 on-demand price cut)',
  ),
  dynamoRead: f(
    0.1525 / 1e6,
    'USD per read request unit (on-demand)',
    'https://aws.amazon.com/dynamodb/pricing/on-demand/',
  ),
  sqsRequest: f(
    0.4 / 1e6,
    'USD per SQS standard request (64 KB chunk)',
    'https://aws.amazon.com/sqs/pricing/',
  ),
  sesEmail: f(0.1 / 1000, 'USD per outbound e-mail', 'https://aws.amazon.com/ses/pricing/'),
  apiRequest: f(
    1.2 / 1e6,
    'USD per HTTP API request (first 300 M)',
    'https://aws.amazon.com/api-gateway/pricing/',
  ),
  cloudFrontGb: f(0.085, 'USD per GB out, Europe, first 10 TB', 'https://aws.amazon.com/cloudfront/pricing/'),
  cloudFrontRequest: f(
    0.012 / 10_000,
    'USD per HTTPS request, Europe',
    'https://aws.amazon.com/cloudfront/pricing/',
  ),
};

/** What one registration does, from the code and the measurements in docs/benchmarks.md and docs/rush-model.md. */
export const PER_REGISTRATION = {
  lambdaMemoryGb: f(0.5, 'GB', 'infra/constructs/app-function.ts: memorySize 512'),
  apiCalls: f(
    6,
    'API requests',
    'the SPA: catalogue, race detail, checkout data, price check, register, completion page',
  ),
  apiMsPerCall: f(
    120,
    'ms billed per API call',
    'local bench:api p50 ≈ 40–80 ms; doubled for cold starts and AWS latency',
  ),
  registerMs: f(
    300,
    'ms billed for the register call',
    'one transaction (p95 25 ms) plus reads and retries under contention; bench:checkout',
  ),
  transactionItems: f(
    10,
    'items in the checkout TransactWriteItems',
    'npm run bench:rush-model "tx items": the lean buildTransaction of one runner (6 counters, order, item, history, VS guard); 21 before the projector',
  ),
  transactionWruPerItem: f(
    2,
    'WRU per item ≤ 1 KB in a transaction',
    'DynamoDB docs: transactional writes cost 2 WRU per 1 KB',
  ),
  projectorWrites: f(
    24,
    'WRU the stream projector writes per order',
    "the 11 derived items the lean transaction left (21 − 10) plus the PROJECTION# state item, in small transactions at 2 WRU each; an upper bound, as a batch's orders share their statistics items",
  ),
  reads: f(
    30,
    'RRU (eventually consistent reads count half)',
    'checkout data BatchGet of series/event/race/category/cards/prices, idempotency GetItem, completion page Query',
  ),
  emailWrites: f(3, 'WRU', 'send-email worker: e-mail log item, order e-mail state, delivery record'),
  emailLambdaMs: f(400, 'ms', 'send-email worker: template render + SES call'),
  sqsRequests: f(3, 'SQS requests', 'send + receive + delete of one e-mail job'),
  emails: f(1, 'e-mail', 'the confirmation (payment instructions for bank transfer)'),
  pageKb: f(
    600,
    'kB transferred from CloudFront',
    'docs/public-pages.md: public pages ≈ 165 kB gzip; with fonts, images and the checkout chunk',
  ),
  pageRequests: f(25, 'CloudFront requests', 'HTML, JS/CSS chunks, fonts, images of the pages above'),
};

const N = 1000;
const p = PER_REGISTRATION;
const lines: Array<[string, number, string]> = [];
const add = (what: string, usd: number, how: string) => lines.push([what, usd, how]);

const apiGbS =
  (((p.apiCalls.value - 1) * p.apiMsPerCall.value + p.registerMs.value) / 1000) * p.lambdaMemoryGb.value;
const emailGbS = (p.emailLambdaMs.value / 1000) * p.lambdaMemoryGb.value;
add('Lambda GB-s (API)', N * apiGbS * PRICES.lambdaGbSecond.value, `${(N * apiGbS).toFixed(0)} GB-s`);
add(
  'Lambda GB-s (e-mail worker)',
  N * emailGbS * PRICES.lambdaGbSecond.value,
  `${(N * emailGbS).toFixed(0)} GB-s`,
);
add(
  'Lambda invocations',
  N * (p.apiCalls.value + 1) * PRICES.lambdaRequest.value,
  `${N * (p.apiCalls.value + 1)} invocations`,
);
const wru =
  p.transactionItems.value * p.transactionWruPerItem.value + p.projectorWrites.value + p.emailWrites.value;
add('DynamoDB writes', N * wru * PRICES.dynamoWrite.value, `${N * wru} WRU`);
add('DynamoDB reads', N * p.reads.value * PRICES.dynamoRead.value, `${N * p.reads.value} RRU`);
add('SQS', N * p.sqsRequests.value * PRICES.sqsRequest.value, `${N * p.sqsRequests.value} requests`);
add('SES', N * p.emails.value * PRICES.sesEmail.value, `${N * p.emails.value} e-mails`);
add(
  'API Gateway (HTTP API)',
  N * p.apiCalls.value * PRICES.apiRequest.value,
  `${N * p.apiCalls.value} requests`,
);
const gb = (N * p.pageKb.value) / 1024 / 1024;
add('CloudFront transfer', gb * PRICES.cloudFrontGb.value, `${gb.toFixed(2)} GB`);
add(
  'CloudFront requests',
  N * p.pageRequests.value * PRICES.cloudFrontRequest.value,
  `${N * p.pageRequests.value} requests`,
);

const total = lines.reduce((sum, [, usd]) => sum + usd, 0);
console.log(
  `Cost of ${N} registrations, eu-central-1 on-demand, prices as of ${PRICE_DATE} (USD, no free tier)\n`,
);
for (const [what, usd, how] of lines)
  console.log(`${what.padEnd(30)} ${usd.toFixed(4).padStart(9)}   ${how}`);
console.log(
  `${'Total'.padEnd(30)} ${total.toFixed(4).padStart(9)}   = ${(total / N).toFixed(6)} USD per registration\n`,
);
console.log('Assumptions:');
for (const [name, fig] of Object.entries({ ...PRICES, ...PER_REGISTRATION }))
  console.log(`  ${name}: ${Number(fig.value.toPrecision(6))} ${fig.unit} — ${fig.source}`);
