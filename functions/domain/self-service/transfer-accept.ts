import { RegistrationFailure } from '@shared/checkout/registration-failure';
import type { Locale } from '@shared/codelists/enums';
import type {
  AcceptTransferBody,
  AcceptTransferResult,
  TransferOfferView,
} from '@shared/self-service/transfer-schemas';
import { loadCheckoutContext } from '../checkout/checkout-context';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import { placePerson } from '../checkout/person-rules';
import { RegistrationFailedError } from '../checkout/registration-failed-error';
import { BusinessRuleError, DomainError, NotFoundError } from '../errors';
import { askedAgain, askedFields, checkAnswers } from './transfer-card-answers';
import { sendAcceptedEmails } from './transfer-emails';
import { feeAccount, feeBankTransfer, startBankFee } from './transfer-fee-bank-data';
import type { TransitionActor } from '../orders/order-state';
import {
  TransferAlreadyApplied,
  transferItem,
  type NewRunner,
  type SettledByAdmin,
  type TransferExtra,
} from './transfer-plan';
import type { TransferOfferRecord, TransferPorts } from './transfer-ports';
import {
  acceptRefusal,
  effectiveState,
  leaseFrom,
  parseTransferToken,
  sameHash,
  staleClaim,
  transferClosedReason,
  transferFee,
  transferRulesOf,
} from './transfer-rules';

/**
 * The new runner's side of a transfer (issue 27 item 2), reached by the offer link alone: what is
 * offered, and the acceptance. The registrant card is checked with the checkout's rules (the
 * category's age and gender, the sub-category the runner falls into). A free transfer is applied
 * at once; with a fee the card the runner filled waits on the offer for the GP webpay answer
 * (./transfer-payment.ts). Either way the offer is claimed first by one conditional write, so of
 * two accepts at once exactly one changes the registration.
 */
export interface OfferContext {
  offer: TransferOfferRecord;
  order: OrderRecord;
  item: OrderItemRecord;
  rules: ReturnType<typeof transferRulesOf>;
  dateFrom: string;
}

export async function offerContext(ports: TransferPorts, token: string): Promise<OfferContext> {
  const parsed = parseTransferToken(token);
  const offer = parsed ? await ports.getOffer(parsed.itemGuid) : undefined;
  if (!parsed || !offer || !sameHash(offer.hash, parsed.hash))
    throw new NotFoundError('selfService.transfer.offerNotFound');
  return contextOf(ports, offer);
}

export async function contextOf(ports: TransferPorts, offer: TransferOfferRecord): Promise<OfferContext> {
  const loaded = await ports.loadOrder(offer.orderGuid);
  const item = loaded?.items.find((i) => i.itemGuid === offer.itemGuid);
  if (!loaded || !item) throw new NotFoundError('selfService.transfer.offerNotFound');
  const race = await ports.race(item.seriesEventGuid, item.subEventGuid);
  return {
    offer,
    order: loaded.order,
    item,
    rules: transferRulesOf(race),
    dateFrom: race?.dateFrom ?? item.dateCreated,
  };
}

/** GET transfers/offers/{token}. */
export async function viewTransferOffer(
  ports: TransferPorts,
  token: string,
  now: Date,
  paymentGuid?: string,
): Promise<TransferOfferView> {
  const { offer, order, item, rules, dateFrom } = await resumed(ports, await offerContext(ports, token), now);
  const payment = paymentGuid && offer.payment?.guid === paymentGuid ? offer.payment.status : null;
  const fee = transferFee(rules);
  const open = effectiveState(offer, now) === 'offered';
  const pendingTransfer =
    open && offer.payment?.method === 'transfer' && offer.payment.status === 'pending'
      ? await feeBankTransfer(offer, offer.payment, { order, item })
      : null;
  return {
    state: effectiveState(offer, now),
    eventName: item.eventName,
    subEventName: item.subEventName,
    categoryName: item.categoryName,
    waveName: item.waveGuid ? item.waveName : null,
    dateFrom,
    fromName: offer.fromName,
    firstName: offer.firstName,
    lastName: offer.lastName,
    email: offer.email,
    fee,
    currency: order.currency,
    expiresAt: offer.validUntil,
    keepsStartNumber: rules.startNumber === 'keep',
    payment,
    bankTransferAllowed: fee > 0 && open && (await feeAccount(ports, { offer, order, item })) !== null,
    bankTransfer: pendingTransfer,
    cardFields: open ? askedFields(askedAgain(await ports.cards(item.seriesEventGuid), item)) : [],
  };
}

