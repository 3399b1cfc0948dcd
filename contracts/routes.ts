/** The route slug the specification writes as {product}: the platform's name in addresses. */
export const PRODUCT_SLUG = 'jnanam';

const productPath = (name: string) => `/${PRODUCT_SLUG}-${name}`;

/**
 * Every page of the site, defined once: imported by the router, the links, the seed content and the
 * server (which answers 404 for any other path). Addresses with a parameter are built by the path
 * builders below, never by hand.
 */
/** Where the server serves the Sanity Studio for the trust's staff: an application of its own, not a page of the site. */
export const STUDIO_PATH = '/studio';

export const ROUTES = {
  home: '/',
  about: '/about',
  mission: productPath('mission'),
  signUp: '/sign-up',
  login: '/login',
  /** Opened from the e-mailed link, with `?token=`: choose a new password. */
  resetPassword: '/reset-password',
  /** Opened from the e-mailed link, with `?token=`: confirm a new e-mail address. */
  confirmEmail: '/confirm-email',
  /** The member's account: password, e-mail, preferences, data, deletion. */
  settings: '/settings',
  /** Opened from the link in a notification e-mail or digest, with `?token=`: turn that kind of e-mail off. */
  unsubscribe: '/unsubscribe',
  /** Open reports and moderators' decisions (moderators only). */
  moderation: '/moderation',
  marketPlace: '/market-place',
  bookDetail: '/market-place2',
  /** The book cart, and checkout from it. */
  cart: '/cart',
  /** A member's book orders (the payment returns here). */
  myOrders: '/my-orders',
  insights: productPath('insights'),
  readingBlog: '/reading-blog',
  stream: productPath('stream'),
  sparks: productPath('sparks'),
  dialogue: productPath('dialogue'),
  academy: productPath('academy'),
  vedicResearch: '/vedic-research',
  researchProjects: '/research-projects',
  donate: productPath('donate'),
  /** After a donation's checkout: the receipt, or why the payment did not go through (`?order=<id>`). */
  donateThankYou: `${productPath('donate')}/thank-you`,
  membership: productPath('membership'),
  terms: productPath('terms&condition'),
  privacy: productPath('privacy-policy'),
  social: productPath('social'),
  message: '/message',
  personalProfile: '/personal-profile',
  /** Members with the most Karmic Points: the last 7 days, 30 days and all time. */
  leaderboard: '/leaderboard',
  videoPreview: '/video-preview',
  videoPlayer: '/video-player/:id',
  /** The AI guide: a conversation answered from the trust's texts, and a member's recent questions. */
  guide: '/guide',
} as const;

export type RouteName = keyof typeof ROUTES;

/**
 * A page with drafts in place of published content: asked with `?preview=draft`, drawn so for a
 * staff member only (anyone else gets the published page).
 */
export const DRAFT_PREVIEW = { param: 'preview', value: 'draft' } as const;

/** The address of a page's draft preview. */
export function draftPreviewPath(path: string): string {
  const [beforeHash = '', hash] = path.split('#');
  const separator = beforeHash.includes('?') ? '&' : '?';
  return `${beforeHash}${separator}${DRAFT_PREVIEW.param}=${DRAFT_PREVIEW.value}${hash !== undefined ? `#${hash}` : ''}`;
}

/** Whether an address asks for the draft preview. */
export const asksForDraftPreview = (search: URLSearchParams) => search.get(DRAFT_PREVIEW.param) === DRAFT_PREVIEW.value;

