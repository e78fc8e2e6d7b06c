// Company details and content pages for the demo shop: the two legal pages and the starter pages
// (shipping, returns, contact). The HTML uses only h2, p, ul/li and a: no scripts and no inline
// styles, so it passes the server's sanitizer unchanged.

export const demoCompany = {
  name: 'Little Sprouts',
  email: 'hello@littlesprouts.in',
  phone: '8041234567',
  address: '2nd Floor, 14 Rose Garden Lane, Koramangala 5th Block, Bengaluru, Karnataka',
  pincode: '560095',
  grievanceOfficerName: 'Kavya Menon',
  grievanceOfficerEmail: 'grievance@littlesprouts.in',
  grievanceOfficerPhone: '9845067890',
  // A made-up registration with a valid check character, so demo invoices look as real ones do.
  legalName: 'Little Sprouts Kidswear Private Limited',
  gstin: '29AABCL1234M1ZF',
  stateCode: '29',
  returnInstructions:
    'Our courier partner collects the items from your delivery address within 3 working days and calls you before coming. Pack them unused, unwashed and with their tags, with a note of your request number.',
  // The demo takes cash on delivery only; the owner turns UPI on in the Company screen.
  upiId: '',
  upiPayeeName: '',
};

export type DemoLegalPage = {
  slug: 'privacy-policy' | 'terms-conditions' | 'shipping-policy' | 'returns-policy' | 'contact';
  title: string;
  content: string;
};

const { name, email, phone, address, pincode } = demoCompany;
const mail = `<a href="mailto:${email}">${email}</a>`;
const phoneText = `+91 ${phone.slice(0, 2)} ${phone.slice(2, 6)} ${phone.slice(6)}`;
const updated = '1 January 2025';