const REFUSALS = {
  accepting: 'selfService.transfer.alreadyAccepted',
  accepted: 'selfService.transfer.alreadyAccepted',
  cancelled: 'selfService.transfer.offerCancelled',
  expired: 'selfService.transfer.offerExpired',
} as const;

/** The offer still open and the registration still transferable, else the translated refusal. */
export function checkOpen(c: OfferContext, now: Date): void {
  const refusal = acceptRefusal(c.offer, now);
  if (refusal && refusal !== 'offered') throw new BusinessRuleError(REFUSALS[refusal]);
  const closed = transferClosedReason(c.rules, { dateFrom: c.dateFrom }, c.order, c.item, now);
  if (closed) throw new BusinessRuleError(`selfService.transfer.${closed}`);
}

/** The checkout's rules for the new runner in the item's category: their sub-category, or the refusal. */
export async function placeRunner(
  ports: TransferPorts,
  c: OfferContext,
  runner: NewRunner,
  locale: Locale,
): Promise<TransferExtra['subcategory']> {
  const ctx = await loadCheckoutContext(
    ports.catalogue,
    [{ seriesEventGuid: c.item.seriesEventGuid }],
    c.order.currency,
  );
  const bundle = ctx.events.get(c.item.seriesEventGuid);
  const sub = bundle?.subevents.find((s) => s.guid === c.item.subEventGuid);
  const category = bundle?.categories.find((k) => k.guid === c.item.categoryGuid);
  if (!bundle || !sub || !category) throw new NotFoundError('selfService.transfer.offerNotFound');
  const subcategories = bundle.subcategories.filter((s) => s.categoryGuid === category.guid);
  const placed = placePerson(runner, category, subcategories, sub);
  if ('reason' in placed) {
    const field = placed.reason === RegistrationFailure.GENDER_INVALID ? 'body.gender' : 'body.birthDate';
    throw new RegistrationFailedError(placed.reason, placed.params, field, locale);
  }
  return placed.subcategory ? { guid: placed.subcategory.guid, name: placed.subcategory.name } : null;
}

export const runnerOf = (body: AcceptTransferBody): NewRunner => ({
  firstName: body.firstName,
  lastName: body.lastName,
  email: body.email.trim().toLowerCase(),
  birthDate: body.birthDate,
  gender: body.gender,
  club: body.club?.trim() || null,
});

/**
 * Applies a claimed offer: the order transition, then `accepted` and e-mail 16 to both. A refusal
 * (the registration changed meanwhile, a full sub-category) gives the claim back (a paid fee is
 * marked `notApplied` for the organiser's refund) and is rethrown. A retried claim whose
 * transaction had already gone through only finishes the offer (the e-mails' message ids make
 * them go out once).
 */
export async function applyClaimed(
  ports: TransferPorts,
  c: OfferContext,
  runner: NewRunner,
  subcategory: TransferExtra['subcategory'],
  payment: TransferExtra['payment'],
  locale: Locale,
  now: Date,
  /** An admin settled the fee: the history entry is theirs and says what they recorded. */
  byAdmin?: { actor: TransitionActor; settled: SettledByAdmin },
): Promise<void> {
  const name = `${runner.firstName} ${runner.lastName}`.trim();
  const extra: TransferExtra = {
    subcategory,
    startNumber: c.rules.startNumber,
    fee: payment ? payment.amount : 0,
    ...(payment ? { payment } : {}),
    offeredAt: c.offer.dateCreated,
    offeredBy: c.offer.fromName,
    ...(byAdmin ? { settledByAdmin: byAdmin.settled } : {}),
  };
  try {
    await ports.transition(
      { orderGuid: c.order.guid, itemGuid: c.item.itemGuid },
      (order, items, item, ctx) => transferItem(order, items, item, runner, extra, ctx),
      byAdmin?.actor ?? { by: `transfer:${runner.email}`, byName: name },
      now,
      () =>
        new RegistrationFailedError(
          RegistrationFailure.CAPACITY_SUBCATEGORY,
          { name: subcategory?.name ?? '' },
          undefined,
          locale,
        ),
    );
  } catch (error) {
    if (!(error instanceof TransferAlreadyApplied)) {
      const paid = payment && c.offer.payment;
      await ports.updateOffer(c.offer, ['accepting'], {
        state: 'offered',
        ...(paid ? { payment: { ...paid, status: 'notApplied' as const } } : {}),
      });
      throw error;
    }
  }
  const from = { name: c.offer.fromName, email: c.item.email };
  const to = { name, email: runner.email };
  await ports.updateOffer(c.offer, ['accepting'], { state: 'accepted', acceptedBy: to });
  await sendAcceptedEmails(ports, c.offer, c.order, c.item, from, to);
}

