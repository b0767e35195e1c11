import { z } from "zod";
import { isCurrencyCode } from "@/lib/format/currency";
import { BadRequestError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { hasDisallowedCharacters } from "@/lib/validate";
import { MAX_CHECKOUT_CENTS } from "@/lib/payments";

/**
 * The payment events fulfilment handles, parsed before anything is applied: one schema per event
 * type, of exactly the fields fulfil.ts reads, so a validly signed event whose content is not
 * what the provider sends (a non-numeric or huge amount, a NUL in an id, a 1,000-character
 * currency) is refused whole (400, nothing written, the provider retries it) instead of failing
 * half-way in the database (500) or being stored as a gift. Fields fulfilment does not read pass
 * unchecked. Values Stripe documents as open-ended (a mode, a status, a billing reason: its types
 * end in `| OtherString`) are short lower-case words; one fulfilment does not know changes nothing.
 */

/** Dates an event may carry (seconds): from 2000 to 2099, which every Date and timestamptz holds. */
const EARLIEST_SECONDS = Date.UTC(2000, 0, 1) / 1000;
const LATEST_SECONDS = Date.UTC(2100, 0, 1) / 1000 - 1;
/** Stripe's metadata values are at most 500 characters; names and e-mails a checkout collects far less. */
const MAX_METADATA = 500;
const MAX_NAME = 500;
const MAX_EMAIL = 254;

/** The one rule for text we keep (lib/validate.ts): no control characters, no unpaired surrogate halves. */
const allowedText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !hasDisallowedCharacters(s), "contains characters that are not allowed");

/** A provider's id (evt_…, cs_…, in_…, sub_…): 1 to 255 visible ASCII characters, no space or control character. */
const providerId = z.string().regex(/^[\x21-\x7e]{1,255}$/, "must be an id of 1 to 255 visible ASCII characters");
/** A reference to another object: its id, or the object itself when expanded; null when there is none. */
const ref = z
  .union([providerId, z.object({ id: providerId })])
  .nullish()
  .transform((r) => (r == null ? null : typeof r === "string" ? r : r.id));
/** One of Stripe's open-ended words (a mode, a status, a billing reason). */
const word = z.string().regex(/^[a-z0-9_]{1,64}$/, "must be a lower-case word of at most 64 characters");
/** Integer cents, from nothing to Stripe's largest amount. */
const cents = z.number().int().min(0).max(MAX_CHECKOUT_CENTS);
/** A time in seconds, as a Date. */
const seconds = z
  .number()
  .int()
  .min(EARLIEST_SECONDS)
  .max(LATEST_SECONDS)
  .transform((s) => new Date(s * 1000));
/** An ISO 4217 code of a currency in use, lower-cased as Stripe writes it. */
const currency = z
  .string()
  .refine(isCurrencyCode, "must be the ISO 4217 code of a currency")
  .transform((c) => c.toLowerCase());
/** An e-mail address as the site's accounts take one (zod's rule), lower-cased as every column keeps it. */
const email = z
  .email("must be an e-mail address")
  .max(MAX_EMAIL)
  .transform((e) => e.toLowerCase())
  .nullish();
const name = allowedText(MAX_NAME).nullish();
/** One of our ids in the metadata: kept when it is a UUID (ours), null otherwise ("", another system's). */
const ourId = allowedText(MAX_METADATA)
  .nullish()
  .transform((v) => (v && isUuid(v) ? v : null));
const metadata = z
  .object({ donationId: ourId, planId: ourId })
  .nullish()
  .transform((m) => ({ donationId: m?.donationId ?? null, planId: m?.planId ?? null }));

/** A Checkout session that ended unpaid (failed or expired): which gift and plan it was for. */
const endedSession = z.object({ id: providerId, metadata, client_reference_id: ourId });

/** A Checkout session that completed (paid, or to be paid later by an async method). */
const paidSession = endedSession.extend({
  mode: word,
  payment_status: word,
  amount_total: cents.nullish(),
  subscription: ref,
  customer: ref,
  payment_intent: ref,
  invoice: ref,
  customer_details: z.object({ email, name }).nullish(),
});

const invoiceParent = z
  .object({ subscription_details: z.object({ subscription: ref, metadata }).nullish() })
  .nullish()
  .transform((p) => ({
    subscriptionId: p?.subscription_details?.subscription ?? null,
    planId: p?.subscription_details?.metadata.planId ?? null,
    donationId: p?.subscription_details?.metadata.donationId ?? null,
  }));
const invoice = z.object({ id: providerId, billing_reason: word.nullish(), currency, parent: invoiceParent });

