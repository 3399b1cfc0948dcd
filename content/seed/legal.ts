import { ROUTES } from '../../contracts/routes';
import { keyOf, portableText, type SeedDocument, type SeedMember } from './helpers';

const sections = (list: [heading: string, body: string][]) =>
  list.map(([heading, body]): SeedMember<'legalPage', 'sections'> => ({ _type: 'legalSection', _key: keyOf('legalSection', heading), heading, body: portableText(body) }));

const EMAIL = 'contact@jnanam.example';

const terms: SeedDocument = {
  _id: 'legalPage-terms',
  _type: 'legalPage',
  kind: 'terms',
  title: 'Terms & Conditions',
  lastUpdated: '2025-08-28',
  intro: portableText(`
These Terms and Conditions ("Terms") govern your use of the Jnanam website, apps and services (together, the "Platform"), operated by the Jnanam Trust, a not-for-profit public charitable trust registered under section 12A of the Indian Income Tax Act, 1961, with its office in Kolkata, West Bengal, India ("Jnanam", "we", "us").

By creating an account, making a donation, buying a membership or simply using the Platform, you agree to these Terms. If you do not agree, please do not use the Platform.
`),
  sections: sections([
    [
      'Eligibility',
      `You must be at least **13 years old** to use the Platform. If you are under 18, you may use it only with the involvement and consent of a parent or legal guardian, who accepts these Terms on your behalf.

You must have the legal capacity to enter into a binding agreement under the laws that apply to you, and you must not be barred from using the Platform under any applicable law.`,
    ],
    [
      'Account and Responsibilities',
      `Some features, such as commenting, the social area and memberships, need an account. When you register you agree to give **accurate, current and complete information** and to keep it up to date.

You are responsible for keeping your password confidential and for everything that happens under your account. Tell us at once at ${EMAIL} if you suspect unauthorised use. We may refuse a registration or suspend an account that gives false information.`,
    ],
    [
      'User Content and IP',
      `Members may post comments, articles, posts, images and other material ("User Content"). You keep ownership of your User Content. By posting it, you grant Jnanam a non-exclusive, royalty-free, worldwide licence to host, display, reproduce, adapt (for formatting and translation) and distribute it on the Platform and in the trust's non-commercial outreach.

You confirm that you have the rights to what you post and that it does not infringe anyone's copyright, trademark, privacy or other rights.

All other material on the Platform — videos, texts, translations, courses, artwork, the Jnanam name and logo, and the software — belongs to Jnanam or its licensors and is protected by Indian and international intellectual-property law. You may view and share it for personal, non-commercial study with attribution; any other use needs our written permission.

We may moderate, edit for length or remove User Content that breaks these Terms, and we may suspend or terminate accounts that do so repeatedly.`,
    ],
    [
      'Services',
      `The Platform offers Vedic knowledge media (Stream, Sparks, Insights, Dialogue, Academy), a social area, AI tools that interpret ancient texts, a marketplace of books, research programmes, donations and memberships.

We may add, change, suspend or withdraw any part of the services at any time, for example to improve them or for legal or operational reasons. Where a change materially reduces what a paid membership includes, we will tell you in advance.

AI-generated answers are aids to study, not authoritative rulings on scripture, medicine, law or finance. Please consult a qualified teacher or professional for decisions that matter.`,
    ],
    [
      'Acceptable Use',
      `You agree not to:

- post anything unlawful, hateful, defamatory, obscene, or that insults any religion, community or person;
- harass, threaten or impersonate anyone, or collect other users' personal data;
- upload viruses or try to gain unauthorised access to the Platform or other accounts;
- scrape, copy in bulk or resell the Platform's content or use it to train AI models without permission;
- use the Platform for commercial advertising, spam or fund-raising for other organisations without our consent;
- use the Platform in any way that breaks Indian law, including the Information Technology Act, 2000.`,
    ],
    [
      'Privacy',
      `How we collect, use and protect personal data is explained in our [Privacy Policy](${ROUTES.privacy}), which forms part of these Terms. By using the Platform you acknowledge that we process your data as it describes.`,
    ],
    [
      'Donations, Memberships and Non-Profit Status',
      `Jnanam is a **not-for-profit trust under section 12A of the Indian Income Tax Act, 1961**. All income is applied to the trust's charitable objects: Vedic education, research and the free dissemination of knowledge.

**Donations** are voluntary gifts and are **non-refundable**, except where a payment was taken in error and you tell us within 30 days. Receipts are issued for every donation; tax deductions depend on the trust's approvals and your own circumstances.

**Memberships** are paid upfront for the chosen period (monthly, quarterly or yearly) and are **non-refundable**, including for unused time, except where the law requires otherwise. Prices include or add GST as shown at checkout. A membership renews only if you choose automatic renewal, and you may cancel renewal at any time before the next period begins.

Books bought in the marketplace are governed by the delivery, return and replacement terms shown on the order.`,
    ],
    [
      'Termination',
      `You may close your account at any time by writing to ${EMAIL}.

We may suspend or terminate your account, with or without notice, if you break these Terms, if we are required to by law, or if your use harms other users or the trust. Sections that by their nature should survive termination — including intellectual property, disclaimers, limitation of liability, indemnification and governing law — continue to apply.`,
    ],
    [
      'Disclaimers',
      `The Platform and its content are provided **"as is" and "as available"**. We work hard to be accurate, but we do not warrant that the content is complete, error-free or suitable for a particular purpose, or that the Platform will be uninterrupted or secure.

Content on health, yoga and Ayurveda is for general education and is not medical advice. Views expressed by authors, members and guests are their own and not necessarily those of the trust.`,
    ],
    [
      'Limitation of Liability',
      `To the fullest extent permitted by law, Jnanam, its trustees, staff and volunteers are not liable for any indirect, incidental, special or consequential loss, or for loss of data, profits or goodwill, arising from your use of the Platform.

Our total liability to you for any claim arising out of or relating to these Terms or the Platform is **limited to the amount you paid to Jnanam in the 12 months before the event giving rise to the claim** (or ₹1,000 if you paid nothing). Nothing in these Terms limits liability that cannot be limited under Indian law.`,
    ],
    [
      'Indemnification',
      `You agree to indemnify and hold harmless Jnanam, its trustees, staff and volunteers from any claim, loss or expense (including reasonable legal fees) arising from your User Content, your breach of these Terms, or your violation of any law or the rights of another person.`,
    ],
    [
      'Governing Law',
      `These Terms are governed by the laws of **India**. Any dispute arising from them or from your use of the Platform is subject to the exclusive jurisdiction of the **courts at Kolkata, West Bengal**.

Before going to court, we ask that you write to us so that we can try to resolve the matter amicably within 30 days.`,
    ],
    [
      'Amendments',
      `We may update these Terms from time to time. The date at the top of this page shows when they last changed. For material changes we will give notice on the Platform or by e-mail at least 14 days before they take effect. If you continue to use the Platform after that, you accept the updated Terms.`,
    ],
    [
      'Severability',
      `If any provision of these Terms is found invalid or unenforceable, it will be enforced to the maximum extent permissible and the remaining provisions will stay in full force. Our failure to enforce any right is not a waiver of it.`,
    ],
    [
      'Contact',
      `Questions about these Terms? Write to the Jnanam Trust, Kolkata, West Bengal, India, or e-mail **${EMAIL}**. We aim to reply within five working days.`,
    ],
  ]),
};

