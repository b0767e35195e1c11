import { afterEach, describe, expect, it, vi } from "vitest";
import { MemoryPayments } from "@/test/memory-payments";
import { EmbeddedPayments } from "./embedded";
import { createPayments, getPayments, setPaymentsForTests } from "./index";
import { StripePayments } from "./stripe";
import { captureLogs } from "@/test/logs";

const base = { authSecret: "test-auth-secret-0123456789-abcdefghijklmnopqrstuvwxyz", siteUrl: "https://mmf.example" };
const stripeConfig = {
  kind: "stripe" as const,
  mode: "live" as const,
  secretKey: "sk_live_do_not_log_me",
  webhookSecret: "whsec_do_not_log_me_either",
};

afterEach(() => {
  vi.restoreAllMocks();
  setPaymentsForTests();
});

describe("createPayments", () => {
  it("chooses Stripe when its keys are set, in any mode, quietly and without logging a key", () => {
    const logs = captureLogs();
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    for (const mode of ["production", "embedded"] as const) {
      const payments = createPayments({ ...base, mode, payments: stripeConfig });
      expect(payments).toBeInstanceOf(StripePayments);
      expect(payments.kind).toBe("stripe");
      expect(payments.livemode).toBe(true);
      expect(payments.webhookSecret).toBe(stripeConfig.webhookSecret);
    }
    expect(logs.messages("warn")).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });

  it("takes no money without keys or with Stripe's test-mode key; a production server in test mode warns once, naming no key", () => {
    const logs = captureLogs();
    const embedded = createPayments({ ...base, mode: "embedded", payments: { kind: "embedded", mode: "test" } });
    expect(embedded).toBeInstanceOf(EmbeddedPayments);
    expect(embedded.livemode).toBe(false);
    const stripeTest = { ...stripeConfig, mode: "test" as const, secretKey: "sk_test_do_not_log_me" };
    expect(createPayments({ ...base, mode: "embedded", payments: stripeTest }).livemode).toBe(false);
    expect(logs.messages("warn")).toEqual([]);

    const production = createPayments({ ...base, mode: "production", payments: { kind: "embedded", mode: "test" } });
    expect(production.kind).toBe("embedded");
    expect(logs.messages("warn")).toHaveLength(1);
    expect(logs.messages("warn")[0]).toMatch(/PAYMENTS_MODE=test: donations take no money \(the site's own test checkout\)/);
    const onStripe = createPayments({ ...base, mode: "production", payments: stripeTest });
    expect(onStripe).toBeInstanceOf(StripePayments);
    expect(logs.messages("warn")).toHaveLength(2);
    expect(logs.messages("warn")[1]).toMatch(/PAYMENTS_MODE=test: donations take no money \(Stripe's test mode\)/);
    expect(logs.text()).not.toContain("do_not_log_me");
  });
});

describe("getPayments", () => {
  it("answers the configured adapter (embedded in tests: no Stripe keys), or the one a test installed", () => {
    expect(getPayments().kind).toBe("embedded");
    expect(getPayments()).toBe(getPayments());
    const memory = new MemoryPayments();
    setPaymentsForTests(memory);
    expect(getPayments()).toBe(memory);
    setPaymentsForTests();
    expect(getPayments()).not.toBe(memory);
  });
});
