import { fillOfferText, membershipBill, monthsIn, offerNumbers, type BillingPeriod } from '@contracts/membershipBill';
import { Button } from '~/shared/ui/Button';
import styles from './Membership.module.css';
import type { MembershipPageContent } from './membershipTexts';

type Offer = NonNullable<MembershipPageContent['offer']>;

interface MembershipOfferProps {
  offer: Offer;
  plans: NonNullable<MembershipPageContent['plans']>;
  gstRate: number;
  onSubscribe: (planId: string, period: BillingPeriod) => void;
  /** A pointer over or focus on the button: the payment panel's code can start loading. */
  onSubscribeIntent?: () => void;
}

/**
 * The special-offer banner. Its numbers (the discount, the price per day) are computed from the
 * offer's plan and period by the bill's own arithmetic, so they cannot drift from the bill.
 */
export function MembershipOffer({ offer, plans, gstRate, onSubscribe, onSubscribeIntent }: MembershipOfferProps) {
  const plan = plans.find((p) => p._id === offer.planId);
  const price = plan?.prices?.find((row) => row.period === offer.period);
  if (!offer.active || !plan || !offer.period || price?.oldMonthly == null || price.monthly == null) return null;
  const { period } = offer;
  const numbers = offerNumbers(
    membershipBill({ oldMonthly: price.oldMonthly, monthly: price.monthly }, monthsIn(period), gstRate),
  );
  return (
    <section className={styles.offer} aria-labelledby="offer-heading">
      <div>
        <h2 id="offer-heading" className={styles.offerTitle}>
          {fillOfferText(offer.title ?? '', numbers)}
        </h2>
        <p className={styles.offerText}>{fillOfferText(offer.text ?? '', numbers)}</p>
      </div>
      <Button
        variant="accent"
        onClick={() => onSubscribe(plan._id, period)}
        onPointerEnter={onSubscribeIntent}
        onFocus={onSubscribeIntent}
      >
        {offer.buttonLabel}
      </Button>
    </section>
  );
}
