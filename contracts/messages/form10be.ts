/** Form 10BE, the donor's yearly certificate of donations: the desk's words and the server's answers. */
export const FORM_10BE_MESSAGES = {
  yearInvalid: 'Write the financial year like 2025-26 (the year it began, a dash, and the next year’s last two digits).',
  yearOpen: (financialYear: string, opensOn: string) => `The financial year ${financialYear} has not ended: its Form 10BE can be made from ${opensOn}.`,
  noPan: 'This donor gave no PAN, and a Form 10BE names the donor by PAN: ask the donor for it before a certificate can be made.',
  noDonations: (financialYear: string) => `This donor made no paid donation in the financial year ${financialYear}, so there is no Form 10BE for it.`,
  sent: (number: string, email: string) => `Form 10BE ${number} was e-mailed to ${email}.`,
} as const;

/** The Form 10BE part of a donation on the Studio's desk. */
export const FORM_10BE_SCREEN = {
  heading: 'Form 10BE',
  forYear: (financialYear: string) => `Form 10BE for FY ${financialYear}`,
  givenInYear: (count: number, total: string) => `${count} donation${count === 1 ? '' : 's'}, ${total} in all`,
  certificate: (number: string) => `Certificate ${number}`,
  emailedTo: (email: string, when: string) => `e-mailed to ${email} on ${when}`,
  notEmailed: 'not e-mailed yet',
  yearOpen: (opensOn: string) => `The year is still open: its certificate can be made from ${opensOn}.`,
  noPan: 'No PAN was given with this donation: a Form 10BE names the donor by PAN, so none can be made.',
  download: 'Download PDF',
  email: 'E-mail to donor',
  made: (file: string) => `${file} was made and downloaded.`,
  /** Who the desk's record names when the yearly job, not a person, sent a certificate. */
  yearlyJob: 'the yearly Form 10BE job',
  /** Who the record names when the certificates were sent by hand from the server. */
  command: 'the Form 10BE command (npm run report:10be)',
} as const;
