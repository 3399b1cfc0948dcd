/**
 * The desk's book orders: the paid orders to pack and ship, moved packed → shipped (carrier and
 * tracking number) → delivered, each step e-mailed to the member; an unshipped order can be
 * cancelled and refunded through the payment provider, once, to the paisa.
 */
import { z } from 'zod/mini';
import { deliveryAddress, FULFILMENT_STAGES, orderRefund, orderShipment } from './bookOrders';
import { DESK_READ_ERRORS, deskRecordEntry } from './desk';
import { BODY_ERRORS, COMMON_ERRORS, defineEndpoint, errorAnswers } from './endpoint';
import { nameText, rowId, searchText, text } from './fields';
import { DESK_MESSAGES } from './messages/desk';
import { REQUEST_MESSAGES } from './messages/request';
import { idempotencyKeyField } from './payments';

export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9-]{4,40}$/;

const paise = z.int().check(z.nonnegative());
const stage = z.enum(FULFILMENT_STAGES);

export const deskOrder = z.object({
  id: z.number(),
  number: z.string(),
  member: z.object({ name: z.string(), email: z.string() }),
  paidAt: z.nullable(z.string()),
  lines: z.array(z.object({ bookId: z.string(), title: z.string(), unitPrice: paise, quantity: z.int(), lineTotal: paise })),
  itemsTotal: paise,
  deliveryFee: paise,
  /** What the member paid, in paise: the most a refund can be. */
  total: paise,
  address: z.object({ ...deliveryAddress.shape, addressLine2: z.nullable(z.string()) }),
  stage,
  shipment: z.nullable(orderShipment),
  deliveredAt: z.nullable(z.string()),
  refund: z.nullable(orderRefund),
});
export const deskOrderDetail = z.extend(deskOrder, { record: z.array(deskRecordEntry) });
export type DeskOrder = z.infer<typeof deskOrder>;
export type DeskOrderDetail = z.infer<typeof deskOrderDetail>;

export const orderListQuery = z.object({
  stage: z.optional(stage),
  /** An order number, or words of the member's or the delivery name, e-mail, city or PIN. */
  q: searchText(100),
});

// Any control character (tabs and line breaks too): a tracking number is printed on one line and pasted into carriers' sites.
const CONTROL = /\p{Cc}/u;
const trackingNumber = z.string({ error: DESK_MESSAGES.trackingInvalid }).check(
  z.refine((value: string) => !CONTROL.test(value), { error: DESK_MESSAGES.trackingControl }),
  z.trim(),
  z.regex(TRACKING_NUMBER_PATTERN, { error: DESK_MESSAGES.trackingInvalid }),
);

export const orderStageBody = z.discriminatedUnion(
  'stage',
  [
    z.object({ stage: z.literal('packed') }),
    z.object({ stage: z.literal('shipped'), carrier: nameText('Carrier', { max: 60 }), trackingNumber }),
    z.object({ stage: z.literal('delivered') }),
  ],
  { error: DESK_MESSAGES.stageInvalid },
);
export type OrderStageBody = z.input<typeof orderStageBody>;

export const orderRefundBody = z.object(
  {
    /** The same key again (a second press, a retried request) finds the refund already made. */
    requestKey: idempotencyKeyField,
    amountPaise: z.int({ error: DESK_MESSAGES.refundAmountInvalid }).check(z.positive({ error: DESK_MESSAGES.refundAmountInvalid })),
    reason: text('Reason', { max: 500 }),
  },
  { error: REQUEST_MESSAGES.notAnObject },
);
export type OrderRefundBody = z.input<typeof orderRefundBody>;

const orderParams = z.object({ orderId: rowId(DESK_MESSAGES.orderNotFound) });
const listAnswer = z.object({ success: z.literal(true), orders: z.array(deskOrder) });
const itemAnswer = z.object({ success: z.literal(true), message: z.optional(z.string()), order: deskOrderDetail });
const WRITE = { ...BODY_ERRORS, ...errorAnswers(401, 403, 404, 409, 414, 422), ...COMMON_ERRORS };

const carriersAnswer = z.object({ success: z.literal(true), carriers: z.array(z.object({ name: z.string(), trackingUrl: z.string() })) });

export const DESK_ORDER_ENDPOINTS = {
  carriers: defineEndpoint({
    method: 'GET',
    path: '/desk/carriers',
    summary: 'The carriers an order can ship with and their tracking-page patterns (Marketplace settings)',
    tag: 'Desk',
    auth: 'staff',
    responses: { 200: carriersAnswer, ...DESK_READ_ERRORS },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/desk/book-orders',
    summary: 'Paid book orders, oldest waiting first: by stage and words',
    tag: 'Desk',
    auth: 'staff',
    querystring: orderListQuery,
    responses: { 200: listAnswer, ...errorAnswers(400), ...DESK_READ_ERRORS },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/desk/book-orders/:orderId',
    summary: 'One paid book order with its record',
    tag: 'Desk',
    auth: 'staff',
    params: orderParams,
    responses: { 200: itemAnswer, ...errorAnswers(400, 404, 414), ...DESK_READ_ERRORS },
  }),
  packingSlip: defineEndpoint({
    method: 'GET',
    path: '/desk/book-orders/:orderId/packing-slip.pdf',
    summary: 'The order’s packing slip as a PDF (application/pdf): order number, delivery address, books and quantities',
    tag: 'Desk',
    auth: 'staff',
    params: orderParams,
    responses: { ...errorAnswers(400, 404, 414), ...DESK_READ_ERRORS },
  }),
  stage: defineEndpoint({
    method: 'POST',
    path: '/desk/book-orders/:orderId/stage',
    summary: 'Mark an order packed, shipped (carrier, tracking number) or delivered; the member is e-mailed',
    tag: 'Desk',
    auth: 'staff',
    params: orderParams,
    body: orderStageBody,
    responses: { 200: itemAnswer, ...WRITE },
  }),
  refund: defineEndpoint({
    method: 'POST',
    path: '/desk/book-orders/:orderId/refund',
    summary: 'Cancel an unshipped order and refund it through the payment provider (once; the same key answers the same refund)',
    tag: 'Desk',
    auth: 'staff',
    params: orderParams,
    body: orderRefundBody,
    responses: { 200: itemAnswer, ...WRITE, ...errorAnswers(502) },
  }),
} as const;
