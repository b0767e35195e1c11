/** What other features may use of videos in the browser (client components, shared schemas). */
export { VideoPlayer, type PlayerLoader, type PlayerMedia } from "./ui/player";
/** Play on an item's own page: sign-in for guests (back to the page), then the protected player. */
export { PlayButton } from "./ui/catalogue/play-button";
/** The player's progress rules (watching checks them against its own ranges: features/watching/server/player-progress.test.ts). */
export * from "./ui/player/progress-logic";
export { catalogueQuerySchema, isRecommended, topicTags } from "./schema";
