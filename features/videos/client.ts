/** What other features may use of videos in the browser (client components, shared schemas). */
export { VideoPlayer } from "./ui/player";
/** The player's progress rules (watching checks them against its own ranges: features/watching/server/player-progress.test.ts). */
export * from "./ui/player/progress-logic";
export { catalogueQuerySchema, isRecommended, topicTags } from "./schema";
