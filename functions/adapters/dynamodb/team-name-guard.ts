/**
 * The condition under which a team-name guard (`keys.teamName`) may be (re)written: nobody holds
 * the name, or only a reservation whose time is up (the sweep releases its places and deletes the
 * guard only while the guard still names that reservation). `:nowIso` is the writer's time.
 */
export const NAME_FREE =
  'attribute_not_exists(pk) OR (attribute_exists(reservationGuid) AND validUntil <= :nowIso)';
