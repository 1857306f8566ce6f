import { cardAppliesToRace, isChangeableCardValue } from '@shared/back-office/registration-change-schemas';
import type { ChangeableValue } from '@shared/accounts/registration-value-change-schemas';
import { rulesForCardValue } from '@shared/checkout/card-rules';
import { CardValueType, type Locale } from '@shared/codelists/enums';
import { formatMessage } from '@shared/errors/messages';
import { validateField } from '@shared/validation/field-rules';
import type { OrderItemRecord } from '../orders/order-records';
import type { CardRecord, CardValueRecord } from '../catalog/card-records';
import { ValidationFailedError } from '../errors';

/**
 * The new runner's own answers to the race's card on a transfer (issue 27 item 2). The registrant
 * fields (name, e-mail, birth date, gender, club) come from the acceptance's card. Of the card's
 * other answers, those that carry money or places stay with the place (priced extras were paid;
 * options are counted per option when the order was placed). The plain free answers the
 * registration gave — text, date, checkbox, phone, not a registrant field (the same kinds a
 * registrant may be allowed to change, `isChangeableCardValue`) — are the old runner's own and are
 * asked again, empty, and checked with the race's card rules as the checkout checks them.
 */
export interface AskedAnswer {
  card: CardValueRecord;
}

/** The answers asked again for this registration: the race's plain free fields it answered. */
export function askedAgain(cards: readonly CardRecord[], item: OrderItemRecord): AskedAnswer[] {
  const asked: AskedAnswer[] = [];
  for (const card of cards) {
    if (card.archived || !cardAppliesToRace(card, item.subEventGuid)) continue;
    for (const v of card.values) {
      const answered = item.values.some((a) => a.name === v.name && a.cardGuid === card.guid);
      if (!answered || !isChangeableCardValue(v) || asked.some((a) => a.card.name === v.name)) continue;
      asked.push({ card: v });
    }
  }
  return asked;
}

/** As the offer page asks them: empty (the old runner's answers are not shown to the new one). */
export const askedFields = (asked: readonly AskedAnswer[]): ChangeableValue[] =>
  asked.map(({ card }) => ({
    name: card.name,
    label: card.label,
    type: card.type,
    required: card.required,
    value: '',
  }));

/**
 * The new runner's answers, every asked field checked with its card rules (a missing required one
 * too); a ValidationFailedError names each bad one (`body.values.<name>`). Answers to fields not
 * asked are refused likewise.
 */
export function checkAnswers(
  asked: readonly AskedAnswer[],
  sent: ReadonlyArray<{ name: string; value: string }>,
  ctx: { locale: Locale; now: Date; subeventYear: number },
): Array<{ name: string; value: string }> {
  const errors: Array<{ field: string; errors: string[] }> = [];
  for (const s of sent)
    if (!asked.some((a) => a.card.name === s.name))
      errors.push({
        field: `body.values.${s.name}`,
        errors: [formatMessage('raceEditor.valueNotOffered', ctx.locale, { name: s.name }) ?? s.name],
      });
  const answers = asked.map(({ card }) => {
    const raw = sent.find((s) => s.name === card.name)?.value ?? '';
    const value = card.type === CardValueType.CHECKBOX ? (raw === 'true' ? 'true' : 'false') : raw.trim();
    const issues = validateField(value, rulesForCardValue(card), {
      registrationDate: ctx.now,
      subeventYear: ctx.subeventYear,
      fieldType: card.type,
    });
    if (issues.length)
      errors.push({
        field: `body.values.${card.name}`,
        errors: issues.map((i) => formatMessage(i.code, ctx.locale, i.params) ?? i.code),
      });
    return { name: card.name, value };
  });
  if (errors.length) throw new ValidationFailedError(errors);
  return answers;
}
