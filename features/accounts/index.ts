/** What other features may use of accounts on the server. */
export { authenticateWithPassword, confirmCurrentPassword, WRONG_CURRENT_PASSWORD } from "./server/login";
