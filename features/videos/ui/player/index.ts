/** The protected full-screen player and its progress hook: the stable API shared with the dashboards. */
export { VideoPlayer, LOADING_INDICATOR_MS, type PlayerLoader, type PlayerMedia, type VideoPlayerProps } from "./video-player";
export { useVideoProgress, progressUrl, type ProgressSaved } from "./use-video-progress";
export {
  ProgressTracker,
  resumePosition,
  saveBody,
  SAVE_INTERVAL_MS,
  MIN_CHANGE_SECONDS,
  DEBOUNCE_MS,
  type Save,
  type SaveBody,
  type SaveReason,
} from "./progress-logic";
