import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api';
import type { Order, ReviewRequest } from '../../../api/types';
import { ReviewForm } from './ReviewForm';

const reviewed = { id: 5, review: { rating: 4, text: 'Tasty' } } as Order;

function form(answer: (id: number, input: ReviewRequest) => Promise<Order>) {
  const sent: [number, ReviewRequest][] = [];
  const api = {
    reviewOrder: (id: number, input: ReviewRequest) => {
      sent.push([id, input]);
      return answer(id, input);
    },
  };
  return { form: new ReviewForm(api, 5), sent };
}

describe('ReviewForm', () => {
  it('sends the rating and the trimmed text, and keeps the reviewed order', async () => {
    const { form: f, sent } = form(async () => reviewed);
    f.setRating(4);
    f.setText('  Tasty  ');
    await expect(f.submit()).resolves.toEqual(reviewed);
    expect(sent).toEqual([[5, { rating: 4, text: 'Tasty' }]]);
    expect(f.sent).toEqual(reviewed);
    expect(f.pending).toBe(false);
  });

  it('sends an empty text as null', async () => {
    const { form: f, sent } = form(async () => reviewed);
    f.setRating(5);
    f.setText('   ');
    await f.submit();
    expect(sent[0]?.[1]).toEqual({ rating: 5, text: null });
  });

  it('asks for a star before sending anything', async () => {
    const { form: f, sent } = form(async () => reviewed);
    await expect(f.submit()).resolves.toBeNull();
    expect(f.ratingMissing).toBe(true);
    expect(sent).toEqual([]);
    f.setRating(2);
    expect(f.ratingMissing).toBe(false);
  });

  it('puts 422 messages under their fields', async () => {
    const { form: f } = form(() =>
      Promise.reject(new ApiError(422, 'Invalid', { text: ['At most 1000 characters.'] })),
    );
    f.setRating(3);
    await f.submit();
    expect(f.errors).toEqual({ text: ['At most 1000 characters.'] });
    expect(f.sent).toBeNull();
  });

  it('shows the server’s message for a 409 and a generic failure when offline', async () => {
    const conflict = form(() => Promise.reject(new ApiError(409, 'You have already reviewed this order.')));
    conflict.form.setRating(3);
    await conflict.form.submit();
    expect(conflict.form.formError).toBe('You have already reviewed this order.');
    expect(conflict.form.failed).toBe(false);

    const offline = form(() => Promise.reject(new ApiError(0, 'Failed to fetch')));
    offline.form.setRating(3);
    await offline.form.submit();
    expect([offline.form.formError, offline.form.failed]).toEqual([null, true]);
  });

  it('caps the text at 1000 characters and resets to a blank form', async () => {
    const { form: f } = form(async () => reviewed);
    f.setText('x'.repeat(1200));
    expect(f.text).toHaveLength(1000);
    f.setRating(4);
    await f.submit();
    f.reset();
    expect([f.rating, f.text, f.sent, f.ratingMissing]).toEqual([0, '', null, false]);
  });

  it('ignores a second submit while one is in flight', async () => {
    let release!: (order: Order) => void;
    const { form: f, sent } = form(() => new Promise<Order>((resolve) => (release = resolve)));
    f.setRating(4);
    const first = f.submit();
    await expect(f.submit()).resolves.toBeNull();
    release(reviewed);
    await first;
    expect(sent).toHaveLength(1);
  });
});
