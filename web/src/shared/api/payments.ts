import type { VerifyBody } from '@contracts/payments';
import { PAYMENT_ENDPOINTS } from '@contracts/endpointAddresses/payments';
import { callEndpoint } from './client';

export const fetchOrder = (orderId: string) => callEndpoint(PAYMENT_ENDPOINTS.status, { params: { orderId } });

export const fetchCheckout = (orderId: string) => callEndpoint(PAYMENT_ENDPOINTS.checkout, { params: { orderId } });

export const verifyPayment = (orderId: string, proof: VerifyBody) =>
  callEndpoint(PAYMENT_ENDPOINTS.verify, { params: { orderId }, body: proof });
