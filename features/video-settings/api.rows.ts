/** The video settings routes' rows of the authorization matrix (test/api/matrix.ts says how to read one). */
import { expect } from "vitest";
import { auditLog, videoSettings } from "@/lib/db/schema";
import { anyId, staff, type ApiRow } from "@/test/api/matrix";
import { countRows, getDb } from "@/test/db";
import { getVideoSettings } from "./server/settings";

/** The one record (made with the defaults for the cell) and its id as the route's parameter. */
const theRecord = async () => ({ params: { id: (await getVideoSettings()).id } });

/** The record as stored, without its timestamps. */
const stored = async () => {
  const { currency, pricePerVideoMinor, maxVideoLengthSeconds } = await getVideoSettings();
  return { currency, pricePerVideoMinor, maxVideoLengthSeconds };
};
const DEFAULTS = { currency: "USD", pricePerVideoMinor: 1000, maxVideoLengthSeconds: 1800 };

export const videoSettingsRows: ApiRow[] = [
  {
    method: "GET",
    route: "/api/v1/VideoSetting/getVideosetting",
    case: "the settings (instructors, for the upload form and invoices, and staff)",
    ...staff(200),
    instructor: 200,
    // Reading needs no tab: an admin limited to other tabs still uploads within the limit.
    limitedAdmin: 200,
    verify: async (_ctx, result) => {
      if (result.status === 200) expect(result.body).toMatchObject({ pricePerVideo: "$10", maxVideoLength: "00:30", currency: "USD" });
    },
  },
  {
    method: "GET",
    route: "/api/v1/VideoSetting/getVideoSettingById/[id]",
    case: "the record's id",
    ...staff(200),
    prepare: theRecord,
  },
  {
    method: "GET",
    route: "/api/v1/VideoSetting/getVideoSettingById/[id]",
    case: "an unknown id",
    ...staff(404),
    prepare: () => ({ params: { id: anyId } }),
  },
  {
    method: "POST",
    route: "/api/v1/VideoSetting/createVideosetting",
    case: "a second record (there is always one)",
    ...staff(400),
    prepare: async () => (await getVideoSettings(), { body: { pricePerVideo: "$20", maxVideoLength: "00:45" } }),
    verify: async () => {
      expect(await countRows(videoSettings)).toBe(1);
      expect(await stored()).toEqual(DEFAULTS);
    },
  },
  {
    method: "PUT",
    route: "/api/v1/VideoSetting/updateVideosetting/[id]",
    case: "a new price in rupees and a new length, in the spec's forms",
    ...staff(200),
    prepare: async () => ({ ...(await theRecord()), body: { pricePerVideo: "₹250.50", maxVideoLength: "00:45" } }),
    verify: async (_ctx, result) => {
      const changed = result.status === 200;
      expect(await stored()).toEqual(changed ? { currency: "INR", pricePerVideoMinor: 25050, maxVideoLengthSeconds: 2700 } : DEFAULTS);
      const db = await getDb();
      const audits = await db.select({ action: auditLog.action }).from(auditLog);
      expect(audits).toEqual(changed ? [{ action: "videoSettings.update" }] : []);
    },
  },
  {
    method: "PUT",
    route: "/api/v1/VideoSetting/updateVideosetting/[id]",
    case: "a price with three decimals",
    ...staff(422),
    prepare: async () => ({ ...(await theRecord()), body: { pricePerVideo: "$10.555", maxVideoLength: "00:30" } }),
    verify: async () => expect(await stored()).toEqual(DEFAULTS),
  },
  {
    method: "PUT",
    route: "/api/v1/VideoSetting/updateVideosetting/[id]",
    case: "an unknown id",
    ...staff(404),
    prepare: () => ({ params: { id: anyId }, body: { pricePerVideo: "$20" } }),
    verify: async () => expect(await stored()).toEqual(DEFAULTS),
  },
  {
    method: "DELETE",
    route: "/api/v1/VideoSetting/deleteVideoSetting/[id]",
    case: "the one record (refused: invoices and uploads need it)",
    ...staff(409),
    prepare: theRecord,
    verify: async () => expect(await countRows(videoSettings)).toBe(1),
  },
];