const privacyPolicy = `
<p>Last updated: ${updated}</p>
<p>${name} ("we", "us", "our") runs this online shop for baby and kids clothing, fabrics, nursery goods, toys and accessories. We know that as a parent you are trusting us with information about your family, and we take that seriously. This Privacy Policy explains what personal data we collect, why we collect it, how we protect it and the choices you have. It is written to comply with the Information Technology Act, 2000 and the rules made under it, and the Digital Personal Data Protection Act, 2023 ("DPDP Act").</p>

<h2>1. Information we collect</h2>
<p>We collect only what we need to run the shop and deliver your orders:</p>
<ul>
<li>Account details: your name, username, email address, mobile number, date of birth (optional) and a password, which we store only in a securely hashed form.</li>
<li>Delivery details: the addresses you save, including city, state and PIN code.</li>
<li>Order details: the products, sizes and colours you buy, the amount payable, order status and delivery dates. Orders are paid by Cash on Delivery or, where checkout offers it, by UPI from your own UPI app, so we never ask for card details, UPI PINs or bank passwords. For a UPI payment we keep the 12-digit UPI reference (UTR) you give us, to find the payment on our bank statement.</li>
<li>Refund details: when you ask for a return, the UPI ID you give us for the refund. We keep it with that return request to send the refund; it is shown only to you in My Orders and to our staff who handle returns, and it is never written into an email. An exchange needs no UPI ID.</li>
<li>Reviews: if you review a product you bought, your rating and your words, published under your first name and the initial of your last name once we have read them.</li>
<li>Shopping activity: items in your cart and wishlist, so they are waiting for you on any device.</li>
<li>Technical data: your IP address, browser type and basic logs, used to keep the site secure and working properly.</li>
</ul>
<p>We do not knowingly collect personal data from children. Accounts must be created by a parent or guardian aged 18 or over. Sizes and product choices for your child are treated as order details, not as the child's personal data.</p>

<h2>2. How we use your information</h2>
<ul>
<li>To create and manage your account and let you sign in securely.</li>
<li>To process, pack and deliver your orders, and to collect payment on delivery.</li>
<li>To email you about your orders (confirmation, shipping, delivery or cancellation) and your return and exchange requests, to send one-time passwords (OTPs) for password resets, and, once after a delivery, to invite you to review what you bought.</li>
<li>To handle returns, exchanges and refunds under our 7-day easy returns policy, and to send a return's refund to the UPI ID you gave for it.</li>
<li>To answer your questions and provide customer support.</li>
<li>To detect and prevent fraud, abuse and security incidents.</li>
</ul>
<p>We process your data on the basis of your consent, which you give when you create an account or place an order, and for legitimate uses permitted by the DPDP Act, such as fulfilling an order you asked for.</p>

<h2>3. Sharing your information</h2>
<p>We never sell or rent your personal data. We share it only with:</p>
<ul>
<li>Courier and logistics partners, who receive your name, phone number and delivery address to deliver your parcel and collect cash on delivery.</li>
<li>Your bank and the UPI network, which carry the UPI payments you make to us and receive the UPI ID of a return or a cancelled paid order when we send its refund.</li>
<li>Service providers that host our website, send our emails and help us run the business, under contracts that require them to protect your data and use it only on our instructions.</li>
<li>Authorities, when required by law, court order or a lawful request by a government agency.</li>
</ul>

<h2>4. Cookies and local storage</h2>
<p>Our website sets two small cookies, neither of them about you: the language you chose, and a note that your browser already has the shop's fonts. It uses your browser's local storage to keep you signed in and to remember the PIN code you checked delivery for; your cart and wishlist are kept with your account, so they wait for you on any device. We use no advertising or tracking tools. You can clear this data from your browser at any time; you will simply be signed out.</p>

<h2>5. How we protect your data</h2>
<p>We follow reasonable security practices as required under Section 43A of the IT Act, 2000, including encrypted connections (HTTPS), hashed passwords, access controls for our staff and regular backups. No system is perfectly secure, but if a personal data breach ever affects you, we will inform you and the Data Protection Board of India as the DPDP Act requires.</p>

<h2>6. How long we keep your data</h2>
<p>We keep your account data for as long as your account is active. Order and invoice records, with their return requests, are kept for up to eight years to meet tax and accounting laws. When data is no longer needed, we delete or anonymise it.</p>

<h2>7. Your rights</h2>
<p>Under the DPDP Act you have the right to:</p>
<ul>
<li>access a summary of the personal data we hold about you and how it is used;</li>
<li>correct or update inaccurate or incomplete data (most of it you can edit yourself under My Account);</li>
<li>ask us to erase your data, unless we must keep it by law;</li>
<li>withdraw your consent at any time, which will not affect processing already carried out;</li>
<li>nominate another person to exercise these rights in the event of your death or incapacity;</li>
<li>raise a grievance with us and, if unresolved, with the Data Protection Board of India.</li>
</ul>

<h2>8. Grievance Officer</h2>
<p>If you have any question or complaint about your personal data, please contact our Grievance Officer at ${mail} or ${phoneText}, or write to: Grievance Officer, ${name}, ${address} - ${pincode}. We will acknowledge your request within 48 hours and resolve it within 30 days.</p>

<h2>9. Changes to this policy</h2>
<p>We may update this policy from time to time. The latest version will always be on this page, with the date it was last updated. If we make significant changes, we will let you know by email or with a notice on the website.</p>
`.trim();

