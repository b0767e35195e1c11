/** One server-sent event as a browser's EventSource would dispatch it. */
export type SseEvent = { event: string; id: string | undefined; data: unknown };

/**
 * Reads a text/event-stream answer's frames as they arrive (comments and `retry:` skipped):
 * `next()` answers the next event, or fails after `timeoutMs` without one.
 */
export function readSse(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const ready: SseEvent[] = [];
  // A read still waiting when a `next` timed out is the next one's: a chunk is never dropped.
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;

  function parse(frame: string): SseEvent | null {
    let event = "message";
    let id: string | undefined;
    const data: string[] = [];
    for (const line of frame.split("\n")) {
      if (line === "" || line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "event") event = value;
      else if (field === "id") id = value;
      else if (field === "data") data.push(value);
    }
    return data.length === 0 ? null : { event, id, data: JSON.parse(data.join("\n")) as unknown };
  }

  async function next(timeoutMs = 3000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    while (ready.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No server-sent event within ${timeoutMs} ms`);
      let timer: NodeJS.Timeout | undefined;
      pending ??= reader.read();
      const chunk = await Promise.race([
        pending,
        new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), left))),
      ]).finally(() => clearTimeout(timer));
      if (chunk === "timeout") continue;
      pending = undefined;
      if (chunk.done) throw new Error("The event stream ended");
      buffer += decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const parsed = parse(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (parsed) ready.push(parsed);
      }
    }
    return ready.shift()!;
  }

  /** Nothing more arrives within `ms` (what was sent once is not sent again). */
  async function nothingWithin(ms: number): Promise<void> {
    const event = await next(ms).catch(() => null);
    if (event) throw new Error(`Expected no event, got ${JSON.stringify(event)}`);
  }

  return { next, nothingWithin, cancel: () => reader.cancel() };
}
