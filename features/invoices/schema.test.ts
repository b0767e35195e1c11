import { describe, expect, it } from "vitest";
import { InvalidError } from "@/lib/errors";
import { parseInput } from "@/lib/validate";
import {
  coursesFromServices,
  invoiceFormSchema,
  invoiceListQuerySchema,
  MESSAGES,
  percentToBasisPoints,
  previewTotals,
  readDiscount,
  readInvoiceBody,
  videoCountOf,
  type InvoiceFormValues,
} from "./schema";

const [A, B, C] = ["3f0f5b1e-8f43-4a55-9d57-5e6c1bb0c001", "3f0f5b1e-8f43-4a55-9d57-5e6c1bb0c002", "3f0f5b1e-8f43-4a55-9d57-5e6c1bb0c003"];
const read = (input: unknown) => readInvoiceBody(input, (schema, value) => parseInput(schema, value));

describe("percentToBasisPoints", () => {
  it("takes 0 to 100 with at most two decimals, as a number or text", () => {
    expect([0, 10, "12.5", 12.34, "100", 0.01].map(percentToBasisPoints)).toEqual([0, 1000, 1250, 1234, 10_000, 1]);
    expect([-1, 100.01, 12.345, "1e1", "", null, Number.NaN, "10%"].map(percentToBasisPoints)).toEqual(Array(8).fill(null));
  });
});

describe("videoCountOf and coursesFromServices", () => {
  it("reads the spec's '{n} videos'", () => {
    expect(["3 videos", "1 video", " 2 Videos ", "videos", "3", "x videos"].map(videoCountOf)).toEqual([3, 1, 2, null, null, null]);
  });

  it("splits videoIds in order by the counts when they add up, else one course named after the first service", () => {
    const services = [
      { title: "One", duration: "2 videos" },
      { title: "Two", duration: "1 videos" },
    ];
    expect(coursesFromServices(services, [A, B, C])).toEqual([
      { title: "One", videoIds: [A, B] },
      { title: "Two", videoIds: [C] },
    ]);
    expect(coursesFromServices(services, [A, B])).toEqual([{ title: "One", videoIds: [A, B] }]);
    expect(coursesFromServices([], [A])).toEqual([{ title: "Videos", videoIds: [A] }]);
    // Our answers' lines name their videos: those win.
    expect(coursesFromServices([{ title: "X", duration: "9 videos", videoIds: [B] }], [A, B])).toEqual([{ title: "X", videoIds: [B] }]);
  });
});

describe("readInvoiceBody", () => {
  it("reads our body and the spec's client's into one shape, ignoring the derived fields", () => {
    expect(
      read({ courses: [{ title: " Calm ", videoIds: [A] }], taxRate: "7.5", discount: 3, dueDate: "2030-01-31", email: "A@B.org" }),
    ).toEqual({
      courses: [{ title: "Calm", videoIds: [A] }],
      taxRateBasisPoints: 750,
      discount: "3",
      dueDate: "2030-01-31",
      email: "a@b.org",
    });
    expect(
      read({
        services: [{ title: "Calm", duration: "1 videos", ratePerVideo: 5, totalAmount: 5 }],
        videoIds: [A],
        subTotal: 5,
        grandTotal: 1,
        instructorDetails: {},
        status: "pending",
        dueDate: "2030-01-31T00:00:00.000Z",
      }),
    ).toEqual({ courses: [{ title: "Calm", videoIds: [A] }], dueDate: "2030-01-31" });
  });

  it("refuses both shapes at once, a video in two courses, another status and unknown keys", () => {
    const cases: [unknown, string][] = [
      [{ courses: [{ title: "A", videoIds: [A] }], videoIds: [A] }, MESSAGES.bothShapes],
      [
        {
          courses: [
            { title: "A", videoIds: [A] },
            { title: "B", videoIds: [A] },
          ],
        },
        MESSAGES.oneCourse,
      ],
      [{ status: "paid" }, MESSAGES.statusSet],
      [{ invoiceNumber: "INV-1" }, "Unexpected field: invoiceNumber"],
    ];
    for (const [input, message] of cases) {
      expect(() => read(input)).toThrow(InvalidError);
      expect(() => read(input)).toThrow(message);
    }
  });
});

