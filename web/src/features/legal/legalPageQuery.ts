import { defineQuery } from 'groq';

/** A legal page (terms or privacy) with its sections. */
export const legalPageQuery = defineQuery(`*[_type == "legalPage" && kind == $kind][0]{
  title,
  lastUpdated,
  intro,
  "sections": sections[]{ _key, heading, body }
}`);
