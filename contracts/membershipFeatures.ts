/** The rows of the membership plan table, by the value content stores and the title people read. */
export const MEMBERSHIP_FEATURES = [
  { value: 'socialFeedConnect', title: 'Social Feed Connect' },
  { value: 'messaging', title: 'Messaging' },
  { value: 'booksMarketplaceCurate', title: 'Books Marketplace Curate' },
  { value: 'blogs', title: 'Blogs' },
  { value: 'gurukulAccess', title: 'Gurukul Access' },
  { value: 'originalsContents', title: 'Originals Contents' },
] as const;

export const featureTitle = (value: string | null | undefined): string => MEMBERSHIP_FEATURES.find((f) => f.value === value)?.title ?? value ?? '';