/** The player page of one episode. */
export const episodePath = (id: string) => ROUTES.videoPlayer.replace(':id', encodeURIComponent(id));
/** An article, opened in the reading blog. */
export const articlePath = (slug: string) => `${ROUTES.readingBlog}?article=${encodeURIComponent(slug)}`;
/** A book's page in the marketplace. */
export const bookPath = (slug: string) => `${ROUTES.bookDetail}?book=${encodeURIComponent(slug)}`;
/** A member's profile page. */
export const profilePath = (memberId: string) => `${ROUTES.personalProfile}?member=${encodeURIComponent(memberId)}`;
/** The conversation with a member (opened, or started, on the messages screen). */
export const messagePath = (handle: string) => `${ROUTES.message}?with=${encodeURIComponent(handle)}`;
/** One of the member's conversations, open on the messages screen. */
export const conversationPath = (conversationId: string) => `${ROUTES.message}?c=${encodeURIComponent(conversationId)}`;
/** One post, opened in the social feed. */
export const postPath = (postId: string) => `${ROUTES.social}?post=${encodeURIComponent(postId)}`;
/** The social feed's view of the posts with one hashtag. */
export const hashtagPath = (hashtag: string) => `${ROUTES.social}?hashtag=${encodeURIComponent(hashtag)}`;
/** A video sample's preview page. */
export const videoPreviewPath = (videoId: string) => `${ROUTES.videoPreview}?video=${encodeURIComponent(videoId)}`;
/** An Academy item's page. */
export const academyItemPath = (slug: string) => `${ROUTES.academy}?item=${encodeURIComponent(slug)}`;
/** The Insights editor with a member's article open (`new` starts one). */
export const articleEditorPath = (articleId: string) => `${ROUTES.insights}?write=${encodeURIComponent(articleId)}`;
/** A spark, opened in the reel viewer over the Sparks page. */
export const sparkPath = (slug: string) => `${ROUTES.sparks}?spark=${encodeURIComponent(slug)}`;
/** A research area, as a section of the Vedic research page. */
export const researchAreaPath = (id: string) => `${ROUTES.vedicResearch}#${encodeURIComponent(id)}`;
/** The login page, returning to `path` afterwards. */
/** The link of a confirmation e-mail: `change` when it confirms a new address rather than a new account's (the page words it so). */
export const confirmEmailLink = (token: string, change: boolean) => `${ROUTES.confirmEmail}?token=${token}${change ? `&${CONFIRM_CHANGE_PARAM}=1` : ''}`;
export const CONFIRM_CHANGE_PARAM = 'change';

export const loginPathReturningTo = (path: string) => `${ROUTES.login}?next=${encodeURIComponent(path)}`;

/** The six media and social tabs shown above those pages, in their designed order. */
export const MEDIA_TABS = [
  { label: 'Stream', to: ROUTES.stream },
  { label: 'Sparks', to: ROUTES.sparks },
  { label: 'Insights', to: ROUTES.insights },
  { label: 'Dialogue', to: ROUTES.dialogue },
  { label: 'Social', to: ROUTES.social },
  { label: 'Academy', to: ROUTES.academy },
] as const;

/** The Donate / Membership tabs above both giving pages. */
export const GIVING_TABS = [
  { label: 'Donate', to: ROUTES.donate },
  { label: 'Membership', to: ROUTES.membership },
] as const;

/** The header's navigation links; each is highlighted on its own page and on the pages listed in `section`. */
export const HEADER_LINKS: readonly { label: string; to: string; section: readonly string[] }[] = [
  { label: 'Vedic Knowledge', to: ROUTES.stream, section: MEDIA_TABS.map((tab) => tab.to) },
  { label: 'Vedic Research', to: ROUTES.vedicResearch, section: [ROUTES.researchProjects] },
  { label: 'Marketplace', to: ROUTES.marketPlace, section: [ROUTES.bookDetail, ROUTES.cart, ROUTES.myOrders] },
  { label: 'Membership', to: ROUTES.membership, section: [] },
  { label: 'About Us and Mission', to: ROUTES.mission, section: [ROUTES.about] },
];

/** The header's two actions beside the account: giving, and the AI guide (an icon in the bar, a link in the phone's menu). */
export const HEADER_ACTIONS = {
  donate: { label: 'Donate', to: ROUTES.donate },
  guide: { label: 'AI guide', to: ROUTES.guide },
} as const;

/** True when a request path is a page of the SPA (used by the server to answer 200 or 404). */
export function isKnownPagePath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const path = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  return Object.values(ROUTES).some((route) => {
    if (!route.includes(':')) return route === path;
    const prefix = route.slice(0, route.indexOf(':'));
    return path.startsWith(prefix) && path.length > prefix.length && !path.slice(prefix.length).includes('/');
  });
}
