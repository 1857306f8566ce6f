/**
 * Records below a race carry the race (`seriesEventSubEventId`) in the query or body, as spec §7
 * says: the race is the scope the area's defineArea checks, and a record of another race is not found.
 */
export const inRace = { subevent: 'query.seriesEventSubEventId' } as const;
export const bodyInRace = { subevent: 'body.seriesEventSubEventId' } as const;
