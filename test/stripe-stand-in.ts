import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the parts of the Stripe API lib/payments/stripe.ts calls (DESIGN.md 3,
 * tests), on 127.0.0.1 and a free port: point the official client at it with
 * `{ host: "127.0.0.1", port, protocol: "http" }`. It parses Stripe's form encoding into nested
 * objects, records every request, and answers Stripe-shaped objects and Stripe-shaped errors:
 *
 * - POST   /v1/checkout/sessions        a session (`url` on checkout.stripe.com); an Idempotency-Key
 *                                       replays its first answer, or refuses other parameters, as Stripe does
 * - GET    /v1/checkout/sessions/:id    a session it created
 * - POST   /v1/checkout/sessions/:id/expire  expires an open session; another: 400, as Stripe
 * - GET    /v1/subscriptions/:id        a seeded subscription
 * - DELETE /v1/subscriptions/:id        cancels it; again: Stripe's answer for a cancelled one (404
 *                                       resource_missing, see `cancelledAgain`); unknown: 404 resource_missing
 * - POST   /v1/billing_portal/sessions  a portal session for a `cus_…` customer
 * - POST   /v1/subscriptions/:id        changes its item's price (`items[0][id]` and `price_data`); refuses a cancelled one
 * - POST   /v1/refunds                  a refund of a `pi_…` payment intent (an Idempotency-Key replays it)
 * - GET    /v1/invoice_payments         the seeded invoice payments, filtered by `payment[payment_intent]` or `invoice`
 *
 * Requests need `Authorization: Bearer <secretKey>` (401 otherwise). Errors carry
 * `Stripe-Should-Retry: false`, so the client's retries never hide one.
 */
export type StripeStandInOptions = {
  /** The one API key it accepts. Default "sk_test_standin". */
  secretKey?: string;
  /**
   * How a second cancel of a subscription is answered. Stripe answers 404 "No such subscription"
   * (resource_missing) for one it has cancelled (stripe/stripe-go#1887); "invalid_request" answers
   * 400 invalid_request_error instead, to test the adapter's other path.
   */
  cancelledAgain?: "resource_missing" | "invalid_request";
};

export type RecordedRequest = {
  method: string;
  /** Without the query string. */
  path: string;
  /** The parsed query string (GET) or form body (POST, DELETE), nested as Stripe encodes it. */
  body: FormObject;
  /** Lower-case names, as Node gives them: idempotency-key, authorization, stripe-version… */
  headers: Record<string, string>;
};

export type FormValue = string | FormValue[] | FormObject;
export type FormObject = { [key: string]: FormValue };

export type StripeError = { status: number; type: string; code?: string; message: string; param?: string };

export type StripeStandIn = {
  port: number;
  url: string;
  requests: RecordedRequest[];
  /** A checkout session it created, by id. */
  sessions: Map<string, Record<string, unknown>>;
  /** An active subscription the next DELETE can cancel; returns its id. */
  seedSubscription(id?: string): string;
  /** An invoice paid by a payment intent (what GET /v1/invoice_payments finds). */
  seedInvoicePayment(paymentIntentId: string, invoiceId: string, amountCents?: number): void;
  /** The next request is answered with this error instead. */
  failNext(error: StripeError): void;
  close(): Promise<void>;
};