const privacy: SeedDocument = {
  _id: 'legalPage-privacy',
  _type: 'legalPage',
  kind: 'privacy',
  title: 'Privacy Policy',
  lastUpdated: '2025-08-28',
  intro: portableText(`
This Privacy Policy explains how the Jnanam Trust ("Jnanam", "we", "us") collects, uses, shares and protects personal information when you use our website, apps and services (the "Platform"). We collect only what we need to run the Platform and serve our charitable mission, and **we never sell your personal data**.
`),
  sections: sections([
    [
      'Information We Collect',
      `### Information you provide
- **Account details**: first and last name, e-mail address, phone number, country and a password (stored only as a secure hash).
- **Profile details** you choose to add: picture, bio, profession, company or institute.
- **Donations and memberships**: name, e-mail, phone, country, amount, and PAN where you ask for a tax receipt. Card and UPI details go directly to our payment partner; we never see or store them.
- **Content and messages**: comments, posts, articles, messages and enquiry forms.

### Information collected automatically
- Device and browser type, IP address, pages visited, time spent and referring pages, collected through server logs and privacy-respecting analytics.
- Cookies and local storage needed to keep you signed in and remember your preferences.

### Information from other sources
- If you sign in with Google or Facebook, the name, e-mail and picture those services share with your permission.
- Payment confirmations from our payment partner, and bank details from cheque or transfer donations.

### Information we derive
- Aggregated and inferred information, such as the topics you seem to enjoy, used to recommend content. You can ask us to stop personalising recommendations at any time.`,
    ],
    [
      'How We Use Information',
      `We use personal information to:

- create and run your account and give you the features you choose;
- process donations and memberships, issue receipts and meet our tax-reporting duties;
- recommend articles, courses and videos, and improve the Platform;
- answer enquiries and send service messages (such as receipts and security alerts);
- send news about our work, only if you agree — every such e-mail has an unsubscribe link;
- keep the Platform safe, prevent fraud and abuse, and comply with the law.`,
    ],
    [
      'How We Share Information',
      `We share personal information only:

- with **service providers** who work for us under contract — hosting, payments, e-mail delivery, analytics — and only to the extent they need;
- with **public authorities** where Indian law requires it, for example income-tax reporting of donations;
- in your **public profile and posts**, which other members can see as you choose;
- with your consent, or to protect the rights, safety and property of our users and the trust.

We do not sell, rent or trade personal information, and we do not share it for others' advertising.`,
    ],
    [
      'Third-Party Embeds',
      `Some pages embed content from other services, such as video players, social-media posts or maps. When you view or interact with them, those services may collect information about you under their own privacy policies, even if you are not signed in to them. We choose embeds with care and load them only on the pages that need them.`,
    ],
    [
      'International Transfers',
      `We are based in India and our main servers are in India. Some service providers may process data in other countries. When data leaves India, we make sure it is protected by contractual safeguards at least as strong as those required by Indian law and, where relevant, by the laws of your country.`,
    ],
    [
      'Your Choices and Rights',
      `You can:

- **see and update** your account and profile details at any time;
- **download** a copy of the personal data we hold about you;
- **correct** or **delete** your data, or close your account;
- **withdraw consent** to marketing e-mails or personalised recommendations;
- **object** to or ask us to restrict certain processing.

Write to ${EMAIL} to use any of these rights. We will reply within 30 days. Some data, such as donation records, must be kept for the periods the law requires even if you close your account.`,
    ],
    [
      'Special Disclosures',
      `### India
Jnanam is a not-for-profit public charitable trust registered under **section 12A of the Indian Income Tax Act, 1961**. We process personal data in line with the Information Technology Act, 2000, its rules, and the Digital Personal Data Protection Act, 2023 as it comes into force. You may raise a grievance with our Grievance Officer, who is named with their contact details and the time they take to answer at the foot of every page and in our Terms & Conditions.

### California
If you live in California, you have the right to know what personal information we collect, to ask us to delete it, and not to be discriminated against for using these rights. We do not sell or share personal information for cross-context behavioural advertising.

### EEA, UK and Switzerland
If you are in the European Economic Area, the United Kingdom or Switzerland, we process your data on the basis of your consent, our contract with you, our legal obligations, or our legitimate interest in running and improving the Platform. You have the rights of access, rectification, erasure, restriction, portability and objection, and you may complain to your local data-protection authority.`,
    ],
    [
      'Data Retention',
      `We keep personal data only as long as we need it:

- account data for as long as your account is open, and up to 12 months after you close it;
- donation and membership records for 8 years, as Indian tax law requires;
- server logs for up to 90 days, unless needed to investigate abuse;
- enquiry messages for up to 2 years.

After that, we delete the data or anonymise it so that it no longer identifies you.`,
    ],
    [
      'Contact Us',
      `For questions about this policy or your personal data, e-mail **${EMAIL}** or write to the Jnanam Trust, Kolkata, West Bengal, India. We will update this policy when our practices change; the date at the top shows the latest version.`,
    ],
  ]),
};

export const legalDocuments: SeedDocument[] = [terms, privacy];
