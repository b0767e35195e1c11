/** What other features may use of the library on the server. */
export { DEMO_LIBRARY } from "./server/seed";
