import { and, eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { videoSettings, type VideoSettingsRow } from "@/lib/db/schema";
import { sameVersion } from "@/lib/db/transition";
import { BadRequestError, ConflictError, InvalidError, NotFoundError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import type { Actor } from "@/lib/session/actor-type";
import { parseUpdate } from "@/lib/validate";
import { assertCan } from "@/registry/permissions";
import { auditVideoSettings } from "../audit";
import {
  DEFAULT_VIDEO_SETTINGS,
  currencySymbol,
  lengthText,
  priceText,
  settingsChange,
  videoSettingsBodySchema,
  type CurrencyCode,
  type VideoSettingsValues,
} from "../schema";

/**
 * The one record of video settings (features/video-settings/README.md). The migration creates
 * it; `theRecord` makes it again with the defaults if it is ever missing (a wiped test database),
 * so every reader finds one. It is changed by one conditional update and never deleted.
 */

const NOT_FOUND = "No Video settings found.";
export const CHANGED_SINCE_SEEN =
  "The video settings were changed by someone else since you opened them. They now show what was saved; please check them and save again.";
const CURRENCY_CHANGED = "The currency was changed by someone else meanwhile. Please check the price and save again.";

/** The settings as the server uses them: the price in minor units with its ISO code, the length in seconds. */
export type VideoSettings = VideoSettingsValues & { id: string; updatedAt: Date };

function settingsOf(row: VideoSettingsRow): VideoSettings {
  return {
    id: row.id,
    currency: row.currency as CurrencyCode,
    pricePerVideoMinor: row.pricePerVideoMinor,
    maxVideoLengthSeconds: row.maxVideoLengthSeconds,
    updatedAt: row.updatedAt,
  };
}

async function theRecord(db: DbOrTx): Promise<VideoSettingsRow> {
  const [row] = await db.select().from(videoSettings).limit(1);
  if (row) return row;
  const [created] = await db.insert(videoSettings).values(DEFAULT_VIDEO_SETTINGS).onConflictDoNothing().returning();
  if (created) return created;
  // Another request made it first.
  const [made] = await db.select().from(videoSettings).limit(1);
  if (!made) throw new Error("the video settings record could not be made");
  return made;
}

/**
 * The settings, for other features' services (no permission: the caller has checked its own):
 * an invoice copies the price when it is made, an upload is checked against the length. Pass
 * the caller's transaction to read them within it.
 */
export async function getVideoSettings(db?: DbOrTx): Promise<VideoSettings> {
  return settingsOf(await theRecord(db ?? (await getDb())));
}

/**
 * The settings as the API answers them (original-api 3.14: the bare document): the spec's string
 * forms for existing clients (`pricePerVideo` "$10.50", `maxVideoLength` "00:30"), and the same
 * values structured (`currency` as ISO 4217, `pricePerVideoMinor` in its minor units,
 * `maxVideoLengthSeconds`).
 */
export function serializeVideoSettings(row: VideoSettingsRow) {
  const { id, currency, pricePerVideoMinor, maxVideoLengthSeconds } = settingsOf(row);
  return {
    _id: id,
    id,
    pricePerVideo: priceText(pricePerVideoMinor, currency),
    maxVideoLength: lengthText(maxVideoLengthSeconds),
    currency,
    currencySymbol: currencySymbol(currency),
    pricePerVideoMinor,
    maxVideoLengthSeconds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type ApiVideoSettings = ReturnType<typeof serializeVideoSettings>;

/** GET VideoSetting/getVideosetting: instructors and staff. */
export async function readVideoSettings(actor: Actor | null): Promise<ApiVideoSettings> {
  assertCan(actor, "videoSettings.read");
  return serializeVideoSettings(await theRecord(await getDb()));
}

/** The record when `id` is its id; 404 otherwise. */
async function recordWithId(db: DbOrTx, id: string): Promise<VideoSettingsRow> {
  const row = await theRecord(db);
  if (!isUuid(id) || row.id !== id) throw new NotFoundError(NOT_FOUND);
  return row;
}

/** GET VideoSetting/getVideoSettingById/{id}: staff who manage the settings. */
export async function readVideoSettingsById(actor: Actor | null, id: string): Promise<ApiVideoSettings> {
  assertCan(actor, "videoSettings.manage");
  return serializeVideoSettings(await recordWithId(await getDb(), id));
}

/**
 * POST VideoSetting/createVideosetting: there is always exactly one record, so the answer is the
 * earlier system's own for a second one, 400 "Settings already exist.": change it with
 * updateVideosetting.
 */
export async function createVideoSettings(actor: Actor | null): Promise<never> {
  assertCan(actor, "videoSettings.manage");
  throw new BadRequestError("Settings already exist.");
}

/**
 * PUT VideoSetting/updateVideosetting/{id}: staff change the price (and its currency) and the
 * maximum length, in any of the body's forms (schema.ts settingsChange). One conditional update,
 * with its audit row in the same transaction: it applies only while the currency is the one the
 * change was read against, and, when the body carries the `updatedAt` the person saw (our form
 * does), only to that version: of two admins saving from the same screen one wins, the other
 * gets 409 and sees what was saved. Without `updatedAt` (the spec's client) the last save wins,
 * whole: the update is one statement. Invoices already made keep the rate they copied.
 */
export async function updateVideoSettings(actor: Actor | null, id: string, input: unknown): Promise<ApiVideoSettings> {
  assertCan(actor, "videoSettings.manage");
  const db = await getDb();
  const row = await recordWithId(db, id);
  // Our whole answer may come back with a form edited: its other keys must be as we sent them.
  const body = parseUpdate(videoSettingsBodySchema, input, serializeVideoSettings(row));
  const current = settingsOf(row);
  const result = settingsChange(body, current);
  if (!result.ok) throw new InvalidError(Object.values(result.fields)[0]!, result.fields);
  const { change } = result;
  const changes = (Object.keys(change) as (keyof VideoSettingsValues)[]).some((key) => change[key] !== current[key]);
  if (!changes) return serializeVideoSettings(row);

  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(videoSettings)
      .set(change)
      .where(
        and(
          eq(videoSettings.id, row.id),
          eq(videoSettings.currency, row.currency),
          body.updatedAt ? sameVersion(videoSettings.updatedAt, body.updatedAt) : undefined,
        ),
      )
      .returning();
    if (!updated) {
      const [now] = await tx.select().from(videoSettings).where(eq(videoSettings.id, row.id));
      if (!now) throw new NotFoundError(NOT_FOUND);
      throw new ConflictError(body.updatedAt ? CHANGED_SINCE_SEEN : CURRENCY_CHANGED);
    }
    const values = (r: VideoSettingsValues) => ({
      currency: r.currency,
      pricePerVideoMinor: r.pricePerVideoMinor,
      maxVideoLengthSeconds: r.maxVideoLengthSeconds,
    });
    await auditVideoSettings(tx, actor, "videoSettings.update", updated.id, { from: values(current), to: values(settingsOf(updated)) });
    return serializeVideoSettings(updated);
  });
}

/**
 * DELETE VideoSetting/deleteVideoSetting/{id}: refused (409). The record prices every invoice
 * and limits every upload; without it neither could be made, and resetting it to the defaults
 * under the name "delete" would change the price silently. Change it with updateVideosetting.
 */
export async function deleteVideoSettings(actor: Actor | null, id: string): Promise<never> {
  assertCan(actor, "videoSettings.manage");
  await recordWithId(await getDb(), id);
  throw new ConflictError(
    "The video settings cannot be deleted: invoices are priced from them and uploads are checked against them. Change them with updateVideosetting instead.",
  );
}
