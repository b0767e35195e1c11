/** A toast's text: a title alone, or a title with a second line. */
export type ToastText = string | { title: string; description?: string };

/**
 * What a failed call says: the error's own message (our API's `message`, which `apiFetch` puts
 * on the Error), else the fallback. A TypeError is the browser's "Failed to fetch" (no network):
 * never shown as such.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && !(error instanceof TypeError) && error.message ? error.message : fallback;
}

/**
 * The error toast of a failure: the message alone, or, given a title, the title with the
 * message as its description (left out when it only repeats the title).
 */
export function errorToast(message: string, title?: string): { title: string; description?: string } {
  if (!title) return { title: message };
  return message && message !== title ? { title, description: message } : { title };
}

/** A toast's text as sonner's (title, options) arguments. */
export function toastArgs(text: ToastText): [string, { description: string } | undefined] {
  if (typeof text === "string") return [text, undefined];
  return [text.title, text.description ? { description: text.description } : undefined];
}
