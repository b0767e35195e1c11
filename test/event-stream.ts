import type { RealtimeEvent } from "../lib/realtime/types";

// Relative imports only: test/realtime-instance.ts, a child process run by tsx, imports this file.

/** One parsed text/event-stream frame. */
export type Frame = { id?: string; event?: string; data?: string; retry?: number; comment?: string };

/** Reads a text/event-stream body frame by frame as it comes (`frames` fills up; `done` once it ends). */
export function readFrames(body: ReadableStream<Uint8Array>): { frames: Frame[]; done: Promise<void>; cancel(): Promise<void> } {
  const frames: Frame[] = [];
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const done = (async () => {
    for (;;) {
      const { value, done: finished } = await reader.read();
      if (finished) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const frame: Frame = {};
        for (const line of buffer.slice(0, end).split("\n")) {
          const colon = line.indexOf(":");
          const [field, value] = colon < 0 ? [line, ""] : [line.slice(0, colon), line.slice(colon + 1).replace(/^ /, "")];
          if (field === "") frame.comment = value;
          else if (field === "retry") frame.retry = Number(value);
          else if (field === "id" || field === "event" || field === "data") frame[field] = value;
        }
        frames.push(frame);
        buffer = buffer.slice(end + 2);
      }
    }
  })().catch(() => undefined);
  return { frames, done, cancel: () => reader.cancel() };
}

/** The events among frames (not comments, not `retry:`), as RealtimeEvents. */
export function framedEvents(frames: Frame[]): RealtimeEvent[] {
  return frames
    .filter((frame) => frame.event !== undefined)
    .map((frame) => ({ event: frame.event!, data: JSON.parse(frame.data!), ...(frame.id !== undefined ? { id: frame.id } : {}) }));
}
