/**
 * The message catalogue: every validation and error message that a person reads, in the browser
 * or in an API answer, defined once. A later Hindi edition translates this file and
 * the content, not every screen and route.
 */
const WRITE_KIND_WORDS = {
  marks: 'likes, saves, cart changes and other quick actions',
  posts: 'comments, reviews and uploads',
  orders: 'orders and donations',
  account: 'account changes',
} as const;

/** "40 seconds", "3 minutes", "2 hours": how long until a limit's window ends. */
export const waitWords = (seconds: number) => {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 3600) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
};

export const MESSAGES = {
  /** What the server's field rules say; each names the field it is about. */
  field: {
    required: (label: string) => `${label} is required.`,
    mustBeText: (label: string) => `${label} must be text.`,
    notAllowed: (label: string) => `${label} contains characters that are not allowed.`,
    atLeast: (label: string, min: number) => `${label} must be at least ${min} characters.`,
    atMost: (label: string, max: number) => `${label} must be at most ${max} characters.`,
    notValid: (label: string) => `${label} is not valid.`,
  },
  email: { invalid: 'Please enter a valid e-mail address.' },
  phone: { invalid: 'Please enter a phone number using digits, spaces, brackets, dashes and an optional leading +.' },
  password: {
    tooShort: (min: number) => `Please choose a password of at least ${min} characters.`,
    tooLong: (max: number) => `Please choose a password of at most ${max} characters.`,
    tooGuessable: (warning: string | null) =>
      `This password is too common or too easy to guess${warning ? ` (${warning.replace(/\.$/, '').toLowerCase()})` : ''}. A few unrelated words make a strong one.`,
    weak: 'Please choose a stronger password.',
    confirmationMissing: 'Please confirm your password.',
    confirmationNotText: 'The password confirmation must be text.',
    mismatch: 'Passwords do not match.',
  },
  request: {
    notAnObject: 'Please send the details as a JSON object.',
    invalid: 'Some of the details are not valid.',
    invalidJson: 'The request body is not valid JSON.',
    emptyJson: 'The request body is empty; please send a JSON object.',
    badUrl: 'The address is not valid.',
    urlTooLong: 'The address is too long.',
    nothingHere: 'There is nothing at this address.',
  },
  /** The general message for each error status, when nothing more specific is known. */
  status: {
    400: 'The request could not be understood. Please check what was sent.',
    401: 'Please log in to continue.',
    403: 'You are not allowed to do that.',
    404: 'Not found.',
    405: 'This method is not allowed here.',
    413: 'The request is too large (the limit is 64 KiB).',
    415: 'Please send JSON (Content-Type: application/json).',
    429: 'Too many requests. Please wait a moment and try again.',
    500: 'Something went wrong on our side. Please try again.',
    other: 'The request could not be completed.',
  } as Record<number | 'other', string>,
  session: {
    loginRequired: 'Please log in to continue.',
    ended: 'Your session has ended. Please log in again.',
    invalidCredentials: 'Incorrect e-mail or password.',
    emailTaken: 'An account with this e-mail address already exists. Please log in instead.',
    staffOnly: 'Only the trust\'s staff may edit content. Ask an administrator to give your account the staff role.',
  },
  /** What the web forms say next to a field, before anything is sent. */
  form: {
    correctMarked: 'Please correct the marked fields.',
    enterYour: (what: string) => `Enter your ${what}.`,
    enterEmail: 'Enter your email address.',
    enterValidEmail: 'Enter a valid email address, like name@example.com.',
    enterValidPhone: 'Enter a phone number using digits, spaces, brackets, dashes and an optional leading +.',
    enterPassword: 'Enter your password.',
    enterNewPassword: 'Enter a password.',
    passwordAtLeast: (min: number) => `Use at least ${min} characters.`,
    passwordAtMost: (max: number) => `Use at most ${max} characters.`,
    confirmPassword: 'Confirm your password.',
    sameAsPassword: 'Type the same password in both fields.',
    atMost: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  },
  account: {
    resetLinkSent:
      'If an account uses this address, a link to choose a new password is on its way. It works once, for 30 minutes. Check your inbox (and the spam folder).',
    linkForged: 'This link is not valid. Please ask for a new one.',
    linkExpired: 'This link has expired. Please ask for a new one.',
    linkUsed: 'This link has already been used. Please ask for a new one if you still need it.',
    passwordReset: 'Your new password is set and you are logged in. Every other session has been logged out.',
    passwordChanged: 'Your password is changed. You stay logged in here; every other session has been logged out.',
    currentPasswordWrong: 'Your current password is not right.',
    passwordWrong: 'That password is not right, so nothing was deleted.',
    sameEmail: 'That is already your e-mail address.',
    emailTaken: 'Another account already uses this e-mail address. Please choose a different one.',
    emailChangeSent: (email: string) =>
      `We have sent a confirmation link to ${email}. Your address changes when you open it (within 24 hours).`,
    emailChanged: (email: string) => `Your e-mail address is now ${email}.`,
    emailConfirmed: (email: string) => `Thank you: ${email} is confirmed as your e-mail address.`,
    confirmationSent: (email: string) =>
      `We have sent a confirmation link to ${email}. Open it within 24 hours to confirm the address.`,
    alreadyConfirmed: 'Your e-mail address is already confirmed.',
    confirmationsPerHour: 'Confirmation links have been sent several times in the last hour. Please use the latest e-mail, or wait an hour.',
    enquiriesNeedConfirmedEmail:
      'Confirm your e-mail address (Settings sends the link) to include the contact-form enquiries sent from it.',
    preferencesSaved: 'Your e-mail preferences are saved.',
    loggedOutEverywhere: 'Every session of your account has been logged out, this one included.',
    resetsPerAccount: (max: number) =>
      `Password-reset links for this address have been asked for ${max} times in the last hour, the most allowed. Please use the latest e-mail, or wait an hour.`,
    resetsPerNetwork: 'Too many password-reset requests from your network. Please wait an hour and try again.',
    accountAttempts: 'Too many attempts from your network. Please wait a minute and try again.',
    accountDeleted: 'Your account has been deleted.',
    /** How a comment of a deleted account that stayed for others' replies is signed. */
    formerMember: 'a former member',
  },
  /** Answers past a rate limit (api/src/auth/writeLimits.ts): what was limited, and when to try again. */
  limits: {
    tooManyWrites: (kind: 'marks' | 'posts' | 'orders' | 'account', scope: 'address' | 'member', retryAfterSeconds: number) =>
      `Too many ${WRITE_KIND_WORDS[kind]} ${scope === 'address' ? 'from your network' : 'from your account'} in a short time. ` +
      `Please try again in ${waitWords(retryAfterSeconds)}.`,
  },
  interactions: {
    stanceInvalid: 'Stance must be agree, disagree or neutral.',
    starsRequired: 'Stars are required.',
    starsInvalid: 'Stars must be a whole number from 1 to 5.',
    visitorIdInvalid: 'Visitor id must be the random id this browser keeps (16 to 64 letters, digits or dashes).',
  },
  membership: {
    unknownPlan: 'There is no plan to buy with that name. Please choose a plan on the membership page.',
    unknownPeriod: 'Billing period must be yearly, quarterly or monthly.',
    attemptOfAnother: 'This payment attempt was started from another account. Please reload the page and try again.',
    periodNotOffered: (period: string) => `This plan cannot be bought for a ${period} period. Please choose another period.`,
  },
  market: {
    quantityInvalid: 'Quantity must be a whole number from 1 to 10.',
    quantityRequired: 'Quantity is required.',
    bookNotFound: 'No book found with this id.',
    bookUnavailable: (title: string) => `“${title}” is not available at the moment, so it was taken out of your cart.`,
    bookNoLongerSold: 'A book in your cart is no longer sold, so it was taken out.',
    notAvailableToBuy: (title: string) => `“${title}” is not available at the moment.`,
    tooManyLines: (max: number) => `A cart holds at most ${max} different books.`,
    notInCart: 'This book is not in your cart.',
    reviewNotFound: 'You have not reviewed this book.',
    cartEmpty: 'Your cart is empty. Add a book before checking out.',
    pinInvalid: 'PIN code must be 6 digits, not starting with 0.',
    stateInvalid: 'Please choose a state or union territory of India.',
    orderNotFound: 'No order found with this number.',
  },
  enquiry: {
    enterFullName: 'Please enter your full name.',
    fullNameTooShort: (min: number) => `Your name must be at least ${min} characters.`,
    fullNameTooLong: (max: number) => `Your name must be at most ${max} characters.`,
    enterEmail: 'Please enter your email address.',
    enterValidEmail: 'Please enter a valid email address, like name@example.com.',
    intentInvalid: 'Intent must be general, patron or group.',
  },
  donation: {
    amountRequired: 'Please choose an amount or enter the amount you prefer.',
    amountWhole: 'Please enter a whole number of rupees (no paise).',
    amountTooSmall: 'The smallest donation is ₹1.',
    amountTooLarge: 'The largest donation online is ₹10,00,000. For a larger gift, please write to us.',
    panInvalid: 'PAN must be five letters, four digits and a letter, like ABCDE1234F.',
    phoneIndia: 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
    phoneInternational: 'Enter your phone number with its country code, like +44 20 7946 0958.',
    showNameInvalid: 'Show my name must be true or false.',
    unknownCause: 'Please choose one of the causes on this page.',
    receiptKeyWrong: 'This receipt link is not valid. Please use the link in your e-mail, or log in.',
    notPaidYet: 'The receipt is issued once the payment has gone through.',
  },
  payments: {
    orderNotFound: 'We could not find this payment. Please start again.',
    alreadyPaid: 'This payment has already been made; nothing more will be charged.',
    expired: 'This payment has expired, so nothing was charged. Please start again.',
    failed: 'This payment did not go through, so nothing was charged. Please try again.',
    badSignature: 'The payment could not be verified. Nothing has been recorded as paid.',
    paymentIdInvalid: 'Payment id is not valid.',
    signatureInvalid: 'Signature must be a hexadecimal string.',
    webhookBadSignature: 'The webhook signature does not match.',
    webhookNotJson: 'The webhook body is not a JSON event.',
    idempotencyKeyInvalid: 'Idempotency key must be 16 to 100 letters, digits, dashes or underscores.',
    providerUnavailable: 'The payment provider could not be reached. Please try again in a minute.',
  },
  /** Insights articles: the list, the reading page and members' writing. */
  articles: {
    notFound: 'Article not found.',
    draftNotFound: 'No article of yours has this id.',
    notYours: 'This article is not yours to change.',
    premiumRequired: 'Writing articles is part of the Premium membership. Upgrade on the membership page to write and publish.',
    titleRequired: 'Please give your article a title before publishing.',
    bodyRequired: 'Please write something in your article before publishing.',
    titleTooLong: (max: number) => `The title must be at most ${max} characters.`,
    textTooLong: (max: number) => `The article must be at most ${max.toLocaleString('en-IN')} characters long.`,
    tooManyBlocks: (max: number) => `The article has more than ${max} paragraphs, headings and pictures.`,
    bodyInvalid: 'The article text has a part the editor does not make. Please reload the editor and try again.',
    unknownBlock: (type: string) => `The article contains a kind of content that is not allowed ("${type}").`,
    unknownMark: (mark: string) => `The article uses a text style that is not allowed ("${mark}").`,
    unsafeLink: 'Links must start with http://, https:// or mailto:.',
    imageNotYours: 'Pictures in an article must be ones you uploaded.',
    videoNotAllowed: 'A video must be a YouTube or Vimeo link, or one of our episodes.',
    alreadyPublished: 'This article is already published.',
    notPublished: 'This article is not published.',
    filterInvalid: 'Filter must be all, latest, following or saved.',
    loginToFilter: 'Please log in to see the articles of people you follow and the ones you saved.',
    targetsInvalid: (max: number) => `Name from 1 to ${max} items as type:id, separated by commas.`,
    authorNotFound: 'No author found with this id.',
  },
  /** Playing the Academy's, Sparks' and video samples' clips, and completing an item. */
  learning: {
    noItem: 'No such video.',
    premiumLogin: 'This video is for premium members. Please log in.',
    premiumUpgrade: 'This video is for premium members. Upgrade your membership to watch it.',
    mediaRefused: 'This video address is not valid or has expired. Open the video from its page again.',
    noPlayback: 'No such playback. Start the video again.',
    segmentsInvalid: 'Watched parts must be pairs of seconds [from, to] with from before to.',
    implausible: 'Playback reported faster than the video can be watched; it was not counted.',
  },
  /** The Insights pages' words: the list, the reading page and the editor. */
  insightsPage: {
    filters: { all: 'All', latest: 'Latest', following: 'Following', saved: 'Saved' },
    filtersLabel: 'Show articles',
    searchLabel: 'Search articles',
    searchPlaceholder: 'Search Here',
    yourArticle: 'Your Article',
    topicsHeading: 'Topics You May Like',
    followHeading: 'You Can Follow',
    follow: (name: string) => `Follow ${name}`,
    unfollow: (name: string) => `Stop following ${name}`,
    seeMore: 'See more',
    loadMore: 'Load more',
    loading: 'Loading…',
    save: (title: string) => `Save “${title}”`,
    unsave: (title: string) => `Remove “${title}” from your saved articles`,
    likes: (n: number) => `${n} ${n === 1 ? 'like' : 'likes'}`,
    comments: (n: number) => `${n} ${n === 1 ? 'comment' : 'comments'}`,
    forwards: (n: number) => `${n} ${n === 1 ? 'forward' : 'forwards'}`,
    readTime: (minutes: number) => `${minutes} Min Read`,
    emptyAll: 'No articles match. Try other words or another topic.',
    emptyFollowing: 'Nobody you follow has published an article yet. Follow authors under “You Can Follow”.',
    emptySaved: 'You have not saved an article yet. Press the bookmark on an article to keep it here.',
    loadFailed: 'The articles could not be loaded. Please try again.',
    retry: 'Try again',
    showingTopic: (topic: string) => `Topic: ${topic}`,
    clearTopic: 'Show every topic',
    footerLinks: { about: 'About Us', terms: 'Terms', helpDesk: 'Help Desk', settings: 'Settings' },
    footerLabel: 'About Jnanam',
    actionFailed: 'That did not work. Please try again.',
  },
  /** The image service (`/images/…?w=&h=&fit=…`). */
  image: {
    notFound: 'Image not found.',
    unknownParameter: (name: string) => `The image option "${name}" is not offered.`,
    badValue: (name: string) => `The image option "${name}" has a value that is not offered.`,
    rectOutside: 'The crop rectangle must lie inside the image.',
    busy: 'Many pictures are being prepared just now. Please try again in a moment.',
    tooManyNew: 'Too many new picture sizes were asked for. Please wait a minute and try again.',
  },
} as const;
