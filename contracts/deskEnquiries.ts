/** The desk's enquiries: an inbox of what the contact forms sent, answered by e-mail from the desk. */
import { z } from 'zod/mini';
import { DESK_READ_ERRORS, deskRecordEntry } from './desk';
import { BODY_ERRORS, COMMON_ERRORS, defineEndpoint, errorAnswers } from './endpoint';
import { ENQUIRY_INTENTS, ENQUIRY_PAGES } from './enquiries';
import { rowId, searchText, text } from './fields';
import { DESK_MESSAGES } from './messages/desk';
import { REQUEST_MESSAGES } from './messages/request';

import { ENQUIRY_STATUSES } from './deskRules';

export { ENQUIRY_STATUSES, type EnquiryStatus } from './deskRules';
export const DESK_ANSWER_MAX = 8000;

const enquiryStatus = z.enum(ENQUIRY_STATUSES, { error: DESK_MESSAGES.enquiryStatusInvalid });

export const deskEnquirySummary = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  intent: z.enum(ENQUIRY_INTENTS),
  page: z.nullable(z.enum(ENQUIRY_PAGES)),
  /** Null for an enquiry sent before the forms had a message box. */
  message: z.nullable(z.string()),
  status: enquiryStatus,
  assignee: z.nullable(z.object({ id: z.number(), name: z.string() })),
  createdAt: z.string(),
});

export const deskEnquiry = z.extend(deskEnquirySummary, {
  country: z.nullable(z.string()),
  language: z.nullable(z.string()),
  answers: z.array(z.object({ id: z.number(), by: z.string(), text: z.string(), sentAt: z.string() })),
  record: z.array(deskRecordEntry),
});

export type DeskEnquirySummary = z.infer<typeof deskEnquirySummary>;
export type DeskEnquiry = z.infer<typeof deskEnquiry>;

export const enquiryListQuery = z.object({
  status: z.optional(enquiryStatus),
  /** Words found in the name, address or message. */
  q: searchText(100),
  /** `me`, a staff member's id, or `none`. */
  assignee: z.optional(z.string().check(z.regex(/^(me|none|[1-9]\d{0,9})$/, { error: 'Assignee must be me, none or a staff member’s id.' }))),
});

const enquiryParams = z.object({ enquiryId: rowId(DESK_MESSAGES.enquiryNotFound) });
export const enquiryAnswerBody = z.object({ text: text('Answer', { max: DESK_ANSWER_MAX }) }, { error: REQUEST_MESSAGES.notAnObject });
export const enquiryStatusBody = z.object({ status: enquiryStatus }, { error: REQUEST_MESSAGES.notAnObject });
export const enquiryAssigneeBody = z.object(
  { assigneeId: z.nullable(z.int({ error: DESK_MESSAGES.assigneeNotStaff })) },
  { error: REQUEST_MESSAGES.notAnObject },
);

const listAnswer = z.object({ success: z.literal(true), enquiries: z.array(deskEnquirySummary) });
const itemAnswer = z.object({ success: z.literal(true), message: z.optional(z.string()), enquiry: deskEnquiry });
const WRITE = { ...BODY_ERRORS, ...errorAnswers(401, 403, 404, 414), ...COMMON_ERRORS };

export const DESK_ENQUIRY_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/desk/enquiries',
    summary: 'The enquiry inbox, newest first: by status, words and assignee',
    tag: 'Desk',
    auth: 'staff',
    querystring: enquiryListQuery,
    responses: { 200: listAnswer, ...errorAnswers(400), ...DESK_READ_ERRORS },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/desk/enquiries/:enquiryId',
    summary: 'One enquiry with the answers sent and its record',
    tag: 'Desk',
    auth: 'staff',
    params: enquiryParams,
    responses: { 200: itemAnswer, ...errorAnswers(400, 404, 414), ...DESK_READ_ERRORS },
  }),
  answer: defineEndpoint({
    method: 'POST',
    path: '/desk/enquiries/:enquiryId/answer',
    summary: 'Answer an enquiry: the answer is e-mailed to its sender and kept with it',
    tag: 'Desk',
    auth: 'staff',
    params: enquiryParams,
    body: enquiryAnswerBody,
    responses: { 200: itemAnswer, ...WRITE },
  }),
  status: defineEndpoint({
    method: 'PUT',
    path: '/desk/enquiries/:enquiryId/status',
    summary: 'Mark an enquiry new, answered or closed',
    tag: 'Desk',
    auth: 'staff',
    params: enquiryParams,
    body: enquiryStatusBody,
    responses: { 200: itemAnswer, ...WRITE },
  }),
  assignee: defineEndpoint({
    method: 'PUT',
    path: '/desk/enquiries/:enquiryId/assignee',
    summary: 'Assign an enquiry to a member of staff, or to nobody',
    tag: 'Desk',
    auth: 'staff',
    params: enquiryParams,
    body: enquiryAssigneeBody,
    responses: { 200: itemAnswer, ...WRITE, ...errorAnswers(422) },
  }),
} as const;
