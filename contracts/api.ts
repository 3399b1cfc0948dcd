/** Every /api/v1 endpoint, for the server's OpenAPI document and the tests that check answers against it. */
import { ACCOUNT_ENDPOINTS } from './accounts';
import { AUTH_ENDPOINTS } from './auth';
import { BOOK_ORDER_ENDPOINTS } from './bookOrders';
import { CART_ENDPOINTS } from './cart';
import { COMMUNITY_ENDPOINTS } from './community';
import type { Endpoint } from './endpoint';
import { ENQUIRY_ENDPOINTS } from './enquiries';
import { DESK_ENDPOINTS } from './desk';
import { DESK_ENQUIRY_ENDPOINTS } from './deskEnquiries';
import { DESK_ORDER_ENDPOINTS } from './deskOrders';
import { DESK_DONATION_ENDPOINTS } from './deskDonations';
import { DESK_MEMBERSHIP_ENDPOINTS } from './deskMemberships';
import { DESK_FORM_10BE_ENDPOINTS } from './deskForm10be';
import { GUIDE_ENDPOINTS } from './guide';
import { DONATION_ENDPOINTS } from './donations';
import { EPISODE_ENDPOINTS } from './episodes';
import { INSIGHTS_ENDPOINTS } from './insights';
import { INTERACTION_ENDPOINTS } from './interactions';
import { KARMA_ENDPOINTS } from './karma';
import { LEARNING_ENDPOINTS } from './learning';
import { LIVE_ENDPOINTS } from './live';
import { MESSAGING_ENDPOINTS } from './messaging';
import { REVIEW_ENDPOINTS } from './reviews';
import { ROLE_ENDPOINTS } from './roles';
import { SAFETY_ENDPOINTS } from './safety';
import { PAYMENT_ENDPOINTS } from './payments';
import { MEMBERSHIP_ENDPOINTS } from './memberships';
import { UPLOAD_ENDPOINTS } from './uploads';

export const API_ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(AUTH_ENDPOINTS),
  ...Object.values(EPISODE_ENDPOINTS),
  ...Object.values(ENQUIRY_ENDPOINTS),
  ...Object.values(INTERACTION_ENDPOINTS),
  ...Object.values(KARMA_ENDPOINTS),
  ...Object.values(UPLOAD_ENDPOINTS),
  ...Object.values(REVIEW_ENDPOINTS),
  ...Object.values(CART_ENDPOINTS),
  ...Object.values(BOOK_ORDER_ENDPOINTS),
  ...Object.values(PAYMENT_ENDPOINTS),
  ...Object.values(DONATION_ENDPOINTS),
  ...Object.values(MEMBERSHIP_ENDPOINTS),
  ...Object.values(COMMUNITY_ENDPOINTS),
  ...Object.values(LEARNING_ENDPOINTS),
  ...Object.values(SAFETY_ENDPOINTS),
  ...Object.values(INSIGHTS_ENDPOINTS),
  ...Object.values(MESSAGING_ENDPOINTS),
  ...Object.values(LIVE_ENDPOINTS),
  ...Object.values(GUIDE_ENDPOINTS),
  ...Object.values(ROLE_ENDPOINTS),
  ...Object.values(DESK_ENDPOINTS),
  ...Object.values(DESK_ENQUIRY_ENDPOINTS),
  ...Object.values(DESK_ORDER_ENDPOINTS),
  ...Object.values(DESK_DONATION_ENDPOINTS),
  ...Object.values(DESK_MEMBERSHIP_ENDPOINTS),
  ...Object.values(DESK_FORM_10BE_ENDPOINTS),
  // Last: fuzzing goes in this order, and deleting the account must not take earlier endpoints' fixtures with it.
  ...Object.values(ACCOUNT_ENDPOINTS),
];
