import { lazy, startTransition, Suspense, useState } from 'react';
import type { EnquiryIntent } from '@contracts/enquiries';
import { ContactForm } from '~/shared/contact/ContactForm';
import { useContent } from '~/shared/content/useContent';
import { ContentStatus } from '~/shared/ui/ContentStatus';
import { PageBanner } from '~/shared/ui/PageBanner';
import { AccessTopics, CauseCards, FaqList, SacredDebts, type Cause } from '../components/DonateSections';
import { GivingTabs } from '../components/GivingTabs';
import { Patrons, TopDonors } from '../components/PatronsAndDonors';
import styles from '../components/Donate.module.css';
import { donatePageQuery } from '../queries';
import { pageLoader } from '~/shared/data/pageData';
import { contentRequest } from '~/shared/content/useContent';
import { contentHead } from '~/shared/route/head';

const ENQUIRY_ID = 'enquiry';

/**
 * The dialog (details form, bill, payment panel) opens only when a visitor presses Donate, so it
 * loads then, not with the page: the page's first load stays within its budget.
 */
const loadDonationDialog = () => import('../components/DonationDialog');
const DonationDialog = lazy(() => loadDonationDialog().then((module) => ({ default: module.DonationDialog })));

/** The Donate page, its donation dialog and payment panel. */
export function DonatePage() {
  const { data, error } = useContent(donatePageQuery);
  const [cause, setCause] = useState<Cause | null>(null);
  const [intent, setIntent] = useState<EnquiryIntent | undefined>(undefined);
  if (!data?.page) return <ContentStatus title="Donate" error={error} />;
  const { page } = data;

  const becomePatron = () => {
    // A transition: the enquiry form may still be waiting for its code, and its server HTML stays
    // (with the focus in it) until the code arrives, instead of being drawn again.
    startTransition(() => setIntent('patron'));
    const form = document.getElementById(ENQUIRY_ID);
    form?.scrollIntoView({ block: 'start' });
    form?.querySelector<HTMLInputElement>('input[name="fullName"]')?.focus({ preventScroll: true });
  };

  return (
    <div>
      <PageBanner banner={page.banner} />
      <div className={styles.body}>
        <GivingTabs />
        <AccessTopics intro={page.intro} topics={page.accessTopics} />
        <SacredDebts debts={page.sacredDebts} />
        <CauseCards
          heading={page.causesHeading}
          causes={page.causes}
          onDonate={setCause}
          onDonateIntent={() => void loadDonationDialog()}
        />
        <TopDonors
          heading={page.topDonors?.heading ?? null}
          samples={page.topDonors?.people ?? null}
          profileTexts={data.profileTexts}
        />
        <Patrons texts={page.patrons} patrons={data.patrons} onBecomePatron={becomePatron} />
        <ContactForm
          id={ENQUIRY_ID}
          section={page.enquiry}
          texts={data.contactFormTexts}
          intent={intent}
          page="donate"
          intentNote={intent === 'patron' ? 'Your enquiry is about becoming an institutional patron.' : undefined}
        />
        <FaqList heading={page.faqHeading} faqs={page.faqs} />
      </div>
      {cause ? (
        <Suspense fallback={null}>
          <DonationDialog
            cause={cause}
            presetAmounts={page.presetAmounts ?? []}
            phonePrefix={page.phonePrefix ?? '+91'}
            texts={{ paymentPrompt: page.paymentPrompt, vpnNote: page.vpnNote, paymentMethods: page.paymentMethods }}
            onClose={() => setCause(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

export const loader = pageLoader(() => [contentRequest(donatePageQuery)]);

export const meta = contentHead('donate');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default DonatePage;
