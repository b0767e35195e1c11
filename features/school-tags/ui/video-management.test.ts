import { beforeEach, describe, expect, it } from "vitest";
import { renderHtml, textOf } from "@/test/render";
import { actorFor, createUser, resetDb } from "@/test/db";
import { insertVideo } from "@/test/videos";
import { createSchoolTag } from "@/features/school-tags/server/school-tags";
import { VideoManagement } from "./video-management";

beforeEach(resetDb);

/** The tab as the school's browser receives it (a server component: awaited, then rendered to HTML). */
async function tab(actor: Parameters<typeof VideoManagement>[0]["actor"]): Promise<string> {
  return renderHtml(await VideoManagement({ actor }));
}

const text = textOf;

/** The text of the <dd> after the <dt> that reads `label` (no DOM in this environment: the markup is read as text). */
function stat(html: string, label: string): string | undefined {
  const terms = [...html.matchAll(/<dt[^>]*>(.*?)<\/dt>\s*<dd[^>]*>(.*?)<\/dd>/g)];
  const found = terms.find((m) => text(m[1]!) === label);
  return found ? text(found[2]!) : undefined;
}

/** The markup of the card whose heading is `name`: from its <li> to the next card's. */
function card(html: string, name: string): string {
  const cards = html.split(/(?=<li[^>]*aria-labelledby="video-)/).slice(1);
  const found = cards.find((c) => new RegExp(`<h3[^>]*>${name}</h3>`).test(c));
  if (!found) throw new Error(`no card ${name}`);
  return found;
}

/** The chips of a card's list named `name` (aria-label), by text. */
function chips(cardHtml: string, name: string): string[] {
  const list = new RegExp(`<ul[^>]*aria-label="${name}"[^>]*>(.*?)</ul>`).exec(cardHtml)?.[1] ?? "";
  return [...list.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => text(m[1]!));
}

/** Every chip text of a card, whatever its list. */
const allChips = (cardHtml: string) => [...cardHtml.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => text(m[1]!));

describe("the School Video Management tab", () => {
  it("shows the school's classes and the instructor's topics apart, never `recommended` as a topic, and counts class tags", async () => {
    const school = actorFor(await createUser({ role: "school" }));
    const tagged = await insertVideo({ courseName: "Tagged one", tags: ["recommended", "breathing"], rank: 1 });
    await insertVideo({ courseName: "Topics only", tags: ["calm", "focus"], rank: 2 });
    await createSchoolTag(school, { videoId: tagged.id, tags: ["Class 3", "Class 5"] });

    const html = await tab(school);
    expect(stat(html, "Total videos")).toBe("2");
    expect(stat(html, "Tagged for your classes")).toBe("1");
    expect(stat(html, "Not tagged for your classes")).toBe("1");

    const one = card(html, "Tagged one");
    const other = card(html, "Topics only");
    expect(chips(one, "Your classes")).toEqual(["Class 3", "Class 5"]);
    expect(chips(one, "Topics")).toEqual(["breathing"]);
    // The foundation's pick is a flag beside the status, not a chip among the topics.
    expect(text(one)).toContain("Recommended by the foundation");
    expect(chips(other, "Your classes")).toEqual([]);
    expect(text(other)).toContain("Not tagged for your classes yet");
    expect(chips(other, "Topics")).toEqual(["calm", "focus"]);
    expect(text(other)).not.toContain("Recommended by the foundation");
    for (const c of [one, other]) expect(allChips(c)).not.toContain("recommended");
  });
});
