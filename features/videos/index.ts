/** What other features may use of videos on the server. */
export { thumbnailUrlFor } from "./server/access";
export { DEMO_VIDEOS, demoVideoIds, readDemoClip } from "./server/seed";
