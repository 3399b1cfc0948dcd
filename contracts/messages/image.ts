/** The image service (`/images/…?w=&h=&fit=…`). */
export const IMAGE_MESSAGES = {
  notFound: 'Image not found.',
  unknownParameter: (name: string) => `The image option "${name}" is not offered.`,
  badValue: (name: string) => `The image option "${name}" has a value that is not offered.`,
  rectOutside: 'The crop rectangle must lie inside the image.',
  busy: 'Many pictures are being prepared just now. Please try again in a moment.',
  tooManyNew: 'Too many new picture sizes were asked for. Please wait a minute and try again.',
} as const;
