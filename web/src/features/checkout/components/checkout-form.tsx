import { Button, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CheckoutData, CheckoutItemRef } from '@shared/checkout/checkout-schemas';
import type { CurrencyCode } from '@shared/codelists/enums';
import { isApiError } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/auth-token';
import { errorMessage } from '../../../lib/notify';
import { uuid } from '../../../lib/uuid';
import { attemptKey } from '../model/attempt-key';
import { checkoutDataKey, registrationTemplatesQuery, useRegister } from '../api/checkout-queries';
import { reservationFor, teamPinOf } from '../model/team-cookies';
import { useLeaveGuard } from '../../../components/leave-guard';
import { clearOffers, offersForItems } from '../../../lib/waiting-list-offers';
import { CHECKOUT_NS } from '../checkout-namespace';
import { OverloadNotice } from './overload-notice';
import { useOverloadRetry } from './use-overload-retry';
import { clearDraft, hasEntries, loadDraft, restoreDraft, saveDraft } from '../model/checkout-draft';
import { formReducer, editedKeys, type FormAction } from '../model/form-reducer';
import {
  additionalsPerItem,
  discountPersons,
  emptyCheckoutForm,
  isTeamItem,
  itemInstances,
  syncItems,
  type CheckoutForm as FormState,
} from '../model/form-model';
import { buildRegisterBody, errorKeyOrder } from '../model/register-body';
import { mapServerErrors } from '../model/server-errors';
import { checkoutTotals } from '../model/totals';
import { orderedErrorKeys, validateCheckout, type ErrorMap } from '../model/validate';
import { CartRecap } from './cart-recap';
import { CheckoutAlert, type TopAlert } from './checkout-alert';
import { ConsentsSection } from './consents-section';
import { ALERT_ID, focusError } from './focus-error';
import { transferReason } from './transfer-reason';
import { useTeamActions } from './use-team-actions';
import { DiscountSection } from './discount-section';
import { availabilityError, ItemSection } from './item-section';
import { useLocale } from '../../../lib/use-money';
import { PaymentSection } from './payment-section';
import { RegistratorSection } from './registrator-section';
import { TotalsSummary } from './totals-summary';
import { useDiscounts } from './use-discounts';

/**
 * The checkout form (spec §2/§5/§8): recap, registrator, the items' forms, payment method, discount
 * codes, totals, terms and consents. The shared field rules run before submitting; the server's
 * 400/409 answers are mapped back onto the fields. One idempotency key per submission attempt.
 */
