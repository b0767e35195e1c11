/** What other features may use of the video settings in the browser. */
export { CURRENCIES, currencySymbol, priceText, tooLongMessage, type CurrencyCode } from "./schema";
