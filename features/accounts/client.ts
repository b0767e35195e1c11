/** What other features may use of accounts in the browser (shared schemas). */
export { emailSchema } from "./schema";
