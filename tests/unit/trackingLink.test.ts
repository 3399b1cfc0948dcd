/** A parcel's tracking link: the carrier's pattern from content with the tracking number in place, encoded. */
import { describe, expect, it } from 'vitest';
import { isTrackingPattern, trackingLink } from '../../contracts/deliveryRules';

const carriers = [
  { name: 'Blue Dart', trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={tracking}' },
  { name: 'Broken', trackingUrl: 'http://example.com/{tracking}' },
];

describe('tracking links', () => {
  it('puts the tracking number where the pattern says, encoded as one value of the address', () => {
    expect(trackingLink(carriers, 'Blue Dart', '12345678901')).toBe('https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=12345678901');
    expect(trackingLink(carriers, 'Blue Dart', 'A&B=1 #2')).toBe('https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=A%26B%3D1%20%232');
  });

  it('gives no link for a carrier no longer listed or a pattern that is not https with one placeholder', () => {
    expect(trackingLink(carriers, 'DTDC', 'D123')).toBeNull();
    expect(trackingLink(carriers, 'Broken', 'D123')).toBeNull();
    expect(isTrackingPattern('https://example.com/{tracking}/{tracking}')).toBe(false);
    expect(isTrackingPattern('https://example.com/track')).toBe(false);
    expect(isTrackingPattern('javascript:alert(1)//{tracking}')).toBe(false);
  });
});
