/** The brand name used until (or when) company details cannot be loaded from the API. */
export const defaultBrandName = 'Little Sprouts';
