/** The marketplace's fixed vocabularies: values editors choose from. */
export const MARKET_LANGUAGES = [
  'English',
  'Hindi',
  'Bengali',
  'Marathi',
  'Gujarati',
  'Kannada',
  'Tamil',
  'Malayalam',
  'Telugu',
  'Assamese',
  'Punjabi',
  'Sanskrit',
].map((title) => ({ title, value: title.toLowerCase() }));

export const BOOK_FORMATS = ['Paperback', 'Hardcover', 'Bundle'].map((title) => ({ title, value: title.toLowerCase() }));
