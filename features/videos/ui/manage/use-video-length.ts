"use client";

import { useState } from "react";
import { errorMessage } from "@/components/ui/mutation-feedback";
import { readDuration } from "@/components/ui/put-file";
import { humanDuration } from "@/lib/format";
import { tooLongMessage } from "@/features/video-settings/client";

export type VideoLength = { seconds?: number; error?: string; tooLong?: string };

/**
 * The length of a chosen video file as the browser reads it from its metadata, against the
 * video settings' maximum (`maxSeconds`): the Upload and Edit forms refuse a longer one before
 * anything is sent (the server checks the stored file's own header again). `read` takes the
 * chosen file (null: none), `problem` is what to say on submit (null: fine), `hint` the field's.
 */
export function useVideoLength(maxSeconds: number) {
  const [length, setLength] = useState<VideoLength>({});
  const rules = `MP4, WebM or QuickTime, up to 100MB and ${humanDuration(maxSeconds)}.`;
  async function read(file: File | null) {
    setLength({});
    if (!file) return;
    try {
      const seconds = await readDuration(file);
      setLength({ seconds, ...(Math.round(seconds) > maxSeconds ? { tooLong: tooLongMessage(seconds, maxSeconds) } : {}) });
    } catch (e) {
      setLength({ error: errorMessage(e, "The video's duration could not be read") });
    }
  }
  return {
    length,
    read,
    reset: () => setLength({}),
    problem: (): string | null => length.tooLong ?? (length.seconds ? null : (length.error ?? "The video's duration could not be read")),
    // A video too long says its exact length in the error beneath.
    hint: length.seconds && !length.tooLong ? `${rules} Length: ${humanDuration(length.seconds)}.` : (length.error ?? rules),
  };
}
