/** The content's address for the reader: a tool button whose link is this opens it. */
export const READ_ALOUD_HREF = '#read-aloud';
