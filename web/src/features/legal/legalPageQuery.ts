import { defineQuery } from 'groq';

/** A legal page (terms or privacy) with its sections, and the Grievance Officer the site settings name. */
export const legalPageQuery = defineQuery(`*[_type == "legalPage" && kind == $kind][0]{
  title,
  lastUpdated,
  intro,
  "sections": sections[]{ _key, heading, body },
  "grievanceOfficer": *[_type == "siteSettings" && _id == "siteSettings"][0].grievanceOfficer{ name, email, phone, address, acknowledgeHours, resolveDays }
}`);
