import { describe, expect, it } from 'vitest';
import { itemRange, pageFromSearch, pageWindow } from './page-window.ts';

describe('pageWindow', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the current page in a window of 5', () => {
    expect(pageWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps 5 numbers at both ends', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it('clamps a page outside the range and is empty without pages', () => {
    expect(pageWindow(40, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(0, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('itemRange', () => {
  it('counts the first and last item of a page from 1', () => {
    expect(itemRange(1, 50, 112)).toEqual({ first: 1, last: 50 });
    expect(itemRange(2, 50, 112)).toEqual({ first: 51, last: 100 });
    expect(itemRange(3, 50, 112)).toEqual({ first: 101, last: 112 });
  });

  it('is 0 - 0 when nothing matches', () => {
    expect(itemRange(1, 50, 0)).toEqual({ first: 0, last: 0 });
  });
});

describe('pageFromSearch', () => {
  it('reads a whole page number from 1, and takes anything else for page 1', () => {
    const page = (search: string) => pageFromSearch(new URLSearchParams(search));
    expect(page('page=3')).toBe(3);
    expect(page('')).toBe(1);
    for (const bad of ['page=0', 'page=-2', 'page=1.5', 'page=two']) expect(page(bad)).toBe(1);
  });
});
