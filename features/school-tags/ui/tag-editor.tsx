"use client";

import { useState } from "react";
import { Tags } from "lucide-react";
import { CLASS_TAGS } from "@/features/school-tags/schema";
import { Dialog } from "@/components/ui/dialog";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { addTags, updateTags } from "./api";

/**
 * Add Tags / Edit Tags for one video: Class 1 … Class 12 as checkboxes with Select All and
 * Deselect All, saved with POST /videoSchoolTags (first time) or PUT /videoSchoolTags/{id}.
 * The school is the signed-in account; the body never names it.
 */
export function TagEditor({
  videoId,
  courseName,
  tagId,
  tags,
}: {
  videoId: string;
  courseName: string;
  tagId: string | null;
  tags: string[];
}) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(() => new Set(tags));
  const save = useApiMutation(
    async (list: string[]) => {
      // With the classes shown: if someone else changed them meanwhile, 409 and the list is drawn again.
      if (tagId) await updateTags(tagId, { tags: list, previousTags: tags });
      else await addTags({ videoId, tags: list });
    },
    {
      fallback: "Failed to save tags. Please try again.",
      success: (_, list) => ({
        title: tagId ? "Tags updated successfully!" : "Tags added successfully!",
        description: list.length ? `${courseName}: ${list.join(", ")}` : `${courseName}: no classes`,
      }),
      onSuccess: () => setOpen(false),
    },
  );
  const saving = save.busy;
  const editing = tagId !== null && tags.length > 0;
  const label = editing ? "Edit Tags" : "Add Tags";

  function onOpenChange(next: boolean) {
    if (saving) return;
    if (next) setSelected(new Set(tags));
    setOpen(next);
  }

  function toggle(tag: string, on: boolean) {
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(tag);
      else next.delete(tag);
      return next;
    });
  }

  return (
    <>
      <button
        type="button"
        className={editing ? "btn-secondary" : "btn-primary"}
        onClick={() => onOpenChange(true)}
        aria-label={`${label} for ${courseName}`}
      >
        <Tags aria-hidden className="size-5" />
        {label}
      </button>
      <Dialog open={open} onOpenChange={onOpenChange} title={label} description={`Choose the classes “${courseName}” suits.`}>
        <fieldset>
          <legend className="sr-only">Classes</legend>
          <div className="mb-3 flex flex-wrap gap-2">
            <button type="button" className="btn-ghost min-h-10 px-3" onClick={() => setSelected(new Set(CLASS_TAGS))} disabled={saving}>
              Select All
            </button>
            <button type="button" className="btn-ghost min-h-10 px-3" onClick={() => setSelected(new Set())} disabled={saving}>
              Deselect All
            </button>
          </div>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {CLASS_TAGS.map((tag) => {
              const checked = selected.has(tag);
              return (
                <li key={tag}>
                  <label
                    className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 transition-colors ${checked ? "border-brand-600 bg-brand-50" : "border-line hover:bg-sand-100"}`}
                  >
                    <input
                      type="checkbox"
                      className="size-5 accent-brand-600"
                      checked={checked}
                      disabled={saving}
                      onChange={(e) => toggle(tag, e.target.checked)}
                    />
                    <span className="font-medium">{tag}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <p className="mt-3 text-sm text-muted" aria-live="polite">
          {selected.size === 0 ? "No classes selected." : `${selected.size} selected.`}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => onOpenChange(false)} disabled={saving}>
            Cancel
          </button>
          <button
            type="button"
            className="btn-primary"
            onClick={() => void save.run(CLASS_TAGS.filter((t) => selected.has(t)))}
            disabled={saving || (!tagId && selected.size === 0)}
          >
            {saving ? "Saving..." : "Save Tags"}
          </button>
        </div>
      </Dialog>
    </>
  );
}
