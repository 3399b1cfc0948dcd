import { describe, expect, it } from 'vitest';
import {
  articlePath,
  bookPath,
  episodePath,
  isKnownPagePath,
  loginPathReturningTo,
  MEDIA_TABS,
  PRODUCT_SLUG,
  profilePath,
  ROUTES,
} from '../../contracts/routes';

describe('the route table', () => {
  it('uses the product slug for every {product} route', () => {
    expect(PRODUCT_SLUG).toBe('jnanam');
    expect(ROUTES.terms).toBe('/jnanam-terms&condition');
    expect(ROUTES.stream).toBe('/jnanam-stream');
    expect(MEDIA_TABS.map((t) => t.to)).toEqual([
      '/jnanam-stream',
      '/jnanam-sparks',
      '/jnanam-insights',
      '/jnanam-dialogue',
      '/jnanam-social',
      '/jnanam-academy',
    ]);
  });

  it('knows every page path, including encoded ones and the episode player', () => {
    for (const route of Object.values(ROUTES)) expect(isKnownPagePath(route.replace(':id', 'abc'))).toBe(true);
    expect(isKnownPagePath('/jnanam-terms%26condition')).toBe(true);
    expect(isKnownPagePath('/about/')).toBe(true);
    expect(isKnownPagePath(episodePath('65f1a2'))).toBe(true);
  });

  it('rejects unknown paths', () => {
    for (const path of ['/nope', '/video-player/', '/video-player/a/b', '/jnanam-', '/%E0%A4%A']) expect(isKnownPagePath(path)).toBe(false);
  });

  it('builds the addresses that carry a parameter, encoded', () => {
    expect(episodePath('a b')).toBe('/video-player/a%20b');
    expect(articlePath('four-aims-of-life')).toBe('/reading-blog?article=four-aims-of-life');
    expect(bookPath('gita & you')).toBe('/market-place2?book=gita%20%26%20you');
    expect(profilePath('42')).toBe('/personal-profile?member=42');
    expect(loginPathReturningTo('/video-player/x')).toBe('/login?next=%2Fvideo-player%2Fx');
    for (const built of [episodePath('x'), articlePath('x'), bookPath('x'), profilePath('1')]) {
      expect(isKnownPagePath(new URL(built, 'http://site.invalid').pathname)).toBe(true);
    }
  });
});
