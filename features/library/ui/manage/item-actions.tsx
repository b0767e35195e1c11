"use client";

import { Send } from "lucide-react";
import { ConfirmDeleteButton } from "@/components/ui/confirm-delete-button";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { binItem, publishItem } from "../api";

/** Publish a draft (library/approveBook): it appears on /resources at once. */
export function PublishButton({ item }: { item: { id: string; title: string } }) {
  const publish = useApiMutation(() => publishItem(item.id), {
    fallback: "Please try again.",
    errorTitle: "Failed to publish the library video.",
    success: { title: "Library video published successfully", description: "It is on the public Resources page now." },
  });
  return (
    <button
      type="button"
      className="btn-primary px-3"
      onClick={() => void publish.run()}
      disabled={publish.busy}
      aria-label={`Publish ${item.title}`}
    >
      <Send aria-hidden className="size-4" />
      {publish.busy ? "Publishing..." : "Publish"}
    </button>
  );
}

/** Delete (after confirming): the item goes to the library recycle bin. */
export function DeleteItemButton({ item }: { item: { id: string; title: string } }) {
  return (
    <ConfirmDeleteButton
      name={item.title}
      description="Are you sure you want to delete this library video? It goes to the library recycle bin, where it can be restored for 30 days."
      remove={() => binItem(item.id)}
      feedback={{
        fallback: "Please try again.",
        errorTitle: "Failed to delete the library video.",
        success: "Library video moved to Recycle Bin successfully",
      }}
    >
      <p className="rounded-lg bg-sand-100 px-4 py-3 text-sm font-semibold text-ink">{item.title}</p>
    </ConfirmDeleteButton>
  );
}
