/** What other features may use of bank accounts on the server: an invoice's payment details. */
export { paymentDetailsFor, type PaymentDetails } from "./server/bank-accounts";
