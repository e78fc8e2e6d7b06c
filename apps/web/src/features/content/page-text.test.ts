import { describe, expect, it } from 'vitest';
import { pageContent, pageTitle } from './page-text.ts';

const shipping = {
  title: 'Shipping Policy',
  content: '<p>5 days</p>',
  titleHi: 'शिपिंग नीति',
  contentHi: '<p>5 दिन</p>',
};
const englishOnly = { ...shipping, titleHi: null, contentHi: null };

describe('a content page in the page language', () => {
  it("shows the owner's Hindi on a Hindi page, in the page's own language", () => {
    expect(pageTitle(shipping, 'hi')).toEqual({ text: 'शिपिंग नीति', lang: undefined });
    expect(pageContent(shipping, 'hi')).toEqual({ text: '<p>5 दिन</p>', lang: undefined });
  });

  it('shows the English on an English page, which needs no lang of its own', () => {
    expect(pageTitle(shipping, 'en')).toEqual({ text: 'Shipping Policy', lang: undefined });
    expect(pageContent(shipping, 'en')).toEqual({ text: '<p>5 days</p>', lang: undefined });
  });

  it('falls back on the English on a Hindi page, marked lang="en"', () => {
    expect(pageTitle(englishOnly, 'hi')).toEqual({ text: 'Shipping Policy', lang: 'en' });
    expect(pageContent(englishOnly, 'hi')).toEqual({ text: '<p>5 days</p>', lang: 'en' });
  });

  it('chooses title and content each on its own', () => {
    const titleOnly = { ...shipping, contentHi: null };
    expect(pageTitle(titleOnly, 'hi').text).toBe('शिपिंग नीति');
    expect(pageContent(titleOnly, 'hi')).toEqual({ text: '<p>5 days</p>', lang: 'en' });
  });
});
