// Artillery hooks of registration-rush.yml (CommonJS: Artillery loads processors with require).
// The retry rule mirrors the SPA's (shared/resilience/retry-policy.ts CLIENT_RETRY): a 503 is sent
// again with the same body and idempotency key after its Retry-After, at most 8 times.
/* eslint-disable @typescript-eslint/no-require-imports -- Artillery loads processors with require(). */
'use strict';
const { randomUUID } = require('node:crypto');
const { readFileSync } = require('node:fs');

const MAX_RETRIES = 8;
const DEFAULT_WAIT_MS = 2000;
const MAX_WAIT_MS = 15000;

let template;
function orderTemplate() {
  if (!template) {
    const file = process.env.RUSH_ORDER_TEMPLATE;
    if (!file) throw new Error('RUSH_ORDER_TEMPLATE is not set: run through `npm run load:rush`');
    template = JSON.parse(readFileSync(file, 'utf8'));
  }
  return template;
}

/** Fills the runner's placeholders ($first, $last, $email, $birth, $gender) in the template. */
function fill(value, runner) {
  if (typeof value === 'string') return runner[value] !== undefined ? runner[value] : value;
  if (Array.isArray(value)) return value.map((v) => fill(v, runner));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, runner)]));
  return value;
}

function newRunner(context, _events, done) {
  const id = randomUUID();
  const runner = {
    $first: 'Load',
    $last: `Rush${id.slice(0, 8)}`,
    $email: `rush-${id}@load-test.invalid`,
    $birth: '1990-04-12',
    $gender: '1',
  };
  const t = orderTemplate();
  context.vars.currency = t.currency;
  context.vars.checkoutData = { items: t.items.map(({ cards: _c, termsAccepted: _t, ...ref }) => ref) };
  context.vars.registerBody = {
    ...fill(t, runner),
    // One key per runner: every retry of this runner's order carries it, so it is placed once.
    idempotencyKey: randomUUID(),
    registrator: {
      firstName: runner.$first,
      lastName: runner.$last,
      email: runner.$email,
      birthDate: runner.$birth,
      gender: 1,
    },
  };
  context.vars.tries = 0;
  context.vars.trying = true;
  context.vars.waitMs = 0;
  return done();
}

function attachCheckoutDataBody(requestParams, context, _events, done) {
  requestParams.json = context.vars.checkoutData;
  return done();
}

function attachRegisterBody(requestParams, context, _events, done) {
  requestParams.json = context.vars.registerBody;
  return done();
}

function recordOutcome(_requestParams, response, context, events, done) {
  const status = response.statusCode;
  context.vars.tries += 1;
  let body = {};
  try {
    body = typeof response.body === 'string' ? JSON.parse(response.body) : response.body || {};
  } catch {
    body = {};
  }
  if (status === 503 && context.vars.tries <= MAX_RETRIES) {
    events.emit('counter', 'rush.retried_503', 1);
    const header = Number(response.headers['retry-after']);
    const asked = Number.isFinite(header) ? header * 1000 : DEFAULT_WAIT_MS;
    const base = Math.min(MAX_WAIT_MS, asked);
    context.vars.waitMs = Math.round(base * (0.75 + Math.random() * 0.5));
    return done();
  }
  context.vars.trying = false;
  context.vars.waitMs = 0;
  if (status === 200) events.emit('counter', body.replayed ? 'rush.placed_on_replay' : 'rush.placed', 1);
  else if (status === 409) events.emit('counter', `rush.refused.${body.code || 'unknown'}`, 1);
  else {
    events.emit('counter', `rush.error_${status}`, 1);
    return done(new Error(`registration answered ${status}`));
  }
  return done();
}

function waitRetryAfter(context, _events, done) {
  setTimeout(done, context.vars.waitMs);
}

function stillTrying(context, next) {
  return next(context.vars.trying === true);
}

module.exports = {
  newRunner,
  attachCheckoutDataBody,
  attachRegisterBody,
  recordOutcome,
  waitRetryAfter,
  stillTrying,
};
