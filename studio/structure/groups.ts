/**
 * How the desk groups content, the way the trust's staff think about it. Every document type of
 * schemas/ belongs to exactly one group (a test checks this); singletons open as one document.
 */
export const DESK_GROUPS: { title: string; types: string[] }[] = [
  { title: 'Site', types: ['siteSettings', 'person', 'topic'] },
  { title: 'Media', types: [] },
  { title: 'Research', types: [] },
  { title: 'Marketplace', types: [] },
  { title: 'Giving', types: [] },
  { title: 'Legal', types: [] },
];
