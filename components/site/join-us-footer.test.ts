import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderHtml, textOf } from "@/test/render";
import { site } from "@/lib/site";
import { JoinUs } from "./page-shell";
import { SiteFooter } from "./site-footer";

/** The hrefs of the links in some markup. */
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]);

describe("Join Us in Our Mission", () => {
  it("links to Donations and Contact from any other page", () => {
    expect(hrefs(renderHtml(createElement(JoinUs, {})))).toEqual(["/donations", "/contact"]);
  });

  it("never links a page to itself: no Make a Donation on the donation pages, no Contact Us on /contact", () => {
    expect(hrefs(renderHtml(createElement(JoinUs, { current: "/contact" })))).toEqual(["/donations"]);
    expect(hrefs(renderHtml(createElement(JoinUs, { current: "/donations" })))).toEqual(["/contact"]);
  });
});

describe("the footer", () => {
  it("has no Follow us while no social link is configured", () => {
    expect(site.social).toBeNull();
    const html = renderHtml(createElement(SiteFooter));
    expect(textOf(html)).not.toContain("Follow us");
    expect(hrefs(html)).not.toContain("#");
  });

  it("shows Follow us once a social link is configured, linking to it", () => {
    const html = renderHtml(createElement(SiteFooter, { social: { label: "Follow us", href: "https://social.example/mindfulminds" } }));
    expect(textOf(html)).toContain("Follow us");
    expect(hrefs(html)).toContain("https://social.example/mindfulminds");
  });
});
