import path from "node:path";
import { expect, test } from "@playwright/test";
import { screenshotsIn } from "./support/shots";

const shots = screenshotsIn(path.resolve("test-results", "api-reference"));

type Document = { openapi: string; paths: Record<string, Record<string, { operationId: string; summary: string; "x-who": string }>> };

/**
 * The API's OpenAPI document is served to anyone and may be cached; the reference page, built
 * from it without script, lists every operation and opens each one's roles, shapes and errors.
 */
test("the OpenAPI document and its reference page /developers", async ({ page, request }) => {
  // axe reads every route's card, folded or not: a long page.
  test.setTimeout(120_000);
  const answer = await request.get("/api/v1/openapi.json");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toMatch(/^public, max-age=\d+/);
  const document = (await answer.json()) as Document;
  expect(document.openapi).toBe("3.1.0");
  const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
  expect(operations.length).toBeGreaterThan(100);

  await page.goto("/developers");
  await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
  await expect(page.locator("details")).toHaveCount(operations.length);
  await shots(page, "developers");

  // One route opened: who may call it, its body and its errors, as the document says.
  const approve = operations.find((o) => o.operationId === "putProgramId")!;
  const card = page.locator(`details#${approve.operationId}`);
  await card.locator("summary").click();
  await expect(card.getByText(approve["x-who"])).toBeVisible();
  await expect(card.getByRole("heading", { name: "Body" })).toBeVisible();
  await expect(card.getByText("409", { exact: true })).toBeVisible();
  await shots(page, "developers-route-open", { element: card });

  // The link to the document works from the page.
  await expect(page.getByRole("link", { name: "openapi.json" })).toHaveAttribute("href", "/api/v1/openapi.json");
});
