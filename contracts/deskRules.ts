/**
 * The desk's fixed words and addresses, without zod, so the Studio's Desk tool and the site import
 * them without a validator: where the tool lives, and the states an enquiry and a book order pass through.
 */
import { STUDIO_PATH } from './routes';

/** The desk is a tool of the Studio, at this address; an enquiry's and an order's own pages are below it. */
export const DESK_TOOL_NAME = 'trust-desk';
export const DESK_PATH = `${STUDIO_PATH}/${DESK_TOOL_NAME}`;
export const deskEnquiryPath = (id: number) => `${DESK_PATH}/enquiries/${id}`;
export const deskOrderPath = (id: number) => `${DESK_PATH}/orders/${id}`;

export const ENQUIRY_STATUSES = ['new', 'answered', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/**
 * Where a paid order is on its way to the member: waiting to be packed, packed, shipped (with the
 * carrier and tracking number), delivered, or cancelled and refunded by the trust's desk.
 */
export const FULFILMENT_STAGES = ['to-ship', 'packed', 'shipped', 'delivered', 'cancelled'] as const;
export type FulfilmentStage = (typeof FULFILMENT_STAGES)[number];
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * A membership as the desk sorts it: in force with more than a month to run, ending within a
 * month, or ended. Staff extend one by whole days, at most ten years at a time.
 */
export const MEMBERSHIP_STATUSES = ['active', 'ending-soon', 'ended'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
export const ENDING_SOON_DAYS = 30;
export const EXTEND_MAX_DAYS = 3650;
export const deskMembershipPath = (id: number) => `${DESK_PATH}/memberships/${id}`;
