import { lazy, Suspense, useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { isBillingPeriod, membershipBill, monthsIn, type BillingPeriod } from '@contracts/membershipBill';
import { ROUTES } from '@contracts/routes';
import { ContactForm } from '~/shared/contact/ContactForm';
import { useContent } from '~/shared/content/useContent';
import { ContentStatus } from '~/shared/ui/ContentStatus';
import { GivingTabs } from '../components/GivingTabs';
import { MembershipOffer } from '../components/MembershipOffer';
import { MembershipPeriods } from '../components/MembershipPeriods';
import { MembershipPlans } from '../components/MembershipPlans';
import { MembershipTestimonials } from '../components/MembershipTestimonials';
import styles from '../components/Membership.module.css';
import type { MembershipPlanContent } from '../components/membershipTexts';
import { useMembershipPayment } from '../components/useMembershipPayment';
import { membershipPageQuery } from '../membershipQueries';
import { pageLoader } from '~/shared/data/pageData';
import { contentRequest } from '~/shared/content/useContent';
import { contentHead } from '~/shared/route/head';

// The payment panel opens when a visitor chooses a period (its code starts loading when they point
// at or focus one), and the payment's outcome shows only on the way back from the checkout.
const loadPanel = () => import('../components/MembershipPaymentPanel');
const MembershipPaymentPanel = lazy(() => loadPanel().then((module) => ({ default: module.MembershipPaymentPanel })));
const MembershipPaymentOutcome = lazy(() =>
  import('../components/MembershipPaymentOutcome').then((module) => ({ default: module.MembershipPaymentOutcome })),
);
const preloadPanel = () => void loadPanel();

/** The panel's address: ?plan=…&period=… (so logging in can bring a visitor back to it). */
export const panelPath = (planId: string, period: BillingPeriod) =>
  `${ROUTES.membership}?${new URLSearchParams({ plan: planId, period }).toString()}`;

/** The open panel's plan and period, when the address names a plan with a price for that period. */
function openPanel(plans: MembershipPlanContent[], params: URLSearchParams) {
  const planId = params.get('plan');
  const period = params.get('period') ?? '';
  const plan = plans.find((p) => p._id === planId && p.action === 'subscribe');
  const price = plan?.prices?.find((row) => row.period === period);
  if (!plan || !isBillingPeriod(period) || price?.oldMonthly == null || price.monthly == null) return null;
  return { plan, period, price: { oldMonthly: price.oldMonthly, monthly: price.monthly } };
}

export function MembershipPage() {
  const { data, error } = useContent(membershipPageQuery);
  const [params, setParams] = useSearchParams();
  const periodsHeading = useRef<HTMLHeadingElement>(null);
  const payment = useMembershipPayment();

  // The chosen plan opens a dialog over this page, which stays where the reader is.
  const choose = useCallback((planId: string, period: BillingPeriod) => setParams({ plan: planId, period }, { preventScrollReset: true }), [setParams]);
  const close = useCallback(() => setParams({}, { replace: true, preventScrollReset: true }), [setParams]);

  if (!data) return <ContentStatus title="Membership" error={error} />;
  const { labels, plans: planList, gstRate: rate } = data;
  const plans = planList ?? [];
  const gstRate = rate ?? 0;
  const premium = plans.find((plan) => plan.action === 'subscribe');
  const open = openPanel(plans, params);
  const orderId = params.get('order');
  const paymentId = params.get('paymentId');
  const signature = params.get('signature');
  const toEnquiry = () => {
    const form = document.getElementById('group-enquiry');
    form?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    form?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  };

  return (
    <div className={styles.page}>
      <GivingTabs />
      <header className={styles.header}>
        <h1>{data.heading}</h1>
        {data.intro ? <p className={styles.intro}>{data.intro}</p> : null}
      </header>

      {orderId ? (
        <Suspense fallback={null}>
          <MembershipPaymentOutcome
            orderId={orderId}
            proof={paymentId && signature ? { paymentId, signature } : null}
            labels={labels}
            onDismiss={close}
          />
        </Suspense>
      ) : null}

      {data.offer ? (
        <MembershipOffer
          offer={data.offer}
          plans={plans}
          gstRate={gstRate}
          onSubscribe={choose}
          onSubscribeIntent={preloadPanel}
        />
      ) : null}

      <MembershipPlans
        plans={plans}
        labels={labels}
        onChoosePeriods={() => periodsHeading.current?.focus()}
        onContact={toEnquiry}
      />
      <p className={styles.upfront}>{data.upfrontNote}</p>

      {premium ? (
        <MembershipPeriods
          ref={periodsHeading}
          plan={premium}
          gstRate={gstRate}
          labels={labels}
          onChoose={(period) => choose(premium._id, period)}
          onChooseIntent={preloadPanel}
        />
      ) : null}

      <MembershipTestimonials testimonials={data.testimonials} testimonialsHeading={data.testimonialsHeading} labels={labels} />

      <div className={styles.enquiry}>
        <ContactForm id="group-enquiry" section={data.groupEnquiry} texts={data.contactFormTexts} intent="group" page="membership" />
      </div>

      {open ? (
        <Suspense fallback={null}>
          <MembershipPaymentPanel
            key={`${open.plan._id}:${open.period}`}
            planName={open.plan.name ?? ''}
            period={open.period}
            bill={membershipBill(open.price, monthsIn(open.period), gstRate)}
            labels={labels}
            paymentPrompt={data.paymentPrompt}
            vpnNote={data.vpnNote}
            paymentMethods={data.paymentMethods ?? []}
            returnPath={panelPath(open.plan._id, open.period)}
            paying={payment.paying}
            onPay={() => payment.pay(open.plan._id, open.period)}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

export const loader = pageLoader(() => [contentRequest(membershipPageQuery)]);

export const meta = contentHead('membership');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default MembershipPage;
