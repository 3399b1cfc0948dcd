/**
 * The marketplace's members' data through /api/v1: reviews (one per member and book, the book's
 * rating derived from them), the cart priced by the server at today's content prices, and the
 * bad inputs a client can send. Runs on SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../api/src/db/dialect';
import { call, get, newMember, post, startTestApp, type TestApp, type TestMember } from './helpers';

let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await startTestApp();
  member = await newMember(t.app);
});
afterAll(async () => {
  await t?.close();
});

const UPANISHADS = 'book-wisdom-of-the-upanishads'; // ₹450
const YOGA = 'book-yoga-of-breath'; // ₹349
const OUT_OF_STOCK = 'book-grihastha-dharma-punjabi';

const send = (method: 'PUT' | 'DELETE', url: string, payload?: unknown, token?: string) =>
  call(t.app, {
    method,
    url: `/api/v1${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('reviews', () => {
  it('lists the seeded sample reviews with the rating derived from them, each reviewer’s stage and no e-mail', async () => {
    const answer = await get(t.app, `/books/${UPANISHADS}/reviews`);
    expect(answer.status).toBe(200);
    expect(answer.body.rating).toEqual({ average: 4.7, count: 3 });
    expect(answer.body.reviews).toHaveLength(3);
    expect(answer.body.reviews[0]).toMatchObject({ reviewer: 'Arjun Mehta', stage: expect.objectContaining({ name: 'Jijnasu', meaning: 'Seeker', label: 'Jijnasu — Seeker', rank: 1 }), stars: 5, mine: false });
    expect(answer.body.reviews[0].likesCount).toBeGreaterThan(0);
    expect(JSON.stringify(answer.body)).not.toContain('@');
  });

  it('gives every reviewed book its rating, by book id', async () => {
    const answer = await get(t.app, '/books/ratings');
    expect(answer.body.ratings).toContainEqual({ bookId: 'book-dinacharya-gujarati', average: 2.5, count: 2 });
  });

  it('lets a member write one review per book, edit it and delete it; the rating follows', async () => {
    const first = await send(
      'PUT',
      `/books/${YOGA}/my-review`,
      { stars: 2, title: 'Too fast for me', text: 'The weeks go too quickly for a beginner.' },
      member.token,
    );
    expect(first.status).toBe(201);
    expect(first.body.rating).toEqual({ average: 3, count: 2 });
    expect(first.body.review).toMatchObject({ mine: true, stage: expect.objectContaining({ name: 'Jijnasu', meaning: 'Seeker', label: 'Jijnasu — Seeker', rank: 1 }), reviewer: `${member.firstName} ${member.lastName}` });

    const edited = await send(
      'PUT',
      `/books/${YOGA}/my-review`,
      { stars: 4, title: 'Better the second time', text: 'Slower, it works.' },
      member.token,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.rating).toEqual({ average: 4, count: 2 });
    const listed = await get(t.app, `/books/${YOGA}/reviews`, member.token);
    expect(listed.body.reviews.filter((r: { mine: boolean }) => r.mine)).toHaveLength(1);
    expect(listed.body.myReview).toMatchObject({ title: 'Better the second time', stars: 4 });

    const like = await post(t.app, `/interactions/review/${edited.body.review.id}/like`, undefined, member.token);
    expect(like.body).toMatchObject({ liked: true, likesCount: 1 });

    const deleted = await send('DELETE', `/books/${YOGA}/my-review`, undefined, member.token);
    expect(deleted.body.rating).toEqual({ average: 4, count: 1 });
    expect((await send('DELETE', `/books/${YOGA}/my-review`, undefined, member.token)).status).toBe(404);
  });

  it('refuses a visitor, stars outside 1–5, a blank title and an unknown book', async () => {
    const body = { stars: 5, title: 'Good', text: 'Very good.' };
    expect((await send('PUT', `/books/${YOGA}/my-review`, body)).status).toBe(401);
    for (const stars of [0, 6, 4.5, '5']) {
      const answer = await send('PUT', `/books/${YOGA}/my-review`, { ...body, stars }, member.token);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/Stars must be a whole number from 1 to 5/);
    }
    expect((await send('PUT', `/books/${YOGA}/my-review`, { ...body, title: '   ' }, member.token)).body.message).toMatch(
      /Review title is required/,
    );
    const unknown = await send('PUT', '/books/book-no-such-book/my-review', body, member.token);
    expect(unknown).toMatchObject({ status: 404, body: { message: 'No book found with this id.' } });
    expect((await get(t.app, '/books/book-no-such-book/reviews')).status).toBe(404);
  });
});

describe('cart', () => {
  it("prices a visitor's cart from book ids and quantities at today's prices; a price sent along is ignored", async () => {
    const answer = await post(t.app, '/cart/quote', { items: [{ bookId: YOGA, quantity: 1, price: 1, unitPrice: 1 }] });
    expect(answer.status).toBe(200);
    expect(answer.body.cart).toMatchObject({ itemsTotal: 34900, deliveryFee: 4900, total: 39800, freeDeliveryThreshold: 49900 });
    expect(answer.body.cart.lines[0]).toMatchObject({ bookId: YOGA, unitPrice: 34900, quantity: 1, lineTotal: 34900 });
  });

  it('delivers free at or above ₹499', async () => {
    const answer = await post(t.app, '/cart/quote', {
      items: [
        { bookId: UPANISHADS, quantity: 1 },
        { bookId: YOGA, quantity: 1 },
      ],
    });
    expect(answer.body.cart).toMatchObject({ itemsTotal: 79900, deliveryFee: 0, total: 79900 });
  });

  it.each([0, 11, -1, 1.5, 'two', '2', null])(
    'refuses the quantity %s with a clear message and keeps the cart as it was',
    async (quantity) => {
      const fresh = await newMember(t.app);
      await send('PUT', `/cart/items/${UPANISHADS}`, { quantity: 2 }, fresh.token);
      const answer = await send('PUT', `/cart/items/${UPANISHADS}`, { quantity }, fresh.token);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/Quantity (must be a whole number from 1 to 10|is required)/);
      expect((await get(t.app, '/cart', fresh.token)).body.cart.lines[0].quantity).toBe(2);
    },
  );

  it('refuses an unknown book id (404) and an out-of-stock book (409)', async () => {
    expect(await send('PUT', '/cart/items/book-no-such-book', { quantity: 1 }, member.token)).toMatchObject({
      status: 404,
      body: { message: 'No book found with this id.' },
    });
    const unavailable = await send('PUT', `/cart/items/${OUT_OF_STOCK}`, { quantity: 1 }, member.token);
    expect(unavailable.status).toBe(409);
    expect(unavailable.body.message).toMatch(/is not available/);
  });

  it('takes out a line whose book became unavailable, with a message, once', async () => {
    const fresh = await newMember(t.app);
    await send('PUT', `/cart/items/${YOGA}`, { quantity: 1 }, fresh.token);
    // Put in the cart before the book went out of stock.
    await t.db
      .insertInto('cart_items')
      .values({ user_id: Number(fresh.id), book_id: OUT_OF_STOCK, quantity: 1, added_at: nowIso(), updated_at: nowIso() })
      .execute();
    const first = await get(t.app, '/cart', fresh.token);
    expect(first.body.cart.lines.map((l: { bookId: string }) => l.bookId)).toEqual([YOGA]);
    expect(first.body.cart.removed).toEqual([
      { bookId: OUT_OF_STOCK, message: expect.stringMatching(/Grihastha Dharma.*not available/) },
    ]);
    expect((await get(t.app, '/cart', fresh.token)).body.cart.removed).toEqual([]);
  });

  it("merges the browser's cart into the member's on login: quantities add up to at most 10", async () => {
    const fresh = await newMember(t.app);
    await send('PUT', `/cart/items/${UPANISHADS}`, { quantity: 8 }, fresh.token);
    const merged = await post(
      t.app,
      '/cart/merge',
      {
        items: [
          { bookId: UPANISHADS, quantity: 5 },
          { bookId: YOGA, quantity: 2 },
          { bookId: 'book-gone', quantity: 1 },
        ],
      },
      fresh.token,
    );
    expect(merged.status).toBe(200);
    expect(merged.body.cart.lines.map((l: { bookId: string; quantity: number }) => [l.bookId, l.quantity])).toEqual([
      [UPANISHADS, 10],
      [YOGA, 2],
    ]);
    expect(merged.body.cart.removed).toEqual([{ bookId: 'book-gone', message: expect.stringMatching(/no longer sold/) }]);
    const removed = await send('DELETE', `/cart/items/${YOGA}`, undefined, fresh.token);
    expect(removed.body.cart.lines).toHaveLength(1);
    expect((await send('DELETE', `/cart/items/${YOGA}`, undefined, fresh.token)).status).toBe(404);
  });

  it('answers 404, not a database error, for book ids no book can have (a NUL was a 500 on PostgreSQL)', async () => {
    const fresh = await newMember(t.app);
    for (const id of ['%00', 'a%00b', '%1F', '%7F']) {
      for (const [method, url] of [
        ['DELETE', `/cart/items/${id}`],
        ['PUT', `/cart/items/${id}`],
        ['GET', `/books/${id}/reviews`],
        ['DELETE', `/books/${id}/my-review`],
      ] as const) {
        const answer =
          method === 'GET'
            ? await get(t.app, url)
            : await send(method, url, method === 'PUT' ? { quantity: 1 } : undefined, fresh.token);
        expect(answer, `${method} ${url}`).toMatchObject({
          status: 404,
          body: { success: false, message: 'No book found with this id.' },
        });
      }
    }
  });

  it('needs a member for the server cart', async () => {
    expect((await get(t.app, '/cart')).status).toBe(401);
    expect((await post(t.app, '/cart/merge', { items: [] })).status).toBe(401);
  });
});
