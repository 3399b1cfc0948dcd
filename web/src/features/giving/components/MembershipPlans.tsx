import { lowestMonthly } from '@contracts/membershipBill';
import { featureTitle } from '@contracts/membershipFeatures';
import { formatRupees, rupeesToPaise } from '@contracts/money';
import { SignUpOrContinue } from '~/shared/session/SignUpOrContinue';
import { Button } from '~/shared/ui/Button';
import styles from './Membership.module.css';
import { fill, type MembershipLabels, type MembershipPlanContent } from './membershipTexts';

interface MembershipPlansProps {
  plans: MembershipPlanContent[];
  labels: MembershipLabels | null;
  /** A plan to buy: its button leads to the billing periods. */
  onChoosePeriods: () => void;
  /** A group plan: its button opens the enquiry form. */
  onContact: () => void;
}

/** The three plans as columns of one comparison table: every feature marked included or not, the Most Popular mark. */
export function MembershipPlans({ plans, labels, onChoosePeriods, onContact }: MembershipPlansProps) {
  return (
    <ul className={styles.plans} aria-label="Plans">
      {plans.map((plan) => {
        const headingId = `plan-${plan._id}`;
        return (
          <li key={plan._id} className={`${styles.plan} ${plan.mostPopular ? styles.popular : ''}`} aria-labelledby={headingId}>
            {plan.mostPopular ? <p className={styles.popularMark}>{labels?.mostPopular}</p> : null}
            <p className={styles.tier}>{plan.tier}</p>
            <h2 id={headingId} className={styles.planName}>
              {plan.name}
            </h2>
            <p className={styles.tagline}>{plan.tagline}</p>
            <PlanPrice plan={plan} labels={labels} />
            <ul className={styles.features} aria-label={`${plan.name}: features`}>
              {(plan.features ?? []).map((row) => (
                <li key={row._key} className={row.included ? styles.included : styles.excluded}>
                  <span aria-hidden="true" className={styles.mark}>
                    {row.included ? '✓' : '✕'}
                  </span>
                  {featureTitle(row.feature)}
                  <span className="visually-hidden">: {row.included ? labels?.included : labels?.notIncluded}</span>
                </li>
              ))}
            </ul>
            <PlanButton plan={plan} onChoosePeriods={onChoosePeriods} onContact={onContact} />
          </li>
        );
      })}
    </ul>
  );
}

/** The card's price line: a priced plan's lowest rate a month, or the note of a free or quoted one. */
function PlanPrice({ plan, labels }: { plan: MembershipPlanContent; labels: MembershipLabels | null }) {
  const lowest = lowestMonthly(plan.prices ?? []);
  const text = lowest === null ? plan.priceNote : fill(labels?.fromPrice, { price: formatRupees(rupeesToPaise(lowest)) });
  return text ? <p className={styles.priceNote}>{text}</p> : null;
}

function PlanButton({ plan, onChoosePeriods, onContact }: { plan: MembershipPlanContent; onChoosePeriods: () => void; onContact: () => void }) {
  if (plan.action === 'signUp') return <SignUpOrContinue label={plan.buttonLabel} variant="outline" className={styles.planButton} />;
  if (plan.action === 'contact') {
    return (
      <Button variant="outline" className={styles.planButton} onClick={onContact}>
        {plan.buttonLabel}
      </Button>
    );
  }
  return (
    <Button variant="accent" className={styles.planButton} onClick={onChoosePeriods}>
      {plan.buttonLabel}
    </Button>
  );
}