const termsConditions = `
<p>Last updated: ${updated}</p>
<p>Welcome to ${name}. These Terms and Conditions apply to your use of our website and to every order you place with us. By creating an account or placing an order, you agree to these terms, so please read them carefully. This document is an electronic record under the Information Technology Act, 2000 and does not require a physical or digital signature.</p>

<h2>1. About us</h2>
<p>The website is operated by ${name}, ${address} - ${pincode}, India. You can reach us at ${mail} or ${phoneText}, Monday to Saturday, 10 am to 7 pm.</p>

<h2>2. Your account</h2>
<ul>
<li>You must be at least 18 years old to create an account and place orders.</li>
<li>Please give accurate details and keep them up to date, especially your phone number and address, so that deliveries reach you.</li>
<li>You are responsible for keeping your password confidential and for all activity under your account. Tell us immediately if you suspect unauthorised use.</li>
<li>We may suspend accounts that are used for fraud, abuse or repeated refusal of cash on delivery orders.</li>
</ul>

<h2>3. Products, sizes and colours</h2>
<p>We make every effort to describe and photograph our products accurately. Colours may look slightly different on different screens, and hand block prints, chikankari and handmade wooden toys naturally vary from piece to piece. Please check the size guide on each product page: baby sizes are given by age in months, kids sizes by age in years, footwear in UK children's sizes and fabrics by length in metres. Soft toys and rattles meet Indian toy safety standards, but always supervise young children during play.</p>

<h2>4. Prices and offers</h2>
<ul>
<li>All prices are in Indian Rupees (₹) and include GST.</li>
<li>Where a product is on offer, the struck-through price shows the regular price and the amount you save is shown as a discount.</li>
<li>Prices and offers may change without notice, but the price you pay is the one shown when you place your order.</li>
<li>If a product is listed at an obviously wrong price because of a technical error, we may cancel the order and will let you know.</li>
</ul>

<h2>5. Orders and payment</h2>
<p>Placing an order is an offer to buy. We accept it when we confirm the order by email. We accept payment by Cash on Delivery (COD) or, where checkout offers it, by UPI to our own UPI ID. For COD please keep the exact amount ready and pay the delivery partner when your parcel arrives; we may ask you to confirm a COD order by the link in its email or by phone. A UPI order must be paid, and its 12-digit UPI reference (UTR) given, within the time checkout shows, or it is cancelled and nothing is due. We mark a UPI order paid only when the money reaches our bank account: a screenshot is not proof of payment. A paid order that is cancelled or returned is refunded to the UPI ID you give us. An order may be cancelled by us if a product goes out of stock, if the address cannot be serviced or if we suspect fraud; in that case you pay nothing.</p>
<p>You may cancel an order yourself from My Account &gt; Orders while its status is Pending. Once an order has been shipped it can no longer be cancelled, but you can still return it under our returns policy. The replacement we send for an exchange is not an order you can cancel: it goes out as part of your exchange request.</p>

<h2>6. Shipping and delivery</h2>
<ul>
<li>Shipping is free on every order, anywhere we deliver in India.</li>
<li>We deliver by PIN code. Orders usually arrive within 5 days; the expected date for your PIN code is shown on the product page, at checkout and in your order confirmation. See our <a href="/page/shipping-policy">Shipping Policy</a>.</li>
<li>Delivery dates shown are estimates. Delays caused by couriers, weather, strikes or other events beyond our control do not make us liable, but we will always help you track your parcel.</li>
<li>Please check that the package is sealed when it arrives. If it looks damaged or tampered with, you may refuse it.</li>
</ul>

<h2>7. Easy returns within 7 days</h2>
<p>If something is not right, you can return it, or exchange it for another size, within 7 days of delivery.</p>
<ul>
<li>Ask from My Account &gt; My Orders: open the delivered order and choose "Return or exchange".</li>
<li>An exchange is for another size of the same product, among the sizes in stock, and the new size comes free of charge.</li>
<li>A return is refunded to the UPI ID you give in your request: the price you paid for the items you send back.</li>
<li>Please hand the items back unused, unwashed and with their tags.</li>
<li>The full steps are on our <a href="/page/returns-policy">Returns &amp; Exchanges</a> page.</li>
</ul>

<h2>8. Intellectual property</h2>
<p>All content on this website, including product designs, prints, illustrations, photographs, text and the ${name} name and logo, belongs to us or our licensors. You may not copy, reproduce or use it for commercial purposes without our written permission.</p>

<h2>9. Acceptable use</h2>
<p>You agree not to misuse the website: for example, not to attempt to gain unauthorised access, interfere with its security, place fake orders, or post unlawful content. Misuse may lead to suspension of your account and action under the IT Act, 2000.</p>

<h2>10. Limitation of liability</h2>
<p>To the extent permitted by law, our total liability for any claim relating to an order is limited to the amount you paid for that order. We are not responsible for indirect or consequential losses. Nothing in these terms limits your rights as a consumer under the Consumer Protection Act, 2019 and the Consumer Protection (E-Commerce) Rules, 2020.</p>

<h2>11. Privacy</h2>
<p>Your use of the website is also governed by our <a href="/page/privacy-policy">Privacy Policy</a>, which explains how we handle your personal data under the Digital Personal Data Protection Act, 2023.</p>

<h2>12. Governing law and disputes</h2>
<p>These terms are governed by the laws of India. We will always try to resolve any concern amicably first, so please contact our Grievance Officer at ${mail}; we acknowledge complaints within 48 hours and aim to resolve them within one month. Any dispute that cannot be settled will be subject to the exclusive jurisdiction of the courts in Bengaluru, Karnataka.</p>

<h2>13. Changes to these terms</h2>
<p>We may update these terms from time to time. Changes apply to orders placed after the updated terms are published on this page.</p>
`.trim();

