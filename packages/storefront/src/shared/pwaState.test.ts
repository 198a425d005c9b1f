import { describe, expect, it, vi } from 'vitest';
import { isCheckoutPath, onWaitingUpdate, setWaitingUpdate, waitingUpdate } from './pwaState';

describe('the waiting version', () => {
  it('tells the toast when a new version waits, and gives it the go-ahead', () => {
    const told = vi.fn();
    const stop = onWaitingUpdate(told);
    const apply = vi.fn();
    setWaitingUpdate(apply);
    expect(told).toHaveBeenCalledTimes(1);
    waitingUpdate()?.();
    expect(apply).toHaveBeenCalledTimes(1);
    stop();
    setWaitingUpdate(null);
    expect(told).toHaveBeenCalledTimes(1);
    expect(waitingUpdate()).toBeNull();
  });

  it('knows the checkout in every language, where a new version never takes over', () => {
    expect(['/checkout', '/ru/checkout', '/uk/checkout/success', '/en/checkout'].every(isCheckoutPath)).toBe(true);
    expect(['/', '/menu', '/ru/menu/rolls', '/product/checkout-roll'].some(isCheckoutPath)).toBe(false);
  });
});
