import { formatPaise } from '../../../contracts/bookShop';
import type { DeskOrder } from '../../../contracts/deskOrders';
import { ROUTES } from '../../../contracts/routes';
import type { OutgoingEmail } from '../email';

export type FulfilmentStep = 'packed' | 'shipped' | 'delivered' | 'cancelled';

/** What each step tells the member, in the e-mail's subject and first line. */
function news(order: DeskOrder, step: FulfilmentStep): { subject: string; lines: string[] } {
  switch (step) {
    case 'packed':
      return { subject: `Your Jnanam order ${order.number} is packed`, lines: ['Your books are packed and will be handed to the carrier soon.'] };
    case 'shipped':
      return {
        subject: `Your Jnanam order ${order.number} has shipped`,
        lines: [
          `Your books are on their way with ${order.shipment?.carrier ?? 'the carrier'}.`,
          `Tracking number: ${order.shipment?.trackingNumber ?? ''}`,
          ...(order.shipment?.trackingUrl ? [`Follow the parcel: ${order.shipment.trackingUrl}`] : []),
        ],
      };
    case 'delivered':
      return { subject: `Your Jnanam order ${order.number} was delivered`, lines: ['Your books have been delivered. We hope you enjoy them.'] };
    case 'cancelled':
      return {
        subject: `Your Jnanam order ${order.number} is cancelled and refunded`,
        lines: [
          `We have cancelled your order and refunded ${formatPaise(order.refund?.amountPaise ?? 0)} to the way you paid.`,
          `Why: ${order.refund?.reason ?? ''}`,
          'Your bank may take 5–7 working days to show it.',
        ],
      };
  }
}

/** The member's e-mail for a step of their order, with what it holds and where to follow it. */
export function fulfilmentMail(order: DeskOrder, step: FulfilmentStep, origin: string): OutgoingEmail {
  const { subject, lines } = news(order, step);
  return {
    to: order.member.email,
    subject,
    text: [
      `Dear ${order.member.name},`,
      '',
      ...lines,
      '',
      ...order.lines.map((line) => `  ${line.quantity} × ${line.title}`),
      `Deliver to: ${order.address.name}, ${order.address.city}, ${order.address.state} ${order.address.pin}`,
      '',
      `Follow it in My orders: ${origin}${ROUTES.myOrders}`,
      '',
      'Jnanam',
    ].join('\n'),
    headers: { 'X-Jnanam-Kind': `book-order-${step}` },
  };
}
