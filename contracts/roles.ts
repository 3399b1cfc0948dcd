/**
 * What the member may do besides a member's things, as the server knows it: `staff` edit content in
 * the Studio, `moderator`s act on reports at /moderation. Roles are given on the server only
 * (`npm run member -- role`); the site's menu asks here rather than trusting what the browser keeps.
 */
import { z } from 'zod/mini';
import { COMMON_ERRORS, defineEndpoint, errorAnswers } from './endpoint';

export const MEMBER_ROLES = ['member', 'staff', 'moderator'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const myRoleAnswer = z.object({
  success: z.literal(true),
  data: z.object({ role: z.enum(MEMBER_ROLES) }),
});

export const ROLE_ENDPOINTS = {
  myRole: defineEndpoint({
    method: 'GET',
    path: '/account/role',
    summary: "The member's role, read from the database (staff: the Studio; moderator: /moderation)",
    tag: 'Account',
    auth: 'member',
    responses: { 200: myRoleAnswer, ...errorAnswers(401), ...COMMON_ERRORS },
  }),
} as const;
