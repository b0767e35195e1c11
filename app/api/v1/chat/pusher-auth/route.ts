import { apiRoute } from "@/lib/http";
import { authorizePusherChannel } from "@/features/chat/server/connect";

/** Pusher's channel authorisation (pusher-js posts socket_id and channel_name, form-encoded): `{ auth, channel_data? }`. */
export const POST = apiRoute(async ({ actor, fields }) => authorizePusherChannel(actor, await fields()));
