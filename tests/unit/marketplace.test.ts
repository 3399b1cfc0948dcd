/** The marketplace's pure rules: delivery fee and estimate, facet counts, and the list state in the address. */
import { describe, expect, it } from 'vitest';
import { deliveryEstimate, deliveryFeeFor, formatDeliveryDate, formatPaise, rupeesToPaise } from '../../contracts/bookShop';
import { countRatedAtLeast, countValues, idsRatedAtLeast } from '../../web/src/features/market/facets';
import { listStateToSearch, parseListState, searchPattern } from '../../web/src/features/market/listState';

const rule = { freeDeliveryThreshold: 49_900, deliveryFee: 4_900 };

describe('delivery', () => {
  it('charges the fee below ₹499, nothing at or above it, nothing for an empty cart', () => {
    expect(deliveryFeeFor(49_899, rule)).toBe(4_900);
    expect(deliveryFeeFor(49_900, rule)).toBe(0);
    expect(deliveryFeeFor(0, rule)).toBe(0);
  });

  it('prices in paise and shows rupees the Indian way', () => {
    expect(rupeesToPaise(450)).toBe(45_000);
    expect(rupeesToPaise(19.99)).toBe(1_999);
    expect(formatPaise(140_184)).toBe('₹1,401.84');
    expect(formatPaise(49_900, { wholeWithoutDecimals: true })).toBe('₹499');
  });

  it('estimates delivery from today in India: late evening UTC is already tomorrow in IST', () => {
    expect(formatDeliveryDate(deliveryEstimate(new Date('2026-11-23T10:00:00Z'), 4))).toBe('Fri, 27 Nov');
    expect(formatDeliveryDate(deliveryEstimate(new Date('2026-11-23T20:00:00Z'), 4))).toBe('Sat, 28 Nov');
  });
});

describe('facets', () => {
  it('counts each value the other filters leave', () => {
    expect(countValues(['hindi', 'english', 'hindi', null])).toEqual(new Map([['hindi', 2], ['english', 1]]));
  });

  it('counts books rated at least N stars with the API ratings; unrated books count as none', () => {
    const ratings = new Map([['a', 4.5], ['b', 3], ['c', 2.5]]);
    expect(countRatedAtLeast(['a', 'b', 'c', 'd'], ratings, [4, 3, 2])).toEqual(new Map([[4, 1], [3, 2], [2, 3]]));
    expect(idsRatedAtLeast(ratings, 3)).toEqual(['a', 'b']);
  });
});

describe('list state in the address', () => {
  it('round-trips filters, search, sort, page and view, and drops what it does not know', () => {
    const state = parseListState(new URLSearchParams('lang=hindi&lang=english&fmt=paperback&stars=3&q=gita&sort=price-asc&page=2&view=list&cat=<x>'));
    expect(state).toEqual({ search: 'gita', categories: [], languages: ['english', 'hindi'], formats: ['paperback'], minStars: 3, sort: 'price-asc', page: 2, view: 'list' });
    expect(parseListState(new URLSearchParams(listStateToSearch(state).slice(1)))).toEqual(state);
  });

  it('sorts by relevance only when searching', () => {
    expect(parseListState(new URLSearchParams('sort=relevance')).sort).toBe('newest');
    expect(parseListState(new URLSearchParams('q=veda')).sort).toBe('relevance');
  });

  it('turns the search box into prefix matches without GROQ syntax', () => {
    expect(searchPattern('Upan  WIS"*')).toBe('upan* wis*');
    expect(searchPattern('  ')).toBe('');
  });
});
