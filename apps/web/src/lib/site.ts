import { createContext } from 'react';

/** The brand name used until (or when) company details cannot be loaded from the API. */
export const defaultBrandName = 'Little Sprouts';

/**
 * The shop's name as the company details give it, for shared pieces (the page title) that must
 * not reach into a feature for it; the app's root layout provides it.
 */
export const BrandNameContext = createContext(defaultBrandName);
