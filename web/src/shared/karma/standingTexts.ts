/** A member's standing in words, the part of the Karmic Points texts every profile shows (the rest load with one's own panel). */
export const KARMA_STANDING_TEXTS = {
  panelHeading: 'Karmic Points',
  points: (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'point' : 'points'}`,
} as const;
