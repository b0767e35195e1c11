import { ForbiddenError, NotFoundError } from "@/lib/errors";
import { getRealtime } from "@/lib/realtime";
import type { Actor } from "@/lib/session/actor-type";
import { parseInput } from "@/lib/validate";
import { pusherAuthSchema } from "../schema";
import { assertChatter } from "./access";

export const NOT_PUSHER = "Chat does not run through Pusher on this site: GET /api/v1/chat/config says how to connect.";
export const CHANNEL_REFUSED = "You may not subscribe to this channel.";

/**
 * GET chat/config: how the widget listens (the adapter's browserConfig) and who the caller is.
 * Server-sent events: `{ kind: "sse", streamPath, userId }`. Pusher: the public key, the host or
 * cluster, the caller's own private channel (`userChannelPrefix` + `userId`), the presence
 * channel and `authEndpoint` (POST chat/pusher-auth). Nothing secret.
 */
export function chatConfig(actor: Actor | null) {
  assertChatter(actor);
  return { ...getRealtime().browserConfig, userId: actor.id };
}

/**
 * POST chat/pusher-auth (Pusher's channel authorisation, lib/realtime PUSHER_AUTH_PATH): pusher-js posts `socket_id` and
 * `channel_name`; the answer signs the subscription for the signed-in person only (the adapter's
 * `authorizeChannel` with the session's user, never an id from the request): their own private
 * channel, and the presence channel. Another channel is 403; a site not on Pusher 404.
 */
export function authorizePusherChannel(actor: Actor | null, input: unknown): { auth: string; channel_data?: string } {
  assertChatter(actor);
  const realtime = getRealtime();
  if (realtime.kind !== "pusher" || !realtime.authorizeChannel) throw new NotFoundError(NOT_PUSHER);
  const { socket_id, channel_name } = parseInput(pusherAuthSchema, input);
  const answer = realtime.authorizeChannel(socket_id, channel_name, { id: actor.id, name: actor.name, role: actor.role });
  if (!answer) throw new ForbiddenError(CHANNEL_REFUSED);
  return answer;
}
