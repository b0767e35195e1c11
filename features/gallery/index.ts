/** What other features may use of the gallery on the server. */
export { DEMO_PHOTOS } from "./server/seed";
