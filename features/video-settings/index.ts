/**
 * What other features may use of the video settings on the server: the record as the server
 * uses it (an invoice copies `pricePerVideoMinor` and `currency` when it is made; an upload is
 * checked against `maxVideoLengthSeconds`), and the ways to write them.
 */
export { getVideoSettings, type VideoSettings } from "./server/settings";
export { CURRENCIES, currencySymbol, priceText, tooLongMessage, type CurrencyCode } from "./schema";
