import { forwardRef } from 'react';
import { BILLING_PERIODS, membershipBill, periodTitle, type BillingPeriod } from '@contracts/membershipBill';
import { formatRupees, rupeesToPaise } from '@contracts/money';
import styles from './Membership.module.css';
import { fill, type MembershipLabels, type MembershipPlanContent } from './membershipTexts';

interface MembershipPeriodsProps {
  plan: MembershipPlanContent;
  gstRate: number;
  labels: MembershipLabels | null;
  onChoose: (period: BillingPeriod) => void;
  /** A pointer over or focus on a period: the payment panel's code can start loading. */
  onChooseIntent?: () => void;
}

/**
 * Yearly / Quarterly / Monthly: the old monthly price struck through, the new one, and what is
 * billed upfront. Every period opens its payment panel (the specification opened only Yearly's).
 */
export const MembershipPeriods = forwardRef<HTMLHeadingElement, MembershipPeriodsProps>(function MembershipPeriods(
  { plan, gstRate, labels, onChoose, onChooseIntent },
  headingRef,
) {
  const prices = BILLING_PERIODS.flatMap(({ value }) => {
    const price = plan.prices?.find((row) => row.period === value);
    if (!price || price.oldMonthly === null || price.monthly === null) return [];
    return [{ period: value, oldMonthly: price.oldMonthly, monthly: price.monthly }];
  });
  return (
    <section className={styles.periods} aria-labelledby="periods-heading">
      <h2 id="periods-heading" ref={headingRef} tabIndex={-1}>
        {labels?.periodsHeading}
      </h2>
      <ul className={styles.periodList}>
        {prices.map(({ period, oldMonthly, monthly }) => {
          const bill = membershipBill(
            { oldMonthly, monthly },
            BILLING_PERIODS.find((p) => p.value === period)?.months ?? 1,
            gstRate,
          );
          const title = periodTitle(period);
          return (
            <li key={period}>
              <button
                type="button"
                className={styles.period}
                onClick={() => onChoose(period)}
                onPointerEnter={onChooseIntent}
                onFocus={onChooseIntent}
              >
                <span className={styles.periodTitle}>{title}</span>
                <span className={styles.prices}>
                  <s className={styles.oldPrice}>
                    <span className="visually-hidden">was </span>
                    {formatRupees(rupeesToPaise(oldMonthly))}
                  </s>{' '}
                  <span className={styles.newPrice}>
                    <span className="visually-hidden">now </span>
                    {formatRupees(rupeesToPaise(monthly))}
                  </span>{' '}
                  <span className={styles.perMonth}>{labels?.perMonth}</span>
                </span>
                <span className={styles.billed}>
                  {fill(labels?.billedAs, { period: title.toLowerCase() })}: {formatRupees(bill.subtotal)} + GST
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
