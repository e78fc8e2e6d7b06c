// The pages a new shop starts with (besides the privacy policy and the terms, which the owner
// writes): what the shop does today, in words an owner can edit. They promise only what the code
// keeps: cash on delivery or UPI where the shop turns it on, free shipping, delivery by PIN code, returns and size exchanges asked
// for from My Orders within RETURN_WINDOW_DAYS of delivery, refunds to a UPI ID.
import type { starterPageSlugs } from '@shop/contracts/content';
import { RETURN_WINDOW_DAYS } from '@shop/contracts/returns';

const shippingPolicy = `
<p>We deliver across India. You pay cash on delivery or, where checkout offers it, by UPI when you order: there are no card payments.</p>
<h2>Shipping charges</h2>
<p>Shipping is free on every order, whatever its value.</p>
<h2>Where we deliver</h2>
<p>We deliver by PIN code. Enter yours under "Check delivery" on any product page to see whether we deliver there, whether cash on delivery is offered and the date your order would arrive. Checkout checks the PIN code of your address again before you place the order.</p>
<h2>Delivery time</h2>
<p>The expected delivery date is shown on the product page, at checkout and in the order confirmation we email you. Most orders arrive within a few days; some PIN codes take longer.</p>
<h2>Paying</h2>
<ul>
<li>Cash on delivery: please keep the amount ready for the delivery partner.</li>
<li>Cash on delivery may be limited to orders up to a certain value; the product page's delivery check shows the limit when there is one.</li>
<li>UPI, where checkout offers "Pay now by UPI": pay from any UPI app within the time shown and give us the 12-digit UPI reference (UTR). Where cash on delivery is not offered for your PIN code or order value, UPI may still be.</li>
</ul>
<h2>Tracking and cancelling</h2>
<ul>
<li>When your order ships we email you, and My Account &gt; My Orders shows the courier and the tracking number.</li>
<li>You can cancel an order yourself from My Orders while it is still pending, that is before it ships.</li>
</ul>
`.trim();

const returnsPolicy = `
<p>If something does not fit or is not right, you can return it or exchange it for another size within ${RETURN_WINDOW_DAYS} days from delivery.</p>
<h2>How to ask</h2>
<ul>
<li>Open My Account &gt; My Orders, choose the delivered order and press "Return or exchange". The order shows the last day you can ask.</li>
<li>Choose the items and how many of each, and a reason for each: size too small, size too large, damaged or defective, wrong item sent, not as described, or changed my mind.</li>
<li>Only a delivered order can be returned or exchanged, and after ${RETURN_WINDOW_DAYS} days from delivery the window closes.</li>
</ul>
<h2>Exchanges</h2>
<p>An exchange is for another size of the same product, among the sizes in stock. Once we approve it we set the new size aside for you, and when your items reach us we send the new size in a new order, with nothing to pay.</p>
<h2>Refunds</h2>
<p>Orders are paid in cash, so we refund to a UPI ID: you give it when you ask for a return. We keep it with your request to send the refund, and only you and our staff who handle returns can see it. We refund the price you paid for the items you return; shipping was free, so there is nothing else to refund.</p>
<h2>What happens next</h2>
<ul>
<li>We look at your request and email you whether it is approved. Until we answer, you can cancel it from My Orders.</li>
<li>Once it is approved, keep the items ready to hand back unused, unwashed and with their tags.</li>
<li>When the items reach us we check them, then send the refund or the new size. We email you at every step, and My Orders shows where your request stands.</li>
</ul>
`.trim();

const contact = `
<p>Questions about a size, an order or a delivery? Write to us or call us: we are happy to help. Please have your order number at hand.</p>
<h2>Complaints</h2>
<p>If something went wrong and we have not put it right, write to our grievance officer, named below as India's Consumer Protection (E-Commerce) Rules, 2020 ask. We acknowledge every complaint within 48 hours and resolve it within one month.</p>
`.trim();

export const starterPages = [
  { slug: 'shipping-policy', title: 'Shipping Policy', content: shippingPolicy },
  { slug: 'returns-policy', title: 'Returns & Exchanges', content: returnsPolicy },
  { slug: 'contact', title: 'Contact Us', content: contact },
] satisfies { slug: (typeof starterPageSlugs)[number]; title: string; content: string }[];
