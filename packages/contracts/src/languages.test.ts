import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { languageFromAcceptLanguage, languageOfPath, pathInLanguage } from './languages.ts';

describe('languageOfPath', () => {
  it('reads Hindi from /hi and below it, English from everything else', () => {
    assert.equal(languageOfPath('/hi'), 'hi');
    assert.equal(languageOfPath('/hi/shop'), 'hi');
    assert.equal(languageOfPath('/hi?page=2'), 'hi');
    assert.equal(languageOfPath('/'), 'en');
    assert.equal(languageOfPath('/shop'), 'en');
    assert.equal(languageOfPath('/hiking-shoes'), 'en');
    assert.equal(languageOfPath('/product/hi'), 'en');
  });
});

describe('pathInLanguage', () => {
  it('moves a page between /… and /hi/… keeping its path and query', () => {
    assert.equal(pathInLanguage('/shop?page=2', 'hi'), '/hi/shop?page=2');
    assert.equal(pathInLanguage('/hi/shop?page=2', 'en'), '/shop?page=2');
    assert.equal(pathInLanguage('/', 'hi'), '/hi');
    assert.equal(pathInLanguage('/hi', 'en'), '/');
    assert.equal(pathInLanguage('/hi/', 'en'), '/');
    assert.equal(pathInLanguage('/hi/cart', 'hi'), '/hi/cart');
    assert.equal(pathInLanguage('/cart', 'en'), '/cart');
  });
});

describe('languageFromAcceptLanguage', () => {
  it('takes the first of the shop’s languages by weight, English when unsure', () => {
    assert.equal(languageFromAcceptLanguage('hi-IN,hi;q=0.9,en;q=0.8'), 'hi');
    assert.equal(languageFromAcceptLanguage('hi'), 'hi');
    assert.equal(languageFromAcceptLanguage('en-IN,hi;q=0.5'), 'en');
    assert.equal(languageFromAcceptLanguage('en;q=0.4, hi;q=0.6'), 'hi');
    assert.equal(languageFromAcceptLanguage('fr-FR, de;q=0.5'), 'en');
    assert.equal(languageFromAcceptLanguage('hi;q=0'), 'en');
    assert.equal(languageFromAcceptLanguage('*'), 'en');
    assert.equal(languageFromAcceptLanguage(''), 'en');
    assert.equal(languageFromAcceptLanguage(undefined), 'en');
  });
});
