/** What other features may use of accounts in the browser (shared schemas). */
export { PHONE_PATTERN, emailSchema } from "./schema";
