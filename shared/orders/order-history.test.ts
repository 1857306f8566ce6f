import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { isOrderHistoryAction, ORDER_HISTORY_ACTIONS } from './order-history';

const texts = (lang: string) =>
  (
    JSON.parse(
      readFileSync(new URL(`../../web/src/locales/${lang}/orders.json`, import.meta.url), 'utf8'),
    ) as {
      history: Record<string, string>;
    }
  ).history;
const cs = texts('cs');
const en = texts('en');

// Actions shown by their name (no text yet). Empty: a new action comes with its texts.
const SHOWN_BY_NAME = new Set<string>();

describe('order history actions', () => {
  it('the back office has a cs and en text for every action an order history records', () => {
    for (const action of ORDER_HISTORY_ACTIONS.filter((a) => !SHOWN_BY_NAME.has(a))) {
      expect(cs[action], `cs ${action}`).toBeTruthy();
      expect(en[action], `en ${action}`).toBeTruthy();
    }
  });

  it('names every action the back office has a text for', () => {
    for (const action of Object.keys(en)) expect(isOrderHistoryAction(action), action).toBe(true);
  });

  it('knows its actions and nothing else', () => {
    expect(new Set(ORDER_HISTORY_ACTIONS).size).toBe(ORDER_HISTORY_ACTIONS.length);
    expect(isOrderHistoryAction('paidByCard')).toBe(true);
    expect(isOrderHistoryAction('paid')).toBe(false);
  });
});
