import { describe, expect, it } from 'vitest';
import type { CheckoutItemData } from '@shared/checkout/checkout-schemas';
import { availabilityError } from './item-section';

const item = (availability: CheckoutItemData['availability']) =>
  ({ availability, registrationFrom: null, registrationTo: null }) as unknown as CheckoutItemData;

describe('why a checkout item cannot be ordered', () => {
  it('a full race blocks the item, unless a waiting-list offer holds its place', () => {
    expect(availabilityError(item('capacityReached'))).toEqual({ code: 'checkout.capacityReached' });
    expect(availabilityError(item('capacityReached'), true)).toBeNull();
    expect(availabilityError(item('open'))).toBeNull();
  });

  it('an offer does not open a race whose registration has closed', () => {
    expect(availabilityError(item('closed'), true)).toMatchObject({ code: 'checkout.closed' });
  });
});
