/**
 * What /login with a callbackUrl puts in the page (pages/login.tsx): the form's hidden
 * field and each role's "Continue where you were going" link carry the path returnPath answers,
 * never the address as it came.
 */
import { createElement } from "react";
import type { GetServerSidePropsContext } from "next";
import { describe, expect, it } from "vitest";
import { renderHtml } from "@/test/render";
import { DOT_SEGMENT_ESCAPES } from "@/test/hostile-paths";
import { homeFor, ROLES } from "@/lib/auth/roles";
import LoginPage from "./login-page";
import { NO_ANSWER } from "@/lib/static-site/form-result";
import { loginPageProps, type LoginProps } from "./login-props";

/** /login?callbackUrl=… as a GET gets it. */
async function propsFor(callbackUrl: string): Promise<LoginProps> {
  const context = { req: { method: "GET", headers: {} }, res: {}, query: { callbackUrl }, resolvedUrl: "/login" };
  const result = await loginPageProps(context as unknown as GetServerSidePropsContext);
  if (!("props" in result)) throw new Error("no props");
  return result.props as LoginProps;
}

const homes = Object.fromEntries(ROLES.map((role) => [role, homeFor(role)]));

describe("/login with a callbackUrl", () => {
  it.each([...DOT_SEGMENT_ESCAPES, "https://evil.example/", "//evil.example"])(
    "leaves %j out of the form and sends every role home",
    async (callbackUrl) => {
      const props = await propsFor(callbackUrl);
      expect(props.callbackUrl).toBeNull();
      expect(props.landings).toEqual(homes);
      const markup = renderHtml(createElement(LoginPage, props));
      expect(markup).not.toContain('name="callbackUrl"');
      expect(markup).not.toContain("evil.example");
    },
  );

  it("carries a path on this site in the form as the URL parser writes it, and to the roles that may open it", async () => {
    const props = await propsFor("/admin/../admin?tab=approval-requests");
    expect(props.callbackUrl).toBe("/admin?tab=approval-requests");
    expect(props.answer).toEqual(NO_ANSWER);
    expect(props.landings).toEqual({ ...homes, admin: "/admin?tab=approval-requests" });
    expect(renderHtml(createElement(LoginPage, props))).toContain(
      '<input type="hidden" name="callbackUrl" value="/admin?tab=approval-requests"/>',
    );
  });
});
