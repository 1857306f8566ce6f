import { describe, expect, it } from 'vitest';
import { publicListState } from './public-waiting-list';

describe('the waiting list on the event page', () => {
  it('is offered while on and below its limit, full at the limit, absent when off', () => {
    expect(publicListState(undefined)).toBeUndefined();
    expect(publicListState({ enabled: false, limit: null, active: 0 })).toBeUndefined();
    expect(publicListState({ enabled: true, limit: null, active: 500 })).toBe('on');
    expect(publicListState({ enabled: true, limit: 3, active: 2 })).toBe('on');
    expect(publicListState({ enabled: true, limit: 3, active: 3 })).toBe('full');
  });
});
