import { z } from 'zod';
import { CardValueType } from '../codelists/enums';
import { priceSchema } from './race-schemas';

/**
 * Registration-change settings of a race (spec §3 Subevent allowRegistrationValueChange,
 * registrationValueChangePrice; §7 "Admin series" registration-change, carrying
 * seriesEventSubEventId and id): whether registrants may change their answers after registering,
 * what a change costs, and which answers (card values, by name) they may change.
 *
 * The settings are the race's own record: `id` names it and is the race's guid, so an id of
 * another race answers 404 like every record below a race. The list of changeable values is not
 * named by §3; it is kept with the race as `changeableValueNames` (a card value's `name` keys its
 * answers).
 */
const guid = z.uuid({ version: undefined });
const valueName = z.string().trim().min(1).max(100);

export const registrationChangeFieldsSchema = z.object({
  allowRegistrationValueChange: z.boolean(),
  /** Minor units of the order's currency; null or 0 = a change is free. */
  registrationValueChangePrice: priceSchema.nullable(),
  /** Names of the card values a registrant may change (only values a change cannot price, see `isChangeableCardValue`). */
  changeableValueNames: z
    .array(valueName)
    .max(100)
    .refine((names) => new Set(names).size === names.length, 'raceEditor.duplicateChangeableValue'),
});
export type RegistrationChangeFields = z.infer<typeof registrationChangeFieldsSchema>;

/** Allowing changes needs at least one value to change (on the field that is wrong). */
export function checkRegistrationChange(s: Partial<RegistrationChangeFields>, ctx: z.RefinementCtx): void {
  if (s.allowRegistrationValueChange && s.changeableValueNames && !s.changeableValueNames.length)
    ctx.addIssue({
      code: 'custom',
      message: 'raceEditor.noChangeableValueChosen',
      path: ['changeableValueNames'],
    });
}

export const registrationChangeFormSchema =
  registrationChangeFieldsSchema.superRefine(checkRegistrationChange);

/** POST admin/series/registration-change: the race, its settings record (the race's guid), the settings and the version read. */
export const registrationChangeBodySchema = registrationChangeFieldsSchema
  .extend({ seriesEventSubEventId: guid, id: guid, version: z.number().int().min(0) })
  .superRefine(checkRegistrationChange);
export type RegistrationChangeBody = z.infer<typeof registrationChangeBodySchema>;

/** The settings as answered: `version` is the race's (send it back with the next change). */
export const registrationChangeSchema = registrationChangeFieldsSchema.extend({
  id: z.string(),
  seriesEventSubEventId: z.string(),
  version: z.number().int(),
  dateUpdated: z.string().nullable(),
});
export type RegistrationChange = z.infer<typeof registrationChangeSchema>;

/** What the rule needs of a card value (the editor's answer and the stored record both have it). */
export interface ChangeableCandidate {
  type: number;
  hasPrice: boolean;
  readOnly?: boolean;
  hidden?: boolean;
  archived?: boolean;
  capacity: number;
  predefinedTemplate?: string | null;
}

/**
 * Field types whose answer is the text itself: no options (their usage is counted per option when
 * the order is placed), no rich text, no composite personal id or country list.
 */
export const CHANGEABLE_VALUE_TYPES: readonly number[] = [
  CardValueType.INPUT,
  CardValueType.DATE,
  CardValueType.CHECKBOX,
  CardValueType.PHONE,
];

/**
 * A value a registrant may be allowed to change: asked (not hidden, not read-only, not archived),
 * not one of the registrant's own details (predefined templates fill the name, e-mail, club… of the
 * registration), of a plain type, and a change moves neither money nor places (no price, no
 * capacity).
 */
export function isChangeableCardValue(v: ChangeableCandidate): boolean {
  return (
    CHANGEABLE_VALUE_TYPES.includes(v.type) &&
    !v.predefinedTemplate &&
    !v.hidden &&
    !v.readOnly &&
    !v.archived &&
    !v.hasPrice &&
    v.capacity <= 0
  );
}

/** Whether a card (by its races) asks the registrants of this race. */
export const cardAppliesToRace = (card: { subEventGuids?: readonly string[] }, raceGuid: string) =>
  !card.subEventGuids?.length || card.subEventGuids.includes(raceGuid);
