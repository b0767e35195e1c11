import type { NextApiRequest, NextApiResponse, PageConfig } from "next";
import { staticHtmlAnswer } from "@/lib/static-site/compressed-server";

export const config: PageConfig = { api: { bodyParser: false } };

/** The pages without the framework's JavaScript, compressed once (lib/static-site/compressed.mts); reached through next.config's rewrites only. */
export default async function staticHtml(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const { encoding, name } = req.query;
  // A page's name may have segments (signup/student).
  const answer = await staticHtmlAnswer(String(encoding), Array.isArray(name) ? name.join("/") : String(name));
  res.writeHead(answer.status, answer.headers);
  res.end(req.method === "HEAD" ? undefined : answer.body);
}
