/** The video settings calls of the spec's client and what it reads (test/api/contract.ts says how to read a row). */
import { z } from "zod";
import type { ContractRow } from "@/test/api/contract";
import { getVideoSettings } from "./server/settings";

/**
 * The settings document as the spec's client reads it (spec 02 "Video setting", original-api 3.14):
 * `pricePerVideo` a currency symbol, then the number (the earlier client strips the first
 * character and reads the rest as a number); `maxVideoLength` HH:MM. The structured keys are ours.
 */
const settingsShape = z.object({
  _id: z.string(),
  pricePerVideo: z.string().regex(/^[$₹€£¥]\d+(\.\d{1,2})?$/),
  maxVideoLength: z.string().regex(/^\d{2}:\d{2}$/),
  currency: z.enum(["USD", "INR", "EUR", "GBP", "JPY"]),
  pricePerVideoMinor: z.number().int(),
  maxVideoLengthSeconds: z.number().int(),
});

const theRecord = async () => ({ params: { id: (await getVideoSettings()).id } });

export const videoSettingsContract: ContractRow[] = [
  {
    call: "GET /VideoSetting/getVideosetting (the admin's Invoice Approval tab)",
    method: "GET",
    route: "/api/v1/VideoSetting/getVideosetting",
    as: "admin",
    reads: settingsShape,
  },
  {
    call: "GET /VideoSetting/getVideosetting (the instructor's invoice and upload forms)",
    method: "GET",
    route: "/api/v1/VideoSetting/getVideosetting",
    as: "instructor",
    reads: settingsShape,
  },
  {
    call: "GET /VideoSetting/getVideoSettingById/{id}",
    method: "GET",
    route: "/api/v1/VideoSetting/getVideoSettingById/[id]",
    as: "admin",
    prepare: theRecord,
    reads: settingsShape,
  },
  {
    call: "POST /VideoSetting/createVideosetting (the record exists: the earlier system's answer)",
    method: "POST",
    route: "/api/v1/VideoSetting/createVideosetting",
    as: "admin",
    status: 400,
    prepare: () => ({ body: { pricePerVideo: "$10", maxVideoLength: "00:30" } }),
    reads: z.object({ message: z.literal("Settings already exist.") }),
  },
  // The spec's body exactly: the symbol and number, HH:MM; and the earlier site's "30min".
  ...(
    [
      ["₹250.50", "00:45", "₹250.50", "00:45"],
      ["$12", "30min", "$12", "00:30"],
    ] as const
  ).map(([price, length, answeredPrice, answeredLength]): ContractRow => ({
    call: `PUT /VideoSetting/updateVideosetting/{id} (pricePerVideo "${price}", maxVideoLength "${length}")`,
    method: "PUT",
    route: "/api/v1/VideoSetting/updateVideosetting/[id]",
    as: "admin",
    prepare: async () => ({ ...(await theRecord()), body: { pricePerVideo: price, maxVideoLength: length } }),
    reads: z.object({
      message: z.string(),
      updated: settingsShape.extend({ pricePerVideo: z.literal(answeredPrice), maxVideoLength: z.literal(answeredLength) }),
    }),
  })),
  {
    call: "DELETE /VideoSetting/deleteVideoSetting/{id} (refused: the one record prices invoices)",
    method: "DELETE",
    route: "/api/v1/VideoSetting/deleteVideoSetting/[id]",
    as: "admin",
    status: 409,
    prepare: theRecord,
    reads: z.object({ message: z.string() }),
  },
];
