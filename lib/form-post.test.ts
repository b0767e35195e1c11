/**
 * A plain form's post refused for its origin (lib/form-post.ts): the browser is sent to the page
 * in the site's frame that names the address to open (pages/wrong-address.tsx, 403), never a bare
 * text, and the form's handler never runs. The accounts forms through the same route:
 * features/accounts/server/forms.test.ts; in a browser: e2e/auth.spec.ts.
 */
import { createElement } from "react";
import type { GetServerSidePropsContext } from "next";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { SiteFrame } from "@/components/site/site-frame";
import WrongAddressPage, { getServerSideProps } from "@/pages/wrong-address";
import { renderHtml, textOf } from "@/test/render";
import { formPostRoute, WRONG_ADDRESS_PAGE, type FormPost } from "./form-post";

const handle = vi.fn<FormPost["handle"]>(async () => ({ status: "done", message: "Sent" }));
const route = formPostRoute({ note: { page: () => "/note", handle } });

function post(origin: string) {
  const req = new NextRequest("http://localhost:3000/forms/note", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: "text=hello",
  });
  return route(req, { params: Promise.resolve({ form: "note" }) });
}

describe("a form posted from a page at another address", () => {
  it("is not run: the browser is sent to the page that names the site's address", async () => {
    const response = await post("http://192.168.1.5:3000");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(WRONG_ADDRESS_PAGE);
    expect(handle).not.toHaveBeenCalled();
    expect((await post("http://localhost:3000")).status).toBe(303);
    expect(handle).toHaveBeenCalledOnce();
  });

  it("lands on a page in the site's frame, answered 403, that names SITE_URL and links to it", async () => {
    const res = { statusCode: 200 };
    const result = await getServerSideProps({ res } as unknown as GetServerSidePropsContext);
    expect(res.statusCode).toBe(403);
    expect(result).toEqual({ props: { address: "http://localhost:3000" } });
    const props = (result as { props: { address: string } }).props;
    const markup = renderHtml(createElement(SiteFrame, null, createElement(WrongAddressPage, props)));
    expect(markup).toContain("<header");
    expect(markup).toContain("<footer");
    expect(textOf(markup)).toContain("this site takes forms only from its own pages at http://localhost:3000");
    expect(markup).toMatch(/<a href="http:\/\/localhost:3000\/"[^>]*>Go to http:\/\/localhost:3000/);
  });
});
