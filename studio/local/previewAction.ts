/**
 * "Preview on the site": opens the page that shows the document, drawn with its draft (the site
 * shows drafts to a staff member whose page session asks for the preview, anyone else the published
 * page). Only the types whose pages read their content through the content store's queries.
 */
import { EyeOpenIcon } from '@sanity/icons/EyeOpen';
import type { DocumentActionComponent, SanityDocument } from 'sanity';
import { PREVIEW_MESSAGES as TEXT } from '../../contracts/messages/preview';
import { academyItemPath, bookPath, draftPreviewPath, ROUTES, sparkPath } from '../../contracts/routes';

const slugOf = (doc: SanityDocument | null) => (doc?.slug as { current?: string } | undefined)?.current;

const PAGES: Record<string, (doc: SanityDocument | null) => string | null> = {
  book: (doc) => (slugOf(doc) ? bookPath(slugOf(doc)!) : null),
  academyItem: (doc) => (slugOf(doc) ? academyItemPath(slugOf(doc)!) : null),
  spark: (doc) => (slugOf(doc) ? sparkPath(slugOf(doc)!) : null),
  siteSettings: () => ROUTES.home,
  homePage: () => ROUTES.home,
  aboutPage: () => ROUTES.about,
  missionPage: () => ROUTES.mission,
  academyPage: () => ROUTES.academy,
  sparksPage: () => ROUTES.sparks,
  marketplaceSettings: () => ROUTES.marketPlace,
  donatePage: () => ROUTES.donate,
  researchPage: () => ROUTES.vedicResearch,
  researchProjectsPage: () => ROUTES.researchProjects,
};

export const hasSitePreview = (schemaType: string) => schemaType in PAGES;

export const PreviewOnSiteAction: DocumentActionComponent = ({ type, draft, published }) => {
  const path = PAGES[type]?.(draft ?? published) ?? null;
  return {
    label: TEXT.studioAction,
    icon: EyeOpenIcon,
    disabled: path === null,
    title: path === null ? TEXT.studioNeedsSlug : undefined,
    onHandle: () => {
      if (path) window.open(draftPreviewPath(path), '_blank', 'noopener');
    },
  };
};