export function CheckoutForm({
  data,
  refs,
  currency,
  stale,
  onRemoveItem,
  onPlaced,
  teamNames,
  onTeam,
}: {
  data: CheckoutData;
  refs: CheckoutItemRef[];
  currency: CurrencyCode;
  /** The data is still the previous cart's (a newer one is loading): submitting waits. */
  stale: boolean;
  onRemoveItem: (index: number) => void;
  onPlaced: () => void;
  /** The cart items' team names (the team a line joins, or the name it reserved). */
  teamNames?: ReadonlyArray<string | null>;
  /** Sets a cart line's team: one it joins (guid), a reserved name (no guid), or none. */
  onTeam?: (index: number, team: { guid: string | null; name: string | null }) => void;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const register = useRegister();
  // Signed-in runners can fill forms from their saved registrants and keep new ones.
  const signedIn = useSyncExternalStore(
    tokenStore.subscribe,
    () => tokenStore.get() !== null,
    () => false,
  );
  const templates = useQuery(registrationTemplatesQuery(signedIn)).data ?? [];
  const [saveAsTemplate, setSaveAsTemplate] = useState(false);

  // The entries kept in this browser session come back (checkout-draft.ts).
  const [form, dispatch] = useReducer(formReducer, data.items, (items): FormState =>
    restoreDraft({ ...emptyCheckoutForm(), items: syncItems([], items) }, loadDraft()),
  );
  const fresh = useMemo(
    (): FormState => ({ ...emptyCheckoutForm(), items: syncItems([], data.items) }),
    [data.items],
  );
  const dirty = hasEntries(form, fresh);
  const placed = useRef(false);
  useEffect(() => {
    if (placed.current) return;
    if (dirty) saveDraft(form);
    else clearDraft();
  }, [dirty, form]);
  const leaveGuard = useLeaveGuard(dirty, 'checkoutBody');
  // New checkout data (cart changed, refetch): align the forms with the items.
  const [syncedItems, setSyncedItems] = useState(data.items);
  if (syncedItems !== data.items) {
    setSyncedItems(data.items);
    dispatch({ type: 'sync', items: data.items });
  }

  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ErrorMap>({});
  const [alert, setAlert] = useState<TopAlert | null>(null);
  const [submissionKey] = useState(() => attemptKey(uuid));
  // A 503 in a rush: the same request (same idempotency key) goes again by itself.
  const overload = useOverloadRetry();
  const retrying = overload.state.status === 'waiting';
  /** The runner changed the order: the next submission is a new attempt (see attemptKey). */
  const newAttempt = () => {
    submissionKey.changed();
    if (retrying) overload.stop();
  };
  const { teamBusy, reserveName, joinTeam } = useTeamActions({ data, form, onTeam, setServerErrors });

  const teamRefs = useMemo(() => refs.map((r) => r.teamGuid ?? null), [refs]);
  const clientErrors = useMemo(
    () => validateCheckout(form, data, locale, { teamRefs }),
    [form, data, locale, teamRefs],
  );
  const errors = useMemo(() => {
    const merged: ErrorMap = {};
    for (const [key, list] of Object.entries(clientErrors))
      if (submitted || shown.has(key)) merged[key] = list;
    for (const [key, list] of Object.entries(serverErrors)) merged[key] = [...(merged[key] ?? []), ...list];
    return merged;
  }, [clientErrors, serverErrors, submitted, shown]);

  const additionals = useMemo(() => additionalsPerItem(form, data.items), [form, data.items]);
  const persons = useMemo(() => discountPersons(form, data.items), [form, data.items]);
  const discounts = useDiscounts(currency, refs, additionals, persons);
  const totals = checkoutTotals(
    data.items.map((i) => i.price),
    additionals,
    discounts.applied,
  );
  const offers = offersForItems(data.items);
  const blocked = data.items.some((item, index) => availabilityError(item, offers.has(index)) !== null);

  const change = (action: FormAction) => {
    dispatch(action);
    newAttempt();
    const keys = editedKeys(action);
    if (keys.some((k) => serverErrors[k])) {
      setServerErrors((current) => {
        const next = { ...current };
        for (const k of keys) delete next[k];
        return next;
      });
    }
  };
  const blur = (key: string) => {
    if (!shown.has(key)) setShown((current) => new Set(current).add(key));
  };

  const removeItem = (index: number) => {
    const remaining = refs.filter((_, i) => i !== index);
    if (remaining.length > 0) {
      // Show the rest at once; the refetch brings their current prices and payment options.
      const key = checkoutDataKey(currency, remaining);
      queryClient.setQueryData(key, {
        ...data,
        items: data.items.filter((_, i) => i !== index).map((item, i) => ({ ...item, index: i })),
      });
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
    }
    dispatch({ type: 'remove', index });
    setServerErrors({});
    setAlert(null);
    onRemoveItem(index);
  };

  const instancesByItem = data.items.map(itemInstances);
  const order = errorKeyOrder(data.items);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending || retrying || stale || teamBusy !== null) return;
    overload.reset();
    setSubmitted(true);
    setServerErrors({});
    if (blocked) {
      setAlert({ title: t('form.errorTitle'), message: t('form.blockedItems'), details: [] });
      focusError(undefined);
      return;
    }
    const problems = orderedErrorKeys(clientErrors, order);
    if (problems.length > 0) {
      setAlert({
        title: t('form.errorTitle'),
        message: t('registration.invalidValidations', { ns: 'errors' }),
        details: [],
      });
      focusError(problems[0]);
      return;
    }
    setAlert(null);
    void placeOrder();
  };

  const placeOrder = async () => {
    // New teams hold their names first (spec §4: reserve the name, then order); joins bring the PIN.
    const teamApplications = new Map<number, { pin?: string; reservationGuid?: string }>();
    for (const [index, item] of data.items.entries()) {
      const joins = refs[index]?.teamGuid;
      if (joins) {
        const pin = teamPinOf(joins);
        if (pin) teamApplications.set(index, { pin });
      } else if (isTeamItem(item) && form.items[index]?.teamName.trim()) {
        const reservationGuid = await reserveName(index);
        if (!reservationGuid) return;
        teamApplications.set(index, { reservationGuid });
      }
    }
    const body = buildRegisterBody(form, data, refs, {
      idempotencyKey: submissionKey.current(),
      currency,
      language: locale,
      discounts: discounts.applied.map((d) => d.code),
      saveAsTemplate: signedIn && saveAsTemplate,
      teamApplications,
      waitingListOffers: offersForItems(data.items),
    });
    send(body);
  };

  const send = (body: ReturnType<typeof buildRegisterBody>) => {
    register.mutate(body, {
      onSuccess: (answer) => {
        overload.reset();
        // Placed: nothing to keep and nothing to warn about on the way to the completion page.
        placed.current = true;
        clearDraft();
        clearOffers();
        leaveGuard.release();
        // A card order goes on to the gateway from the completion page at once.
        navigate(`/registration/${answer.registrationGuid}`, {
          state: answer.paymentMethod === 1 ? { payByCard: true } : null,
        });
        onPlaced();
      },
      onError: (error) => {
        if (isApiError(error)) submissionKey.failed(error.status, error.code);
        // Same body, same key: the retry can only place this order or find it, never a second one.
        if (overload.handle(error, () => send(body))) return;
        const known = new Set(order);
        const mapped = isApiError(error)
          ? mapServerErrors(
              error.validationErrors,
              instancesByItem,
              (key) => known.has(key) || key.startsWith('discounts.'),
            )
          : { fields: {}, general: [] };
        setServerErrors(mapped.fields);
        setAlert({
          title: t('form.errorTitle'),
          message: errorMessage(error),
          details: mapped.general.filter((m) => m !== errorMessage(error)),
        });
        // Someone else took a place: fresh capacities and prices.
        if (isApiError(error) && error.status === 409)
          void queryClient.invalidateQueries({ queryKey: ['checkout', 'data'] });
        focusError(orderedErrorKeys(mapped.fields, order)[0]);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-describedby={alert ? ALERT_ID : undefined}>
      {leaveGuard.dialog}
      <Stack gap={{ base: '5', md: '6' }}>
        <OverloadNotice state={overload.state} onStop={overload.stop} />
        {alert && <CheckoutAlert alert={alert} />}

        <CartRecap items={data.items} currency={currency} onRemove={removeItem} />

        <RegistratorSection
          value={form.registrator}
          errors={errors}
          onChange={(field, value) => change({ type: 'registrator', field, value })}
          onBlur={blur}
        />

        {data.items.map((item, index) => (
          <ItemSection
            key={`${index}-${item.subEventGuid}-${item.categoryGuid}-${item.waveGuid ?? ''}`}
            index={index}
            item={item}
            joinsTeam={Boolean(refs[index]?.teamGuid)}
            heldByOffer={offers.has(index)}
            teamName={teamNames?.[index] ?? null}
            reservation={
              form.items[index]?.teamName.trim()
                ? reservationFor(item.subEventGuid, form.items[index]?.teamName ?? '')
                : undefined
            }
            teamBusy={teamBusy === index}
            onReserve={(itemIndex) => void reserveName(itemIndex)}
            onJoin={joinTeam}
            onLeaveTeam={onTeam ? (itemIndex) => onTeam(itemIndex, { guid: null, name: null }) : undefined}
            form={form}
            items={data.items}
            errors={errors}
            currency={currency}
            onFieldChange={(itemIndex, localKey, valueKey, value) =>
              change({ type: 'field', itemIndex, localKey, valueKey, value })
            }
            onBlur={blur}
            onTeamName={(itemIndex, value) => change({ type: 'teamName', itemIndex, value })}
            onItemTerms={(itemIndex, checked) => change({ type: 'itemTerms', itemIndex, checked })}
            onCopyRegistrator={(itemIndex, localKey) =>
              change({ type: 'copyRegistrator', itemIndex, localKey, item })
            }
            templates={signedIn ? templates : []}
            onApplyTemplate={(itemIndex, localKey, template) =>
              change({ type: 'applyTemplate', itemIndex, localKey, item, template })
            }
          />
        ))}

        <PaymentSection
          value={form.paymentMethod}
          onChange={(value) => change({ type: 'payment', value })}
          onBlur={() => blur('paymentMethod')}
          errors={errors}
          transferAllowed={data.bankTransferAllowed}
          transferReason={transferReason(t, data)}
        />

        <DiscountSection
          applied={discounts.applied}
          message={discounts.message}
          pending={discounts.pending}
          errors={errors}
          currency={currency}
          onApply={discounts.apply}
          onRemove={discounts.remove}
        />

        <TotalsSummary totals={totals} currency={currency} />

        <ConsentsSection
          form={form}
          errors={errors}
          signedIn={signedIn}
          saveAsTemplate={saveAsTemplate}
          onChange={change}
          onSaveAsTemplate={(checked) => {
            newAttempt();
            setSaveAsTemplate(checked);
          }}
        />

        <Stack gap="2" align={{ base: 'stretch', md: 'flex-end' }}>
          {blocked && (
            <Text color="fg.error" id="checkout-blocked" fontWeight="medium">
              {t('form.blockedItems')}
            </Text>
          )}
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={register.isPending || retrying}
            loadingText={t('form.submitting')}
            disabled={register.isPending || retrying || blocked || stale}
            aria-describedby={blocked ? 'checkout-blocked' : undefined}
          >
            {form.paymentMethod === '1' ? t('form.submitCard') : t('form.submit')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