const paidInvoice = invoice.extend({
  amount_paid: cents,
  customer: ref,
  customer_email: email,
  status_transitions: z.object({ paid_at: seconds.nullish() }).nullish(),
});
const failedInvoice = invoice.extend({ amount_due: cents });

/**
 * A subscription's monthly amount: its one item's unit amount times its quantity (a plan is one
 * item of quantity 1); null when the event carries no items or not exactly one.
 */
const subscriptionItems = z
  .object({
    data: z
      .array(z.object({ quantity: z.number().int().min(1).max(1000).nullish(), price: z.object({ unit_amount: cents.nullish() }) }))
      .max(20),
  })
  .nullish()
  .transform((items) => {
    const only = items?.data.length === 1 ? items.data[0] : undefined;
    const unit = only?.price.unit_amount;
    if (only === undefined || unit == null) return null;
    const total = unit * (only.quantity ?? 1);
    return total > 0 && total <= MAX_CHECKOUT_CENTS ? total : null;
  });

const subscription = z.object({ id: providerId, status: word, metadata, customer: ref, items: subscriptionItems });

const charge = z.object({ refunded: z.boolean(), payment_intent: ref });

/** The event types fulfilment applies, each with the schema of what it reads of `data.object`. */
const OBJECTS = {
  "checkout.session.completed": paidSession,
  "checkout.session.async_payment_succeeded": paidSession,
  "checkout.session.async_payment_failed": endedSession,
  "checkout.session.expired": endedSession,
  "invoice.paid": paidInvoice,
  "invoice.payment_failed": failedInvoice,
  "customer.subscription.created": subscription,
  "customer.subscription.updated": subscription,
  "customer.subscription.deleted": subscription,
  "charge.refunded": charge,
} as const;

export type HandledEventType = keyof typeof OBJECTS;
/** What fulfilment reads of the object of a handled event of type `T`. */
export type EventObject<T extends HandledEventType> = z.output<(typeof OBJECTS)[T]>;
const HANDLED_EVENT_TYPES = Object.keys(OBJECTS) as HandledEventType[];

/** A handled event, parsed: its id, type, when the provider created it, and what fulfilment reads of its object. */
export type PaymentEvent = {
  [T in HandledEventType]: { id: string; type: T; at: Date; object: EventObject<T> };
}[HandledEventType];
/** An event of a type fulfilment does not handle: acknowledged and recorded as ignored. */
export type IgnoredEvent = { id: string; type: string; at?: undefined; object?: undefined };

const envelope = z.object({
  id: providerId,
  type: z.string().regex(/^[a-z0-9_.]{1,255}$/, "must be an event type (lower-case words and dots)"),
});
/** The whole event of each handled type: the envelope with its creation time, and its object. */
const EVENTS: ReadonlyMap<string, z.ZodType<{ created: Date; data: { object: unknown } }>> = new Map(
  HANDLED_EVENT_TYPES.map((type) => [type, envelope.extend({ created: seconds, data: z.object({ object: OBJECTS[type] }) })]),
);

/** A validly signed event whose content is not what the provider sends (400; nothing is written, so it can be sent again). */
export class MalformedEventError extends BadRequestError {
  /** Why, as field paths and rules: never the values (an e-mail, a name). */
  readonly reason: string;
  /** The event's id and type when they were readable, for the log. */
  readonly eventId: string | null;
  readonly type: string | null;
  constructor(reason: string, eventId: string | null, type: string | null) {
    super(`Malformed payment event: ${reason}`);
    this.reason = reason;
    this.eventId = eventId;
    this.type = type;
  }
}

/** The first few problems of a parse, as `path: rule` (zod's messages name the rule, not the value). */
function reasonOf(error: z.ZodError): string {
  const problems = error.issues.slice(0, 3).map((issue) => `${issue.path.join(".") || "event"}: ${issue.message}`);
  return problems.join("; ").slice(0, 500);
}

/**
 * Parses a verified event (lib/payments verifyEvent: signed, with an envelope): a handled type
 * into a PaymentEvent, any other into an IgnoredEvent. Throws MalformedEventError when a field
 * fulfilment reads is missing or out of its rule.
 */
export function parsePaymentEvent(event: unknown): PaymentEvent | IgnoredEvent {
  const head = envelope.safeParse(event);
  if (!head.success) throw new MalformedEventError(reasonOf(head.error), null, null);
  const { id, type } = head.data;
  const schema = EVENTS.get(type);
  if (!schema) return { id, type };
  const parsed = schema.safeParse(event);
  if (!parsed.success) throw new MalformedEventError(reasonOf(parsed.error), id, type);
  // The object is the one of `type`'s schema (EVENTS), which TypeScript cannot correlate.
  return { id, type, at: parsed.data.created, object: parsed.data.data.object } as PaymentEvent;
}
