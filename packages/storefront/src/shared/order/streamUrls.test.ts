import { describe, expect, it } from 'vitest';
import { ownOrderStream, trackedOrderStream } from './streamUrls';

describe('live stream addresses', () => {
  it('are on the API’s public base URL, with the language as lang (EventSource sends no Accept-Language)', () => {
    expect(trackedOrderStream('https://api.nori.example/', 'a-b_c', 'uk')).toBe(
      'https://api.nori.example/api/orders/track/a-b_c/events?lang=uk',
    );
  });

  it('carry a signed-in shopper’s token as access_token, and are none without one', () => {
    expect(ownOrderStream('http://127.0.0.1:4700', 7, 'tok 1/2', 'ro')).toBe(
      'http://127.0.0.1:4700/api/orders/7/events?lang=ro&access_token=tok+1%2F2',
    );
    expect(ownOrderStream('http://127.0.0.1:4700', 7, null, 'ro')).toBeNull();
  });
});
