/** Donations and their receipts. */
export const DONATION_MESSAGES = {
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
} as const;
