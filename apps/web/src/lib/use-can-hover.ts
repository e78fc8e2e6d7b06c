import { useMediaQuery } from './use-media-query.ts';

/**
 * Whether the shopper points with a mouse that hovers: what only shows on hover (a card's second
 * photo) is drawn for her alone. A phone never hovers, and a picture it cannot show would still
 * be downloaded over her mobile data. The server's render and the hydrating one say no; test
 * environments without matchMedia count as a mouse.
 */
export function useCanHover(): boolean {
  return useMediaQuery('(hover: hover) and (pointer: fine)', true);
}
