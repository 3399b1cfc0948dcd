import type { BookOrderView, PlaceOrderBody } from '../../../../contracts/bookOrders';
import type { CartLineInput, CartView } from '../../../../contracts/cart';
import type { CheckoutInstructions } from '../../../../contracts/payments';
import type { BookRating, RatingSummary, ReviewBody, ReviewView, ReviewsAnswer } from '../../../../contracts/reviews';
import { apiRequest } from './client';

/** The marketplace's calls to /api/v1: ratings and reviews of books, and the cart. */

export const fetchBookRatings = async (): Promise<BookRating[]> =>
  (await apiRequest<{ ratings: BookRating[] }>('/books/ratings')).ratings;

const bookPath = (bookId: string) => `/books/${encodeURIComponent(bookId)}`;

export const fetchReviews = (bookId: string, page: number) => apiRequest<ReviewsAnswer>(`${bookPath(bookId)}/reviews?page=${page}`);

export const saveMyReview = (bookId: string, body: ReviewBody) =>
  apiRequest<{ review: ReviewView; rating: RatingSummary }>(`${bookPath(bookId)}/my-review`, { method: 'PUT', body });

export const deleteMyReview = (bookId: string) => apiRequest<{ rating: RatingSummary }>(`${bookPath(bookId)}/my-review`, { method: 'DELETE' });

interface CartAnswer {
  cart: CartView;
}
const cartOf = async (request: Promise<CartAnswer>) => (await request).cart;

export const quoteCart = (items: CartLineInput[]) => cartOf(apiRequest<CartAnswer>('/cart/quote', { method: 'POST', body: { items } }));
export const fetchMemberCart = () => cartOf(apiRequest<CartAnswer>('/cart'));
export const setCartQuantity = (bookId: string, quantity: number) =>
  cartOf(apiRequest<CartAnswer>(`/cart/items/${encodeURIComponent(bookId)}`, { method: 'PUT', body: { quantity } }));
export const removeFromMemberCart = (bookId: string) => cartOf(apiRequest<CartAnswer>(`/cart/items/${encodeURIComponent(bookId)}`, { method: 'DELETE' }));
export const mergeCart = (items: CartLineInput[]) => cartOf(apiRequest<CartAnswer>('/cart/merge', { method: 'POST', body: { items } }));

export const placeBookOrder = (body: PlaceOrderBody) => apiRequest<{ order: BookOrderView; checkout: CheckoutInstructions | null }>('/book-orders', { method: 'POST', body });
export const fetchMyOrders = async (): Promise<BookOrderView[]> => (await apiRequest<{ orders: BookOrderView[] }>('/book-orders')).orders;
