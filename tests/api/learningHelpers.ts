import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { call, post, type TestApp, type TestMember } from './helpers';

/** Makes a member premium the way a member becomes one: a yearly order paid on the test checkout. */
export async function buyPremium(t: TestApp, member: TestMember) {
  const ordered = await post(t.app, '/memberships/orders', { planId: 'membershipPlan-divyajnanam', period: 'yearly', idempotencyKey: `mem_${randomUUID().replaceAll('-', '')}` }, member.token);
  const orderId = ordered.body.order.id as string;
  const pressed = await call(t.app, { method: 'POST', url: `/pay/test/${orderId}/pay` });
  const back = new URL(String(pressed.headers.location), 'http://localhost');
  const proof = { paymentId: back.searchParams.get('paymentId'), signature: back.searchParams.get('signature') };
  expect((await post(t.app, `/payments/orders/${orderId}/verify`, proof)).status).toBe(200);
}