export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? "sk_test_standin";
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  const invoicePayments: Record<string, unknown>[] = [];
  const idempotent = new Map<string, { body: string; status: number; answer: unknown }>();
  let nextError: StripeError | undefined;

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      send(res, 500, stripeError({ status: 500, type: "api_error", message: `Stand-in failure: ${String(error)}` }));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? "GET";
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const raw = await readBody(req);
    const body = nest(method === "GET" ? url.searchParams : new URLSearchParams(raw));
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers[name] = value;
    requests.push({ method, path: url.pathname, body, headers });

    if (headers.authorization !== `Bearer ${secretKey}`) {
      const shown = (headers.authorization ?? "").replace(/^Bearer /, "").slice(0, 8);
      return fail(res, { status: 401, type: "invalid_request_error", message: `Invalid API Key provided: ${shown}***` });
    }
    if (nextError) {
      const error = nextError;
      nextError = undefined;
      return fail(res, error);
    }
    const key = headers["idempotency-key"];
    if (key && method === "POST") {
      const first = idempotent.get(`${url.pathname} ${key}`);
      if (first && first.body !== raw) {
        return fail(res, {
          status: 400,
          type: "idempotency_error",
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        });
      }
      if (first) return send(res, first.status, first.answer, { "Idempotent-Replayed": "true" });
    }
    const [status, answer] = route(method, url.pathname, body);
    if (key && method === "POST" && status < 500) idempotent.set(`${url.pathname} ${key}`, { body: raw, status, answer });
    send(res, status, answer);
  }

  function route(method: string, path: string, body: FormObject): [number, unknown] {
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    const session = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (method === "POST" && path === "/v1/checkout/sessions") return createSession(body);
    if (method === "GET" && session && !session[2]) return retrieveSession(decodeURIComponent(session[1] ?? ""));
    if (method === "POST" && session?.[2]) return expireSession(decodeURIComponent(session[1] ?? ""));
    if (method === "GET" && subscription) return retrieveSubscription(decodeURIComponent(subscription[1] ?? ""));
    if (method === "DELETE" && subscription) return cancelSubscription(decodeURIComponent(subscription[1] ?? ""));
    if (method === "POST" && subscription) return updateSubscription(decodeURIComponent(subscription[1] ?? ""), body);
    if (method === "POST" && path === "/v1/refunds") return createRefund(body);
    if (method === "POST" && path === "/v1/billing_portal/sessions") return createPortalSession(body);
    if (method === "GET" && path === "/v1/invoice_payments") return listInvoicePayments(body);
    return error({ status: 404, type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` });
  }

  function createSession(body: FormObject): [number, unknown] {
    const mode = body.mode;
    if (mode !== "payment" && mode !== "subscription" && mode !== "setup") {
      return error({
        status: 400,
        type: "invalid_request_error",
        code: "parameter_missing",
        param: "mode",
        message: "Missing required param: mode.",
      });
    }
    const items = body.line_items;
    if (!Array.isArray(items) || items.length === 0) {
      return error({
        status: 400,
        type: "invalid_request_error",
        param: "line_items",
        message: "line_items is required in payment and subscription mode.",
      });
    }
    let amountTotal = 0;
    for (const [index, item] of items.entries()) {
      const price = isObject(item) ? item.price_data : undefined;
      const amount = isObject(price) && typeof price.unit_amount === "string" ? price.unit_amount : "";
      if (!/^[0-9]+$/.test(amount)) {
        return error({
          status: 400,
          type: "invalid_request_error",
          code: "parameter_invalid_integer",
          param: `line_items[${index}][price_data][unit_amount]`,
          message: "Invalid integer: " + amount,
        });
      }
      const recurring = isObject(price) ? price.recurring : undefined;
      if ((mode === "subscription") !== isObject(recurring)) {
        return error({
          status: 400,
          type: "invalid_request_error",
          message:
            mode === "subscription"
              ? "You must provide at least one recurring price in `subscription` mode when using prices."
              : "You specified `payment` mode but passed a recurring price.",
        });
      }
      amountTotal += Number(amount) * Number(isObject(item) && typeof item.quantity === "string" ? item.quantity : "1");
    }
    for (const field of ["success_url", "cancel_url"] as const) {
      const value = body[field];
      if (value !== undefined && (typeof value !== "string" || !/^https?:\/\//.test(value))) {
        return error({ status: 400, type: "invalid_request_error", code: "url_invalid", param: field, message: "Not a valid URL" });
      }
    }
    const id = `cs_test_${randomBytes(24).toString("hex")}`;
    const session = {
      id,
      object: "checkout.session",
      mode,
      status: "open",
      payment_status: "unpaid",
      amount_total: amountTotal,
      currency: isObject(items[0]) && isObject(items[0].price_data) ? items[0].price_data.currency : null,
      client_reference_id: body.client_reference_id ?? null,
      customer: null,
      customer_email: body.customer_email ?? null,
      metadata: body.metadata ?? {},
      submit_type: body.submit_type ?? null,
      success_url: body.success_url ?? null,
      cancel_url: body.cancel_url ?? null,
      payment_intent: null,
      subscription: null,
      livemode: false,
      created: now(),
      expires_at: now() + 24 * 3600,
      url: `https://checkout.stripe.com/c/pay/${id}`,
    };
    sessions.set(id, session);
    return [200, session];
  }

  function retrieveSession(id: string): [number, unknown] {
    const found = sessions.get(id);
    return found ? [200, found] : noSuchSession(id);
  }

  function expireSession(id: string): [number, unknown] {
    const found = sessions.get(id);
    if (!found) return noSuchSession(id);
    if (found.status !== "open") {
      return error({
        status: 400,
        type: "invalid_request_error",
        message: `Only Checkout Sessions with a status in ["open"] can be expired.`,
      });
    }
    found.status = "expired";
    return [200, found];
  }

  /** Stripe's 404 for an object it does not know (`param` names the parameter that carried its id). */
  function noSuch(object: string, param: string, id: string): [number, unknown] {
    return error({ status: 404, type: "invalid_request_error", code: "resource_missing", param, message: `No such ${object}: '${id}'` });
  }

  const noSuchSession = (id: string) => noSuch("checkout.session", "session", id);
  const noSuchSubscription = (id: string) => noSuch("subscription", "id", id);

  function retrieveSubscription(id: string): [number, unknown] {
    const found = subscriptions.get(id);
    return found ? [200, found] : noSuchSubscription(id);
  }

  function cancelSubscription(id: string): [number, unknown] {
    const found = subscriptions.get(id);
    if (!found) return noSuchSubscription(id);
    if (found.status === "canceled") {
      return options.cancelledAgain === "invalid_request"
        ? error({
            status: 400,
            type: "invalid_request_error",
            message: "A canceled subscription can only update its cancellation_details and metadata.",
          })
        : noSuchSubscription(id);
    }
    found.status = "canceled";
    found.canceled_at = now();
    found.ended_at = now();
    return [200, found];
  }

  function updateSubscription(id: string, body: FormObject): [number, unknown] {
    const found = subscriptions.get(id);
    if (!found) return noSuchSubscription(id);
    if (found.status === "canceled") {
      return error({
        status: 400,
        type: "invalid_request_error",
        message: "A canceled subscription can only update its cancellation_details and metadata.",
      });
    }
    const items = found.items as { data: Record<string, unknown>[] };
    const change = Array.isArray(body.items) && isObject(body.items[0]) ? body.items[0] : undefined;
    const item = items.data.find((i) => i.id === change?.id);
    if (!change || !item)
      return error({ status: 400, type: "invalid_request_error", param: "items", message: "Invalid subscription item." });
    const data = isObject(change.price_data) ? change.price_data : undefined;
    if (!data || typeof data.product !== "string" || !/^[0-9]+$/.test(String(data.unit_amount)) || !isObject(data.recurring)) {
      return error({ status: 400, type: "invalid_request_error", param: "items[0][price_data]", message: "Invalid price_data." });
    }
    item.price = {
      id: `price_${randomBytes(8).toString("hex")}`,
      object: "price",
      product: data.product,
      unit_amount: Number(data.unit_amount),
      currency: data.currency,
      recurring: { interval: (data.recurring as FormObject).interval },
    };
    return [200, found];
  }

  function createRefund(body: FormObject): [number, unknown] {
    const intent = body.payment_intent;
    if (typeof intent !== "string" || !intent.startsWith("pi_")) {
      return error({ status: 400, type: "invalid_request_error", param: "payment_intent", message: "Missing or invalid payment_intent." });
    }
    return [
      200,
      { id: `re_${randomBytes(12).toString("hex")}`, object: "refund", payment_intent: intent, status: "succeeded", created: now() },
    ];
  }

  function createPortalSession(body: FormObject): [number, unknown] {
    const customer = body.customer;
    if (typeof customer !== "string") {
      return error({
        status: 400,
        type: "invalid_request_error",
        code: "parameter_missing",
        param: "customer",
        message: "Missing required param: customer.",
      });
    }
    if (!customer.startsWith("cus_")) {
      return error({
        status: 404,
        type: "invalid_request_error",
        code: "resource_missing",
        param: "customer",
        message: `No such customer: '${customer}'`,
      });
    }
    const id = `bps_${randomBytes(12).toString("hex")}`;
    return [
      200,
      {
        id,
        object: "billing_portal.session",
        customer,
        return_url: body.return_url ?? null,
        livemode: false,
        created: now(),
        url: `https://billing.stripe.com/p/session/test_${id}`,
      },
    ];
  }

  function listInvoicePayments(query: FormObject): [number, unknown] {
    const payment = isObject(query.payment) ? query.payment : undefined;
    if (payment && payment.type !== "payment_intent" && payment.type !== "payment_record") {
      return error({ status: 400, type: "invalid_request_error", param: "payment[type]", message: "Invalid payment[type]." });
    }
    const intent = payment?.payment_intent;
    const invoice = query.invoice;
    const data = invoicePayments.filter(
      (p) =>
        (intent === undefined || (isObject(p.payment) && p.payment.payment_intent === intent)) &&
        (invoice === undefined || p.invoice === invoice),
    );
    const limit = typeof query.limit === "string" ? Number(query.limit) : 10;
    return [200, { object: "list", url: "/v1/invoice_payments", has_more: data.length > limit, data: data.slice(0, limit) }];
  }

  function error(e: StripeError): [number, unknown] {
    return [e.status, stripeError(e)];
  }
  function fail(res: ServerResponse, e: StripeError): void {
    send(res, e.status, stripeError(e));
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    seedSubscription(id = `sub_${randomBytes(12).toString("hex")}`) {
      subscriptions.set(id, {
        id,
        object: "subscription",
        status: "active",
        canceled_at: null,
        ended_at: null,
        livemode: false,
        created: now(),
        items: {
          object: "list",
          data: [
            {
              id: `si_${randomBytes(8).toString("hex")}`,
              object: "subscription_item",
              quantity: 1,
              price: {
                id: "price_seeded",
                object: "price",
                product: "prod_donation",
                unit_amount: 1000,
                currency: "usd",
                recurring: { interval: "month" },
              },
            },
          ],
        },
      });
      return id;
    },
    seedInvoicePayment(paymentIntentId, invoiceId, amountCents = 2500) {
      invoicePayments.push({
        id: `inpay_${randomBytes(12).toString("hex")}`,
        object: "invoice_payment",
        amount_paid: amountCents,
        amount_requested: amountCents,
        created: now(),
        currency: "usd",
        invoice: invoiceId,
        is_default: true,
        livemode: false,
        payment: { type: "payment_intent", payment_intent: paymentIntentId },
        status: "paid",
        status_transitions: { canceled_at: null, paid_at: now() },
      });
    },
    failNext(e) {
      nextError = e;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/**
 * Stripe's form encoding (`line_items[0][price_data][unit_amount]=500`) as nested objects: a
 * numeric segment makes an array, as Stripe reads it.
 */
export function nest(params: URLSearchParams): FormObject {
  const root: FormObject = {};
  for (const [key, value] of params) {
    const segments = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!segments) {
      root[key] = value;
      continue;
    }
    const path = [segments[1] ?? key, ...[...(segments[2] ?? "").matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? "")];
    let node: FormObject | FormValue[] = root;
    for (const [i, segment] of path.entries()) {
      const last = i === path.length - 1;
      const index = Array.isArray(node) ? (segment === "" ? node.length : Number(segment)) : segment;
      const container = node as Record<string | number, FormValue>;
      if (last) {
        container[index] = value;
        break;
      }
      const nextIsIndex = /^[0-9]*$/.test(path[i + 1] ?? "");
      const existing = container[index];
      if (existing === undefined || typeof existing === "string") container[index] = nextIsIndex ? [] : {};
      node = container[index] as FormObject | FormValue[];
    }
  }
  return root;
}

function isObject(value: FormValue | unknown): value is FormObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function stripeError(e: StripeError): { error: Record<string, string> } {
  const error: Record<string, string> = { type: e.type, message: e.message };
  if (e.code) error.code = e.code;
  if (e.param) error.param = e.param;
  if (e.code) error.doc_url = `https://stripe.com/docs/error-codes/${e.code.replaceAll("_", "-")}`;
  return { error };
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    "Content-Type": "application/json",
    "Request-Id": `req_${randomBytes(8).toString("hex")}`,
    ...(status >= 400 ? { "Stripe-Should-Retry": "false" } : {}),
    ...headers,
  });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}
