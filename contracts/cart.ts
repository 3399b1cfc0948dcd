/**
 * The book cart: a visitor's cart lives in the browser and is priced by
 * `POST /cart/quote`; a member's lives on the server and follows them across devices. Every
 * answer is priced by the server from book ids and quantities at today's content prices (paise):
 * a price sent by the browser is not read. Books no longer sold or out of stock leave the cart
 * with a message in `removed`.
 */
import { z } from 'zod/mini';
import { MAX_CART_LINES, MAX_QUANTITY } from './bookShop';
import { BODY_ERRORS, COMMON_ERRORS, defineEndpoint, errorAnswers } from './endpoint';
import { idField, pathId } from './fields';
import { MARKET_MESSAGES } from './messages/market';
import { REQUEST_MESSAGES } from './messages/request';

const market = MARKET_MESSAGES;
const paise = z.int().check(z.nonnegative());
const quantityError = { error: market.quantityInvalid };

export const quantity = z
  .int({ error: (issue) => (issue.input === undefined ? market.quantityRequired : market.quantityInvalid) })
  .check(z.minimum(1, quantityError), z.maximum(MAX_QUANTITY, quantityError));

export const cartLineInput = z.object({ bookId: idField('Book id'), quantity }, { error: REQUEST_MESSAGES.notAnObject });
export const cartItemsBody = z.object(
  {
    items: z
      .array(cartLineInput, { error: 'Items must be a list of book ids and quantities.' })
      .check(z.maxLength(MAX_CART_LINES, { error: market.tooManyLines(MAX_CART_LINES) })),
  },
  { error: REQUEST_MESSAGES.notAnObject },
);
export const quantityBody = z.object({ quantity }, { error: REQUEST_MESSAGES.notAnObject });
export const cartBookParams = z.object({ bookId: pathId(MARKET_MESSAGES.bookNotFound) });

export const cartLine = z.object({
  bookId: z.string(),
  slug: z.string(),
  title: z.string(),
  /** The cover image's asset id (the site builds its address), null when the book has none. */
  coverAssetId: z.nullable(z.string()),
  coverAlt: z.string(),
  unitPrice: paise,
  quantity: z.int(),
  lineTotal: paise,
});

export const cartView = z.object({
  lines: z.array(cartLine),
  /** Sum of the lines, GST included (book prices include it). */
  itemsTotal: paise,
  deliveryFee: paise,
  total: paise,
  freeDeliveryThreshold: paise,
  /** Lines taken out because the book is out of stock or no longer sold, each with a message to show. */
  removed: z.array(z.object({ bookId: z.string(), message: z.string() })),
});
export const cartAnswer = z.object({ success: z.literal(true), cart: cartView });

export type CartLine = z.infer<typeof cartLine>;
export type CartView = z.infer<typeof cartView>;
export type CartLineInput = z.input<typeof cartLineInput>;

const TAG = 'Cart';
const MEMBER_ERRORS = { ...BODY_ERRORS, ...errorAnswers(401, 404, 409, 414), ...COMMON_ERRORS };

export const CART_ENDPOINTS = {
  quote: defineEndpoint({
    method: 'POST',
    path: '/cart/quote',
    summary: "Price a visitor's cart (book ids and quantities) at today's prices",
    tag: TAG,
    auth: 'none',
    body: cartItemsBody,
    responses: { 200: cartAnswer, ...BODY_ERRORS, ...COMMON_ERRORS },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/cart',
    summary: "The member's cart, priced today",
    tag: TAG,
    auth: 'member',
    responses: { 200: cartAnswer, ...errorAnswers(401), ...COMMON_ERRORS },
  }),
  setQuantity: defineEndpoint({
    method: 'PUT',
    path: '/cart/items/:bookId',
    summary: 'Put a book in the cart with this quantity (1–10), or change its quantity',
    tag: TAG,
    auth: 'member',
    params: cartBookParams,
    body: quantityBody,
    responses: { 200: cartAnswer, ...MEMBER_ERRORS },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/cart/items/:bookId',
    summary: 'Take a book out of the cart',
    tag: TAG,
    auth: 'member',
    params: cartBookParams,
    responses: { 200: cartAnswer, ...errorAnswers(400, 401, 404, 413, 414, 415), ...COMMON_ERRORS },
  }),
  merge: defineEndpoint({
    method: 'POST',
    path: '/cart/merge',
    summary: "Add the cart kept in the browser before login to the member's cart (quantities add up, at most 10)",
    tag: TAG,
    auth: 'member',
    body: cartItemsBody,
    responses: { 200: cartAnswer, ...BODY_ERRORS, ...errorAnswers(401), ...COMMON_ERRORS },
  }),
} as const;
