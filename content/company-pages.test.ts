import { describe, expect, it } from "vitest";
import { site } from "@/lib/site";
import { about } from "./about";
import { careers } from "./careers";
import { contact } from "./contact";
import { period, privacy } from "./privacy";
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN } from "@/features/contact/schema";

/** About, Careers, Contact and Privacy: what the spec asks of them, one source for shared facts, no placeholders. */
describe("about, careers, contact and privacy content", () => {
  it.each([
    ["about", about],
    ["careers", careers],
    ["contact", contact],
    ["privacy", privacy],
  ])("%s has no placeholder text", (_name, content) => {
    expect(JSON.stringify(content)).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|FIXME|xxx/i);
  });

  it.each([
    ["about", about.metadata],
    ["careers", careers.metadata],
    ["contact", contact.metadata],
    ["privacy", privacy.metadata],
  ])("%s has a title and a description for search results (50 to 160 characters)", (_name, metadata) => {
    expect(metadata.title.trim().length).toBeGreaterThan(0);
    expect(metadata.description.length).toBeGreaterThanOrEqual(50);
    expect(metadata.description.length).toBeLessThanOrEqual(160);
  });

  it("about: the mission is the site's tagline, four areas with an icon each, values and paragraphs filled in", () => {
    expect(about.mission.statement).toBe(site.tagline);
    const areaIds = about.whatWeDo.areas.map((a) => a.id);
    expect(new Set(areaIds).size).toBe(areaIds.length);
    expect([...areaIds].sort()).toEqual(["communities", "individuals", "schools", "workplaces"]);
    expect(about.values.items.length).toBeGreaterThanOrEqual(3);
    const headings = [about.story.heading, about.mission.heading, about.whatWeDo.heading, about.values.heading, about.programs.heading];
    expect(new Set(headings).size).toBe(headings.length);
    for (const text of [
      ...about.story.paragraphs,
      ...about.mission.paragraphs,
      ...about.whatWeDo.areas.map((a) => a.text),
      ...about.values.items.map((v) => v.text),
    ]) {
      expect(text.trim().length).toBeGreaterThan(20);
    }
  });

  it("careers: instructors are asked to e-mail a resume to the contact address", () => {
    expect(careers.apply.email).toBe(site.contactEmail);
    expect(careers.apply.steps.join(" ")).toMatch(/resume/i);
    expect(careers.apply.subject.trim().length).toBeGreaterThan(0);
  });

  it("contact: the hint matches the limits the schema enforces, and the form's labels are distinct", () => {
    expect(contact.form.messageHint).toContain(String(CONTACT_MESSAGE_MIN));
    expect(contact.form.messageHint.replace(/,/g, "")).toContain(String(CONTACT_MESSAGE_MAX));
    const labels = Object.values(contact.form.labels);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label.trim().length).toBeGreaterThan(0);
    expect(contact.email.address).toBe(site.contactEmail);
  });

  it("privacy: a real date, unique anchors and every kind of data the site keeps", () => {
    expect(privacy.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(privacy.lastUpdated))).toBe(false);
    expect(Date.parse(privacy.lastUpdated)).toBeLessThanOrEqual(Date.now());
    const ids = privacy.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z-]*$/);

    const terms = privacy.sections.flatMap((s) => s.blocks.flatMap((b) => (b.kind === "terms" ? b.items.map((i) => i.term) : [])));
    expect(terms).toEqual(
      expect.arrayContaining(["Your account", "Your password", "Donations", "Viewing progress", "Uploads", "Contact messages"]),
    );

    const all = JSON.stringify(privacy);
    for (const needle of ["card number", "hash", "cookie", "access", "correct", "delete", site.contactEmail]) expect(all).toContain(needle);
    expect(ids).toEqual(expect.arrayContaining(["cookies", "who-can-see", "how-long", "your-rights"]));
  });

  it("privacy: states the retention periods as people say them", () => {
    expect([period(730), period(365), period(3650), period(90), period(400)]).toEqual([
      "two years",
      "one year",
      "ten years",
      "90 days",
      "400 days",
    ]);
    const howLong = JSON.stringify(privacy.sections.find((s) => s.id === "how-long"));
    expect(howLong).toContain("Chat messages are deleted two years after they were sent.");
    expect(howLong).toContain("is kept 90 days");
  });
});
