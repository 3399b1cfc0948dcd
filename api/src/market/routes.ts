import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CART_ENDPOINTS } from '../../../contracts/cart';
import { MARKET_MESSAGES } from '../../../contracts/messages/market';
import { REVIEW_ENDPOINTS } from '../../../contracts/reviews';
import { HttpError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import type { CartStore } from './cart';
import type { Catalogue, CatalogueBook } from './catalogue';
import { priceCart } from './pricing';
import type { ReviewStore } from './reviews';
import { memberOf } from '../auth/memberGuard';

export interface MarketRouteDeps {
  catalogue: () => Catalogue;
  reviews: ReviewStore;
  carts: CartStore;
}

/** Every rated book's average stars, by book id (GET /books/ratings, and the pages' loaders). */
export async function bookRatings(catalogue: () => Catalogue, reviews: ReviewStore) {
  const { bySlug } = catalogue();
  return (await reviews.allRatings()).flatMap(({ bookSlug, average, count }) => {
    const book = bySlug.get(bookSlug);
    return book ? [{ bookId: book.id, average, count }] : [];
  });
}

/** /api/v1/books/… (reviews and ratings) and /api/v1/cart/…. */
export async function marketRoutes(app: FastifyInstance, { catalogue, reviews, carts }: MarketRouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const bookOf = (bookId: string): CatalogueBook => {
    const book = catalogue().byId.get(bookId);
    if (!book) throw new HttpError(404, MARKET_MESSAGES.bookNotFound);
    return book;
  };
  const R = REVIEW_ENDPOINTS;
  const C = CART_ENDPOINTS;

  api.get(R.ratings.path, { schema: routeSchema(R.ratings) }, async () => ({ success: true as const, ratings: await bookRatings(catalogue, reviews) }));

  api.get(R.reviews.path, { schema: routeSchema(R.reviews) }, async (request) => {
    const book = bookOf(request.params.bookId);
    const page = Number(request.query.page ?? 1);
    const viewerId = request.auth?.member.id;
    const [rating, listed] = await Promise.all([reviews.summary(book.slug), reviews.page(book.slug, page, viewerId)]);
    return { success: true as const, bookId: book.id, rating, page, ...listed };
  });

  api.put(R.saveMine.path, { schema: routeSchema(R.saveMine) }, async (request, reply) => {
    const book = bookOf(request.params.bookId);
    const { created, review } = await reviews.save(book.slug, memberOf(request).id, request.body);
    return reply.status(created ? 201 : 200).send({ success: true as const, review, rating: await reviews.summary(book.slug) });
  });

  api.delete(R.deleteMine.path, { schema: routeSchema(R.deleteMine) }, async (request) => {
    const book = bookOf(request.params.bookId);
    if (!(await reviews.remove(book.slug, memberOf(request).id))) throw new HttpError(404, MARKET_MESSAGES.reviewNotFound);
    return { success: true as const, rating: await reviews.summary(book.slug) };
  });

  api.post(C.quote.path, { schema: routeSchema(C.quote) }, async (request) => ({
    success: true as const,
    cart: priceCart(request.body.items, catalogue()),
  }));

  api.get(C.get.path, { schema: routeSchema(C.get) }, async (request) => ({
    success: true as const,
    cart: await carts.view(memberOf(request).id),
  }));

  api.put(C.setQuantity.path, { schema: routeSchema(C.setQuantity) }, async (request) => {
    const book = bookOf(request.params.bookId);
    if (!book.available) throw new HttpError(409, MARKET_MESSAGES.notAvailableToBuy(book.title));
    const userId = memberOf(request).id;
    await carts.setQuantity(userId, book.id, request.body.quantity);
    return { success: true as const, cart: await carts.view(userId) };
  });

  api.delete(C.remove.path, { schema: routeSchema(C.remove) }, async (request) => {
    const userId = memberOf(request).id;
    if (!(await carts.remove(userId, request.params.bookId))) throw new HttpError(404, MARKET_MESSAGES.notInCart);
    return { success: true as const, cart: await carts.view(userId) };
  });

  api.post(C.merge.path, { schema: routeSchema(C.merge) }, async (request) => {
    const userId = memberOf(request).id;
    await carts.merge(userId, request.body.items);
    const cart = await carts.view(userId);
    // Books the catalogue does not know were not stored; say so as the view says it for stored lines.
    const unknown = priceCart(request.body.items, catalogue()).removed.filter((line) => !cart.removed.some((r) => r.bookId === line.bookId));
    return { success: true as const, cart: { ...cart, removed: [...cart.removed, ...unknown] } };
  });
}
