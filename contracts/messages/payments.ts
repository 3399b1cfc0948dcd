/** Paying: verification, webhooks and the payment provider. */
export const PAYMENT_MESSAGES = {
  orderNotFound: 'We could not find this payment. Please start again.',
  alreadyPaid: 'This payment has already been made; nothing more will be charged.',
  expired: 'This payment has expired, so nothing was charged. Please start again.',
  failed: 'This payment did not go through, so nothing was charged. Please try again.',
  badSignature: 'The payment could not be verified. Nothing has been recorded as paid.',
  paymentIdInvalid: 'Payment id is not valid.',
  signatureInvalid: 'Signature must be a hexadecimal string.',
  webhookBadSignature: 'The webhook signature does not match.',
  webhookNotJson: 'The webhook body is not a JSON event.',
  idempotencyKeyInvalid: 'Idempotency key must be 16 to 100 letters, digits, dashes or underscores.',
  providerUnavailable: 'The payment provider could not be reached. Please try again in a minute.',
  refundNotPaid: 'This order has not been paid, so there is nothing to refund.',
  alreadyRefunded: 'This order has already been refunded; a second refund is not made.',
  refundTooLarge: (paid: string) => `A refund cannot be more than the ${paid} paid for the order.`,
  refundProviderError: 'The payment provider did not accept the refund, so the order is as it was and no money moved. Please try again in a minute.',
} as const;