describe("invoiceListQuerySchema", () => {
  it("defaults to five a page, newest first, and falls back on unknown values", () => {
    expect(invoiceListQuerySchema.parse({})).toEqual({ page: 1, limit: 5, sort: "date", order: "desc", status: undefined });
    expect(invoiceListQuerySchema.parse({ page: "3", limit: "25", sortBy: "grandTotal", sortOrder: "asc", status: "overdue" })).toEqual({
      page: 3,
      limit: 25,
      sort: "amount",
      order: "asc",
      status: ["overdue"],
    });
    expect(invoiceListQuerySchema.parse({ page: "-1", limit: "500", sort: "x", order: "up", status: "late" })).toEqual({
      page: 1,
      limit: 100,
      sort: "date",
      order: "desc",
      status: undefined,
    });
  });

  it("takes several statuses, comma-separated or as a list, and drops the unknown ones", () => {
    const status = (value: unknown) => invoiceListQuerySchema.parse({ status: value }).status;
    expect(status("approved,overdue")).toEqual(["approved", "overdue"]);
    expect(status(["overdue", "approved"])).toEqual(["approved", "overdue"]);
    expect(status(" paid , late")).toEqual(["paid"]);
    expect(status("late,lost")).toBeUndefined();
    expect(status(["x", 3])).toBeUndefined();
  });
});

describe("readDiscount", () => {
  it("reads a discount in the currency's minor units, or says why it cannot", () => {
    expect(readDiscount("2.50", "USD")).toEqual({ ok: true, minor: 250 });
    expect(readDiscount("300", "JPY")).toEqual({ ok: true, minor: 300 });
    expect(readDiscount("2.555", "USD")).toEqual({ ok: false, message: "The discount can have at most 2 decimals" });
    expect(readDiscount("2.5", "JPY")).toEqual({ ok: false, message: "The discount must be a whole amount of JPY" });
    for (const bad of ["-1", "abc", "1e3", ""]) expect(readDiscount(bad, "USD")).toEqual({ ok: false, message: MESSAGES.discount });
  });
});

describe("the Create and Edit form", () => {
  const usd = { currency: "USD", ratePerVideoMinor: 1000 };
  const values = (over: Partial<InvoiceFormValues> = {}): InvoiceFormValues => ({
    courses: [
      { title: " Breathing ", videoIds: [A, B] },
      { title: "Body scan", videoIds: [C] },
    ],
    taxRate: "10",
    discount: "",
    dueDate: "2030-01-31",
    email: " Accounts@Client.Example ",
    notes: "",
    ...over,
  });
  const messages = (input: InvoiceFormValues, rate = usd) => {
    const result = invoiceFormSchema(rate).safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };

  it("gives the body the services take: titles trimmed, the e-mail as stored, no discount as 0", () => {
    expect(invoiceFormSchema(usd).parse(values())).toEqual({
      courses: [
        { title: "Breathing", videoIds: [A, B] },
        { title: "Body scan", videoIds: [C] },
      ],
      taxRate: "10",
      discount: "0",
      dueDate: "2030-01-31",
      email: "accounts@client.example",
      notes: "",
    });
  });

  it("refuses a course without a name or videos, a video in two courses, a bad tax rate, discount, date or e-mail, in the services' words", () => {
    expect(messages(values({ courses: [{ title: " ", videoIds: [] }] }))).toEqual([
      `courses.0.title: ${MESSAGES.courseName}`,
      `courses.0.videoIds: ${MESSAGES.courseVideos}`,
    ]);
    expect(
      messages(
        values({
          courses: [
            { title: "One", videoIds: [A] },
            { title: "Two", videoIds: [A] },
          ],
        }),
      ),
    ).toEqual([`courses: ${MESSAGES.oneCourse}`]);
    expect(messages(values({ taxRate: "100.5" }))).toEqual([`taxRate: ${MESSAGES.taxRate}`]);
    expect(messages(values({ discount: "-2" }))).toEqual([`discount: ${MESSAGES.discount}`]);
    expect(messages(values({ discount: "1.5" }), { currency: "JPY", ratePerVideoMinor: 1000 })).toEqual([
      "discount: The discount must be a whole amount of JPY",
    ]);
    expect(messages(values({ dueDate: "31/01/2030", email: "nobody" }))).toEqual([
      `dueDate: ${MESSAGES.dueDate}`,
      "email: Please enter a valid email address",
    ]);
  });

  it("refuses a discount above the subtotal plus tax, naming that amount as the server does", () => {
    // Three videos at $10.00 with 10 % tax: $33.00 at most.
    expect(messages(values({ discount: "33" }))).toEqual([]);
    expect(messages(values({ discount: "33.01" }))).toEqual(["discount: The discount cannot be more than the subtotal plus tax ($33.00)"]);
  });

  it("previews the totals the server will compute, none while the tax rate or discount is not an amount", () => {
    expect(previewTotals(usd, values({ taxRate: "12.5", discount: "1.25" }))).toEqual({
      courseTotalsMinor: [2000, 1000],
      subtotalMinor: 3000,
      taxMinor: 375,
      discountMinor: 125,
      grandTotalMinor: 3250,
    });
    expect(previewTotals(usd, values({ taxRate: "" }))).toBeNull();
    expect(previewTotals(usd, values({ discount: "x" }))).toBeNull();
  });
});