const shippingPolicy = `
<p>Last updated: ${updated}</p>
<p>${name} delivers across India. You pay cash on delivery or, where checkout offers it, by UPI when you order: there are no card payments.</p>
<h2>Shipping charges</h2>
<p>Shipping is free on every order, whatever its value.</p>
<h2>Where we deliver</h2>
<p>We deliver by PIN code. Enter yours under "Check delivery" on any product page to see whether we deliver there, whether cash on delivery is offered and the date your order would arrive. Checkout checks the PIN code of your address again before you place the order.</p>
<h2>Delivery time</h2>
<p>Orders usually arrive within 5 days. The expected date for your PIN code is shown on the product page, at checkout and in the order confirmation we email you.</p>
<h2>Paying</h2>
<ul>
<li>Cash on delivery: please keep the amount ready for the delivery partner. Confirming the order from its email helps us send it sooner.</li>
<li>If we ever limit cash on delivery to orders up to a certain value, the product page's delivery check shows the limit.</li>
<li>UPI, where checkout offers "Pay now by UPI": pay from any UPI app within the time shown and give us the 12-digit UPI reference (UTR). Where cash on delivery is not offered for your PIN code or order value, UPI may still be.</li>
</ul>
<h2>Tracking and cancelling</h2>
<ul>
<li>When your order ships we email you, and My Account &gt; My Orders shows the courier and the tracking number.</li>
<li>You can cancel an order yourself from My Orders while it is still pending, that is before it ships (an exchange's replacement excepted: it follows the exchange request).</li>
</ul>
`.trim();

const returnsPolicy = `
<p>Last updated: ${updated}</p>
<p>If something does not fit or is not right, you can return it or exchange it for another size within 7 days from delivery.</p>
<h2>How to ask</h2>
<ul>
<li>Open My Account &gt; My Orders, choose the delivered order and press "Return or exchange". The order shows the last day you can ask.</li>
<li>Choose the items and how many of each, and a reason for each: size too small, size too large, damaged or defective, wrong item sent, not as described, or changed my mind.</li>
<li>Only a delivered order can be returned or exchanged, and after 7 days from delivery the window closes.</li>
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
<p>Questions? Write to ${mail} or call ${phoneText}.</p>
`.trim();

const contactPage = `
<p>Questions about a size, an order or a delivery? Write to us or call us, Monday to Saturday, 10 am to 7 pm: we are happy to help. Please have your order number at hand.</p>
<h2>Complaints</h2>
<p>If something went wrong and we have not put it right, write to our grievance officer, named below as India's Consumer Protection (E-Commerce) Rules, 2020 ask. We acknowledge every complaint within 48 hours and resolve it within one month.</p>
`.trim();

export const demoLegalPages: DemoLegalPage[] = [
  { slug: 'privacy-policy', title: 'Privacy Policy', content: privacyPolicy },
  { slug: 'terms-conditions', title: 'Terms & Conditions', content: termsConditions },
  { slug: 'shipping-policy', title: 'Shipping Policy', content: shippingPolicy },
  { slug: 'returns-policy', title: 'Returns & Exchanges', content: returnsPolicy },
  { slug: 'contact', title: 'Contact Us', content: contactPage },
];
