/**
 * The trust's desk: what staff see and do with what people send (enquiries, book orders). Its
 * endpoints are for staff only (`auth: 'staff'`); every change made there is kept on record, with
 * who made it, when, and the item before and after, and shown beside the item.
 */
import { z } from 'zod/mini';
import { COMMON_ERRORS, defineEndpoint, errorAnswers } from './endpoint';

export { DESK_PATH, DESK_TOOL_NAME, deskEnquiryPath, deskOrderPath } from './deskRules';

export const DESK_ITEM_TYPES = ['enquiry', 'book-order', 'donation', 'membership'] as const;
export type DeskItemType = (typeof DESK_ITEM_TYPES)[number];

/** One action on record: who, what, when, and the item's changed fields before and after. */
export const deskRecordEntry = z.object({
  id: z.number(),
  at: z.string(),
  /** The staff member's name as it was then (kept when the account is gone). */
  by: z.string(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
});
export type DeskRecordEntry = z.infer<typeof deskRecordEntry>;

export const deskStaffMember = z.object({ id: z.number(), name: z.string() });
export const deskStaffAnswer = z.object({ success: z.literal(true), staff: z.array(deskStaffMember), you: z.number() });
export type DeskStaffMember = z.infer<typeof deskStaffMember>;

/** A desk read's refusals: not logged in, not staff. */
export const DESK_READ_ERRORS = { ...errorAnswers(401, 403), ...COMMON_ERRORS };

export const DESK_ENDPOINTS = {
  staff: defineEndpoint({
    method: 'GET',
    path: '/desk/staff',
    summary: 'The trust’s staff, whom an enquiry can be assigned to, and the caller’s own id',
    tag: 'Desk',
    auth: 'staff',
    responses: { 200: deskStaffAnswer, ...DESK_READ_ERRORS },
  }),
} as const;
