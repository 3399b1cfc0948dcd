import { defineQuery } from 'groq';

export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  productName,
  tagline,
  contactEmail,
  grievanceOfficer{ name, email, phone, address, acknowledgeHours, resolveDays },
  "socialLinks": socialLinks[]{ platform, url },
  technologyPartner{ name, url },
  "footerSections": footerSections[]{ label, "to": href },
  "legalLinks": legalLinks[]{ label, "to": href },
  footerTexts{ sectionsHeading, legalHeading, partnerHeading, contactLabel, copyright, closingLine },
  donateBlock{ heading, text, buttonLabel },
  "pageHeads": pageHeads[]{ route, title, description }
}`);
