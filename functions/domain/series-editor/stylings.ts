import {
  STYLING_SLOTS,
  type StylingSlot,
  type StylingValues,
  type StylingsView,
} from '@shared/back-office/stylings-schemas';
import { NotFoundError } from '../errors';
import { fieldChanges, seriesHistoryEntry } from './history';
import type { Actor, SeriesHistoryRecord, WriteOutcome } from './series-editor-ports';

/** Storage of stylings: one item per series (`SERIES#<guid>` / `STYLINGS`, `values`: slot → colour). */
export interface StylingsStore {
  seriesExists(seriesGuid: string): Promise<boolean>;
  /** The stored slots (other, older slots included); {} when none. */
  getStylings(seriesGuid: string): Promise<Record<string, string>>;
  /** Replaces the values and writes the series history entry, in one transaction ('gone' when the series left). */
  putStylings(
    seriesGuid: string,
    values: Record<string, string>,
    history: SeriesHistoryRecord,
  ): Promise<WriteOutcome>;
}

export interface StylingsCtx {
  store: StylingsStore;
  newId(): string;
  actor: Actor;
  now: Date;
}

/** Every slot of the editor, '' when the series has none (the product's own colour). */
function view(stored: Record<string, string>): StylingsView {
  return { values: Object.fromEntries(STYLING_SLOTS.map((slot) => [slot, stored[slot] ?? ''])) };
}

async function stored(store: StylingsStore, seriesGuid: string) {
  if (!(await store.seriesExists(seriesGuid))) throw new NotFoundError('seriesEditor.seriesNotFound');
  return store.getStylings(seriesGuid);
}

/** GET admin/series/{id}/stylings. */
export async function getStylings(store: StylingsStore, seriesGuid: string): Promise<StylingsView> {
  return view(await stored(store, seriesGuid));
}

/** PUT admin/series/{id}/stylings: empty slots are removed; a history entry names each changed slot. */
export async function updateStylings(
  ctx: StylingsCtx,
  seriesGuid: string,
  values: StylingValues,
): Promise<StylingsView> {
  const before = await stored(ctx.store, seriesGuid);
  const after = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
  const changes = fieldChanges<Record<StylingSlot, string>>(before, after, STYLING_SLOTS);
  if (!changes.length) return view(before);
  const outcome = await ctx.store.putStylings(
    seriesGuid,
    after,
    seriesHistoryEntry(ctx, seriesGuid, 'UPDATE', changes, {
      kind: 'stylings',
      guid: seriesGuid,
      name: '',
      eventName: '',
    }),
  );
  if (outcome !== 'ok') throw new NotFoundError('seriesEditor.seriesNotFound');
  return view(after);
}
