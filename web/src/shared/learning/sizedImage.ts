/** A picture at the width it is shown (the image service resizes the trust's and members' pictures alike). */
export const sizedImage = (url: string, width: number) => `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
