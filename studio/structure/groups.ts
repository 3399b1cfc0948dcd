/**
 * How the desk groups content, the way the trust's staff think about it. Every document type of
 * schemas/ belongs to exactly one group (a test checks this); singletons open as one document.
 */
export const DESK_GROUPS: { title: string; types: string[] }[] = [
  { title: 'Site', types: ['siteSettings', 'homePage', 'aboutPage', 'missionPage', 'interfaceTexts', 'missionCard', 'karmaStage', 'karmaRules', 'lifeAim', 'carousel', 'person', 'topic'] },
  {
    title: 'Media',
    types: ['episodesPage', 'article', 'academyPage', 'academyItem', 'sparksPage', 'spark', 'videoPreviewPage', 'videoSample', 'socialPage', 'communityEvent', 'messagingPage'],
  },
  { title: 'Research', types: ['researchPage', 'researchProjectsPage', 'researchArea', 'researchProject', 'collaboratorPosition', 'partner', 'successStory'] },
  { title: 'Marketplace', types: ['marketplaceSettings', 'book', 'bookCategory'] },
  { title: 'Giving', types: ['donatePage', 'membershipPage', 'donationCause', 'patron', 'faq', 'membershipPlan', 'offer', 'testimonial'] },
  { title: 'Legal', types: ['legalPage'] },
];

/**
 * Types whose documents are a fixed set opened by id (not created or deleted by editors):
 * the desk lists these documents instead of the type's list.
 */
export const FIXED_DOCUMENTS: Record<string, { id: string; title: string }[]> = {
  legalPage: [
    { id: 'legalPage-terms', title: 'Terms & Conditions' },
    { id: 'legalPage-privacy', title: 'Privacy Policy' },
  ],
};
