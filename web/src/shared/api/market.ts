import type { PlaceOrderBody } from '@contracts/bookOrders';
import type { CartLineInput } from '@contracts/cart';
import { BOOK_ORDER_ENDPOINTS } from '@contracts/endpointAddresses/bookOrders';
import { CART_ENDPOINTS } from '@contracts/endpointAddresses/cart';
import { REVIEW_ENDPOINTS } from '@contracts/endpointAddresses/reviews';
import type { ReviewBody } from '@contracts/reviews';
import { callEndpoint } from './client';

/** The marketplace's calls to /api/v1: ratings and reviews of books, and the cart. */

export const fetchBookRatings = async () => (await callEndpoint(REVIEW_ENDPOINTS.ratings)).ratings;

export const fetchReviews = (bookId: string, page: number) =>
  callEndpoint(REVIEW_ENDPOINTS.reviews, { params: { bookId }, query: { page: String(page) } });

export const saveMyReview = (bookId: string, body: ReviewBody) => callEndpoint(REVIEW_ENDPOINTS.saveMine, { params: { bookId }, body });

export const deleteMyReview = (bookId: string) => callEndpoint(REVIEW_ENDPOINTS.deleteMine, { params: { bookId } });

export const quoteCart = async (items: CartLineInput[]) => (await callEndpoint(CART_ENDPOINTS.quote, { body: { items } })).cart;
export const setCartQuantity = async (bookId: string, quantity: number) =>
  (await callEndpoint(CART_ENDPOINTS.setQuantity, { params: { bookId }, body: { quantity } })).cart;
export const removeFromMemberCart = async (bookId: string) => (await callEndpoint(CART_ENDPOINTS.remove, { params: { bookId } })).cart;

export const placeBookOrder = (body: PlaceOrderBody) => callEndpoint(BOOK_ORDER_ENDPOINTS.place, { body });
export const fetchMyOrders = async () => (await callEndpoint(BOOK_ORDER_ENDPOINTS.mine)).orders;
