/** What other code uses of the privacy feature: its part of every person's data (registry/personal-data.ts). */
export { privacyPersonalData } from "./personal-data";
