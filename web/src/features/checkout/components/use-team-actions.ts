import { useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutData } from '@shared/checkout/checkout-schemas';
import { errorMessage } from '../../../lib/notify';
import { reserveTeamName, verifyTeamApplication } from '../api/checkout-queries';
import { CHECKOUT_NS } from '../checkout-namespace';
import { teamNameKey } from '../model/form-keys';
import type { CheckoutForm } from '../model/form-model';
import { reservationFor, reservationOfRace, storeReservation, storeTeamPin } from '../model/team-cookies';
import type { ErrorMap } from '../model/validate';
import { focusError } from './focus-error';

/**
 * The checkout's team steps (spec §4): reserving a new team's name before the order, and joining an
 * existing team with its PIN. `teamBusy` is the cart line being checked (the form waits for it).
 */
export function useTeamActions({
  data,
  form,
  onTeam,
  setServerErrors,
}: {
  data: Pick<CheckoutData, 'items'>;
  form: Pick<CheckoutForm, 'items'>;
  onTeam?: (index: number, team: { guid: string | null; name: string | null }) => void;
  setServerErrors: Dispatch<SetStateAction<ErrorMap>>;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  // Team names reserved in this visit (the cookie keeps them; this re-renders the status).
  const [, setReservedCount] = useState(0);
  const [teamBusy, setTeamBusy] = useState<number | null>(null);

  /** Reserves the item's team name (or keeps the stored reservation of that name): its guid, or null. */
  const reserveName = async (index: number): Promise<string | null> => {
    const item = data.items[index];
    const name = form.items[index]?.teamName.trim() ?? '';
    if (!item || !name) return null;
    const stored = reservationFor(item.subEventGuid, name);
    if (stored) return stored.guid;
    const key = teamNameKey(index);
    setTeamBusy(index);
    try {
      const reservation = await reserveTeamName(
        item.subEventGuid,
        name,
        reservationOfRace(item.subEventGuid)?.guid,
      );
      storeReservation(reservation);
      setReservedCount((n) => n + 1);
      onTeam?.(index, { guid: null, name: reservation.name });
      setServerErrors((current) => {
        const next = { ...current };
        delete next[key];
        return next;
      });
      return reservation.guid;
    } catch (error) {
      setServerErrors((current) => ({ ...current, [key]: [{ message: errorMessage(error) }] }));
      focusError(key);
      return null;
    } finally {
      setTeamBusy(null);
    }
  };

  /** Verifies name and PIN of an existing team; on success the cart item joins it. */
  const joinTeam = async (index: number, teamName: string, pin: string): Promise<string | null> => {
    const item = data.items[index];
    if (!item) return null;
    setTeamBusy(index);
    try {
      const answer = await verifyTeamApplication({ subEventGuid: item.subEventGuid, teamName, pin });
      if (answer.result !== 'ok' || !answer.team) return t(`team.result.${answer.result}`);
      storeTeamPin(answer.team.guid, pin);
      onTeam?.(index, { guid: answer.team.guid, name: answer.team.name });
      return null;
    } catch (error) {
      return errorMessage(error);
    } finally {
      setTeamBusy(null);
    }
  };

  return { teamBusy, reserveName, joinTeam };
}
