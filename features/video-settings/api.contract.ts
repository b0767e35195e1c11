/** The video settings calls of the spec's client and what it reads (test/api/contract.ts says how to read a row). */
import { z } from "zod";
import type { ContractRow } from "@/test/api/contract";
import { getVideoSettings } from "./server/settings";
import { settingsShape, updatedSettingsShape } from "./api.docs";

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
    reads: updatedSettingsShape.extend({
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
