/** What other features may use of donations on the server. */
export { donationTotals } from "./server/tracking";
