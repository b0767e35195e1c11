"use client";

import { useState } from "react";
import { toast } from "sonner";
import { isStaleRecord } from "@/lib/http/api-client";
import { errorMessage, errorToast, toastArgs, type ToastText } from "./mutation-feedback";
import { useRefresh } from "./use-refresh";

export type ApiMutationOptions<A extends unknown[], R> = {
  /** What a failure says when the error carries no message (e.g. no network); none: an `errorTitle` toast alone. */
  fallback?: string;
  /** Where a failure shows: a toast (the default), `error` for an inline alert, or both. */
  errorIn?: "toast" | "inline" | "both";
  /** The error toast's title, the failure's own message becoming its description. */
  errorTitle?: string;
  /** The success toast, shown once the refreshed page is on screen. */
  success?: ToastText | ((result: R, ...args: A) => ToastText);
  /**
   * Re-render the page on the server after a success: `await` (the default) before `onSuccess`
   * and the toast, so a message never comes before the list it talks about; `background` after
   * them (the component shows the answer itself); `none`.
   */
  refresh?: "await" | "background" | "none";
  /** After a success (and the awaited refresh), before the toast: close the dialog, reset the form… */
  onSuccess?: (result: R, ...args: A) => void | Promise<void>;
  /** After a failure, with the message shown (a 409 or 404 has already had the page drawn again). */
  onError?: (message: string) => void;
  /** The success leaves the page (a redirect): stay busy so the form cannot be sent twice. */
  staysBusy?: boolean;
};

/**
 * One client-side call to our API with its feedback: `busy` while it runs (and the refresh),
 * `error` for an inline alert, the success and error toasts, and the page refreshed on success.
 * `run` never throws: a failure is reported as the options say and `run` resolves to undefined.
 */
export function useApiMutation<A extends unknown[], R>(call: (...args: A) => Promise<R>, options: ApiMutationOptions<A, R>) {
  const { refresh } = useRefresh();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(...args: A): Promise<R | undefined> {
    const where = options.errorIn ?? "toast";
    const mode = options.refresh ?? "await";
    setError(null);
    setBusy(true);
    let stayBusy = false;
    try {
      const result = await call(...args);
      if (mode === "await") await refresh();
      await options.onSuccess?.(result, ...args);
      if (options.success)
        toast.success(...toastArgs(typeof options.success === "function" ? options.success(result, ...args) : options.success));
      if (mode === "background") void refresh();
      stayBusy = options.staysBusy ?? false;
      return result;
    } catch (e) {
      const message = errorMessage(e, options.fallback ?? "");
      if (where !== "toast") setError(message);
      if (where !== "inline") {
        const { title, description } = errorToast(message, options.errorTitle);
        toast.error(title, description ? { description } : undefined);
      }
      // Another person changed or removed the record meanwhile (409, 404): the screen is drawn
      // again, so it shows the record as it is now instead of buttons that can only fail again.
      // Busy until then: a second click before the redraw would send the old version again.
      if (isStaleRecord(e) && mode !== "none") await refresh();
      options.onError?.(message);
      return undefined;
    } finally {
      if (!stayBusy) setBusy(false);
    }
  }

  return { run, busy, error, setError };
}
