/**
 * Book orders: checkout makes an order from the member's server cart (book ids and
 * quantities only, at today's content prices) and a delivery address in India, and pays it through
 * the payments module. A second press of Place order with the same key is the same order.
 */
import { z } from 'zod/mini';
import { BODY_ERRORS, COMMON_ERRORS, defineEndpoint, errorAnswers } from './endpoint';
import { nameText, optionalNameText, phoneField } from './fields';
import { MARKET_MESSAGES } from './messages/market';
import { REQUEST_MESSAGES } from './messages/request';
import { checkoutInstructions, idempotencyKeyField, ORDER_STATUSES } from './payments';
import { type Carrier, INDIAN_STATES, PIN_PATTERN, trackingLink } from './deliveryRules';

/** The states and union territories of India, as a delivery address names them. */
export { INDIAN_STATES, PIN_PATTERN } from './deliveryRules';

export const deliveryAddress = z.object(
  {
    name: nameText('Name', { max: 100 }),
    phone: phoneField('Phone number'),
    addressLine1: nameText('Address line 1', { max: 200 }),
    addressLine2: optionalNameText('Address line 2', 200),
    city: nameText('City', { max: 100 }),
    state: z.enum(INDIAN_STATES, { error: MARKET_MESSAGES.stateInvalid }),
    pin: z.string({ error: MARKET_MESSAGES.pinInvalid }).check(z.trim(), z.regex(PIN_PATTERN, { error: MARKET_MESSAGES.pinInvalid })),
  },
  { error: REQUEST_MESSAGES.notAnObject },
);

export const placeOrderBody = z.object({ requestKey: idempotencyKeyField, address: deliveryAddress }, { error: REQUEST_MESSAGES.notAnObject });

import { FULFILMENT_STAGES, REFUND_STATUSES, type RefundStatus } from './deskRules';

export { FULFILMENT_STAGES, REFUND_STATUSES, type FulfilmentStage, type RefundStatus } from './deskRules';

/** What the member and the trust quote: JN-B-000042. */
export const bookOrderNumber = (id: number) => `JN-B-${String(id).padStart(6, '0')}`;

const paise = z.int().check(z.nonnegative());
/** How the parcel left: `trackingUrl` is the carrier's tracking page for it (null when the carrier has no pattern listed). */
export const orderShipment = z.object({ carrier: z.string(), trackingNumber: z.string(), trackingUrl: z.nullable(z.string()), shippedAt: z.string() });
export const orderRefund = z.object({ amountPaise: paise, status: z.enum(REFUND_STATUSES), reason: z.string(), at: z.string() });

export const bookOrderView = z.object({
  /** What the member and the trust quote: JN-B-000042. */
  number: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  lines: z.array(z.object({ bookId: z.string(), title: z.string(), unitPrice: paise, quantity: z.int(), lineTotal: paise })),
  itemsTotal: paise,
  deliveryFee: paise,
  total: paise,
  deliverTo: z.string(),
  paymentOrderId: z.nullable(z.string()),
  stage: z.enum(FULFILMENT_STAGES),
  shipment: z.nullable(orderShipment),
  deliveredAt: z.nullable(z.string()),
  refund: z.nullable(orderRefund),
});

/** The columns an order's fulfilment is read from (the order joined with its refund, if any). */
export interface FulfilmentColumns {
  stage: string;
  carrier: string | null;
  tracking_number: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  refund_paise: number | null;
  refund_status: string | null;
  refund_reason: string | null;
  refund_at: string | null;
}

/**
 * Where an order is on its way, as the member's "My orders" and the trust's desk both show it.
 * A refund still being asked of the provider ('requested') is not shown: it may yet be taken back.
 */
export function fulfilmentOf(row: FulfilmentColumns, carriers: readonly Carrier[]): Pick<BookOrderView, 'stage' | 'shipment' | 'deliveredAt' | 'refund'> {
  return {
    stage: row.stage as BookOrderView['stage'],
    shipment:
      row.shipped_at && row.carrier && row.tracking_number
        ? { carrier: row.carrier, trackingNumber: row.tracking_number, trackingUrl: trackingLink(carriers, row.carrier, row.tracking_number), shippedAt: row.shipped_at }
        : null,
    deliveredAt: row.delivered_at,
    refund:
      row.refund_paise !== null && row.refund_status !== null && row.refund_status !== 'requested'
        ? { amountPaise: row.refund_paise, status: row.refund_status as RefundStatus, reason: row.refund_reason ?? '', at: row.refund_at ?? '' }
        : null,
  };
}

export const placedOrderAnswer = z.object({ success: z.literal(true), order: bookOrderView, checkout: z.nullable(checkoutInstructions) });
export const myOrdersAnswer = z.object({ success: z.literal(true), orders: z.array(bookOrderView) });

export type PlaceOrderBody = z.input<typeof placeOrderBody>;
export type DeliveryAddress = z.input<typeof deliveryAddress>;
export type BookOrderView = z.infer<typeof bookOrderView>;

export const BOOK_ORDER_ENDPOINTS = {
  place: defineEndpoint({
    method: 'POST',
    path: '/book-orders',
    summary: "Place an order for the member's cart and get the payment's checkout (same key, same order)",
    tag: 'Book orders',
    auth: 'member',
    body: placeOrderBody,
    responses: { 200: placedOrderAnswer, 201: placedOrderAnswer, ...BODY_ERRORS, ...errorAnswers(401, 409, 422, 503), ...COMMON_ERRORS },
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/book-orders',
    summary: "The member's book orders, newest first",
    tag: 'Book orders',
    auth: 'member',
    responses: { 200: myOrdersAnswer, ...errorAnswers(401), ...COMMON_ERRORS },
  }),
} as const;
