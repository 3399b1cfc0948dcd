/** Up to two capitals from a name ("Asha Rao" → "AR"), shown where a member has no picture. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
