/** The query parameter that asks a video's page to open the player (./play-button.tsx reads it). */
export const PLAY_AFTER_LOGIN = "play";

/** The video's page (`pagePath`) with its player opened as it loads, for a signed-in viewer. */
export const playHref = (pagePath: string): string => `${pagePath}?${PLAY_AFTER_LOGIN}=1`;

/** A guest's Play: sign in, then back to the video's page with the player opened. */
export const signInToPlayHref = (pagePath: string): string => `/login?callbackUrl=${encodeURIComponent(playHref(pagePath))}`;
