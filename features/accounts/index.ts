/** What other features may use of accounts on the server. */
export { authenticateWithPassword, confirmCurrentPassword, WRONG_CURRENT_PASSWORD } from "./server/login";
/** A cookie session as the sign-in forms open it (the donation form's tests post as a signed-in donor). */
export { signInCookie } from "./server/session-cookie";
