/** The UPI payment screen of one of the customer's orders: checkout, My Orders and mails link here. */
export const payOrderPath = (orderId: string) => `/myaccount/order/${orderId}/pay`;
