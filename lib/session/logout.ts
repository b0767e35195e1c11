/** The Confirm Logout dialog's text, in the public header and on the dashboards (spec 01). */
export const LOGOUT_TEXT = "Are you sure you want to logout? You will need to sign in again to access your account.";
