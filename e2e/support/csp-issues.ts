import type { Page } from "@playwright/test";

/**
 * The Content-Security-Policy issues Chrome reports for a page from now on (DevTools' Issues
 * panel, which Lighthouse's best practices read), as one line each; the array fills as they come.
 */
export async function cspIssues(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const issues: string[] = [];
  cdp.on("Audits.issueAdded", ({ issue }) => {
    if (issue.code !== "ContentSecurityPolicyIssue") return;
    const details = issue.details.contentSecurityPolicyIssueDetails;
    issues.push(`${details?.contentSecurityPolicyViolationType} (${details?.violatedDirective}) at ${details?.sourceCodeLocation?.url}`);
  });
  await cdp.send("Audits.enable");
  return issues;
}
