import type { CheckoutInstructions, PaymentOrder, VerifyBody } from '../../../../contracts/payments';
import { apiRequest } from './client';

type OrderAnswer = { success: true; order: PaymentOrder };

export const fetchOrder = (orderId: string) => apiRequest<OrderAnswer>(`/payments/orders/${encodeURIComponent(orderId)}`);

export const fetchCheckout = (orderId: string) =>
  apiRequest<OrderAnswer & { checkout: CheckoutInstructions }>(`/payments/orders/${encodeURIComponent(orderId)}/checkout`);

export const verifyPayment = (orderId: string, proof: VerifyBody) =>
  apiRequest<OrderAnswer>(`/payments/orders/${encodeURIComponent(orderId)}/verify`, { method: 'POST', body: proof });
