/** The phone the 375 px project and the accessibility checks at that width use. */
export const PHONE_VIEWPORT = { width: 375, height: 740 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

/** The tag of tests that run in both projects: layout, and behaviour that differs with the width. */
export const BOTH_WIDTHS = '@widths';
