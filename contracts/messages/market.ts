/** The book shop: cart, reviews, delivery and orders. */
export const MARKET_MESSAGES = {
  quantityInvalid: 'Quantity must be a whole number from 1 to 10.',
  quantityRequired: 'Quantity is required.',
  bookNotFound: 'No book found with this id.',
  bookUnavailable: (title: string) => `“${title}” is not available at the moment, so it was taken out of your cart.`,
  bookNoLongerSold: 'A book in your cart is no longer sold, so it was taken out.',
  notAvailableToBuy: (title: string) => `“${title}” is not available at the moment.`,
  tooManyLines: (max: number) => `A cart holds at most ${max} different books.`,
  notInCart: 'This book is not in your cart.',
  reviewNotFound: 'You have not reviewed this book.',
  cartEmpty: 'Your cart is empty. Add a book before checking out.',
  pinInvalid: 'PIN code must be 6 digits, not starting with 0.',
  stateInvalid: 'Please choose a state or union territory of India.',
  orderNotFound: 'No order found with this number.',
  /** The book page's link to the sample pages staff attached, with the download's size. */
  sampleLabel: 'Sample pages',
  sampleLink: (size: string) => `Download the PDF (${size})`,
  /** Where a paid order is on its way, as "My orders" says it (the trust's desk moves it). */
  orderPacked: 'Packed — it will be handed to the carrier soon.',
  orderShipped: (carrier: string, trackingNumber: string) => `Shipped with ${carrier} — tracking number ${trackingNumber}`,
  followParcel: (carrier: string) => `Follow the parcel on ${carrier}’s site`,
  orderDelivered: (date: string) => `Delivered on ${date}`,
  orderCancelled: (amount: string, reason: string) => `Cancelled by the trust and ${amount} refunded: ${reason}`,
} as const;
