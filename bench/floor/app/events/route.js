/**
 * The floor of a server-sent event stream, for `npm run bench:chat`: the barest Next.js route
 * handler that holds a `text/event-stream` response open (a `ready` event, then a comment every
 * 15 seconds, as the chat's stream beats), with nothing of ours in it: no session, database,
 * broker or presence. What one open stream costs the server here, Next.js costs any stream.
 */
export const dynamic = "force-dynamic";

const encoder = new TextEncoder();

export function GET(request) {
  let timer;
  const stop = () => clearInterval(timer);
  const body = new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode("retry: 1000\n\nevent: ready\ndata: {}\n\n"));
      timer = setInterval(() => controller.enqueue(encoder.encode(": ping\n\n")), 15_000);
      request.signal.addEventListener("abort", stop);
    },
    cancel: stop,
  });
  return new Response(body, {
    headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache, no-transform" },
  });
}