/** POST transfers/offers/{token}/accept. */
export async function acceptTransfer(
  ports: TransferPorts,
  token: string,
  body: AcceptTransferBody,
  locale: Locale,
  now: Date,
): Promise<AcceptTransferResult> {
  const c = await resumed(ports, await offerContext(ports, token), now);
  checkOpen(c, now);
  const asked = askedAgain(await ports.cards(c.item.seriesEventGuid), c.item);
  const values = checkAnswers(asked, body.values ?? [], {
    locale,
    now,
    subeventYear: new Date(c.dateFrom).getUTCFullYear(),
  });
  const runner = { ...runnerOf(body), ...(values.length ? { values } : {}) };
  const subcategory = await placeRunner(ports, c, runner, locale);
  const fee = transferFee(c.rules);
  if (fee > 0 && body.payBy === 'transfer') return startBankFee(ports, c, runner, fee, now);
  if (fee > 0) {
    const payment = {
      guid: ports.newGuid(),
      orderNumber: ports.newOrderNumber(),
      amount: fee,
      runner,
      status: 'pending' as const,
    };
    const redirectUrl = await ports.createRedirect(c.offer, payment, c.order);
    if (!(await ports.updateOffer(c.offer, ['offered'], { payment }, now)))
      throw new BusinessRuleError('selfService.transfer.alreadyAccepted');
    return { status: 'payment', redirectUrl, amount: fee };
  }
  // The single claim: of two accepts at once, one moves the offer on; the other is refused.
  if (
    !(await ports.updateOffer(
      c.offer,
      ['offered'],
      {
        state: 'accepting',
        dateAnswered: now.toISOString(),
        claimedRunner: runner,
        leaseUntil: leaseFrom(now),
      },
      now,
    ))
  )
    throw new BusinessRuleError('selfService.transfer.alreadyAccepted');
  await applyClaimed(ports, c, runner, subcategory, undefined, locale, now);
  return { status: 'accepted' };
}

/**
 * An acceptance interrupted between its claim and its transaction (state `accepting` past its
 * lease) is retried with the card it claimed: one retry takes the claim over (conditional on the
 * lease it read), places the runner again and runs the same transaction, which the order makes
 * idempotent. A paid claim keeps its payment. A claim without a card to apply (written before
 * claims carried one) goes back to `offered`. Answers the offer as it stands afterwards.
 */
export async function resumeStaleClaim(
  ports: TransferPorts,
  c: OfferContext,
  now: Date,
): Promise<'accepted' | 'released' | 'busy'> {
  const { offer } = c;
  const paid = offer.payment?.status === 'paid' ? offer.payment : undefined;
  const runner = offer.claimedRunner ?? paid?.runner;
  if (!runner) {
    const released = await ports.updateOffer(offer, ['accepting'], { state: 'offered' });
    return released ? 'released' : 'busy';
  }
  if (!(await ports.renewClaim(offer, leaseFrom(now)))) return 'busy';
  const payment = paid
    ? { changeGuid: paid.guid, orderNumber: paid.orderNumber, amount: paid.amount }
    : undefined;
  try {
    const subcategory = await placeRunner(ports, c, runner, offer.locale);
    await applyClaimed(ports, c, runner, subcategory, payment, offer.locale, now, paid?.settledBy);
    return 'accepted';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    // placeRunner refused before applyClaimed could give the claim back.
    await ports.updateOffer(offer, ['accepting'], {
      state: 'offered',
      ...(paid ? { payment: { ...paid, status: 'notApplied' as const } } : {}),
    });
    return 'released';
  }
}

/** The offer's context after retrying a stale claim, if it had one. */
async function resumed(ports: TransferPorts, c: OfferContext, now: Date): Promise<OfferContext> {
  if (!staleClaim(c.offer, now)) return c;
  await resumeStaleClaim(ports, c, now);
  const offer = await ports.getOffer(c.offer.itemGuid);
  return offer ? contextOf(ports, offer) : c;
}
