import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/config/env";
import { NotFoundError, UnauthorizedError } from "@/lib/errors";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * The cron route's check: `Authorization: Bearer $CRON_SECRET`, compared in constant time (both
 * sides hashed first, so neither the content nor the length leaks). Without CRON_SECRET the
 * route does not exist for this deployment (404): a long-lived server runs the jobs itself.
 */
export function assertCronRequest(req: Request): void {
  const secret = env().cronSecret;
  if (!secret) throw new NotFoundError();
  const header = req.headers.get("authorization") ?? "";
  const given = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
  if (!given || !timingSafeEqual(digest(given), digest(secret))) throw new UnauthorizedError("A valid cron secret is required.");
}
