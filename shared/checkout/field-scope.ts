/** Categories and waves a form field is limited to; empty lists mean every one (spec §3 card value). */
export interface FieldScope {
  categoryGuids?: readonly string[] | null;
  waveGuids?: readonly string[] | null;
}

/**
 * Whether a form field is asked (and priced) for a registration in `categoryGuid` and `waveGuid`.
 * A field limited to waves needs one of them: a registration without a wave does not get it.
 */
export function fieldAppliesTo(scope: FieldScope, categoryGuid: string, waveGuid: string | null): boolean {
  const categories = scope.categoryGuids ?? [];
  const waves = scope.waveGuids ?? [];
  if (categories.length > 0 && !categories.includes(categoryGuid)) return false;
  if (waves.length > 0 && (waveGuid === null || !waves.includes(waveGuid))) return false;
  return true;
}
