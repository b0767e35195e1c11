import type { Actor } from "@/lib/session/actor-type";
import { WaitingFor } from "@/components/ui/waiting-for";
import { CardCell, CardRow, CardTable } from "@/components/ui/card-table";
import { Pagination } from "@/components/ui/pagination";
import { StatusBadge } from "@/components/ui/status-badge";
import { Thumbnail } from "@/components/ui/thumbnail";
import { SiteLink } from "@/components/site/site-link";
import { listLibraryForStaff } from "@/features/library/server/search";
import { listRecycledLibrary } from "@/features/library/server/recycle-bin";
import { ItemFormDialog } from "./item-form-dialog";
import { DeleteItemButton, PublishButton } from "./item-actions";
import { LibraryRecycleBinButton } from "./recycle-bin";
import { managedItemOf } from "./types";
import { ViewItemButton } from "./view-dialog";

const HEADERS = ["Cover", "Title", "Author", "Subject", "Status", "Actions"] as const;

/**
 * The Library part of the staff's Content tab (the spec's Library video manager, "My Uploaded
 * Videos"): every library video, drafts first, five a page, with View, Edit, Delete and, for a
 * draft, Publish; Upload Video and the library's Recycle Bin above. A table from `md` up, a card
 * per item below it, so nothing scrolls sideways on a phone.
 */
export async function LibraryManager({ actor, basePath, page }: { actor: Actor; basePath: string; page: number }) {
  const [result, bin] = await Promise.all([listLibraryForStaff(actor, { page }), listRecycledLibrary(actor)]);
  const hrefFor = (n: number) => `${basePath}?tab=library&page=${n}`;
  return (
    <section aria-labelledby="library-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 max-w-2xl">
          <h2 id="library-title" className="text-2xl font-semibold">
            My Uploaded Videos
          </h2>
          <p className="mt-1 text-muted">
            The foundation&apos;s library of guided talks, uploaded by our team. A new video is a draft until you publish it; published
            videos are on the public{" "}
            <SiteLink href="/resources" className="link">
              Resources
            </SiteLink>{" "}
            page.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <LibraryRecycleBinButton items={bin.items.map(managedItemOf)} total={bin.total} />
          <ItemFormDialog />
        </div>
      </div>

      {result.items.length === 0 ? (
        <p className="card text-center text-muted">No library videos yet. Upload the first one with Upload Video.</p>
      ) : (
        <CardTable
          label="Library videos"
          caption={`Library videos, drafts first: page ${result.page} of ${result.totalPages}`}
          headers={HEADERS}
        >
          {result.items.map((item) => {
            const managed = managedItemOf(item);
            return (
              <CardRow key={item.id}>
                <CardCell label="Cover">
                  <Thumbnail url={item.coverImage} title={item.title} className="w-28 rounded-lg" />
                </CardCell>
                <CardCell label="Title" className="font-semibold md:max-w-xs">
                  <span className="break-words">{item.title}</span>
                </CardCell>
                <CardCell label="Author">
                  <span className="break-words">{item.author}</span>
                </CardCell>
                <CardCell label="Subject">
                  <span className="break-words">{item.subject}</span>
                </CardCell>
                <CardCell label="Status">
                  <StatusBadge label={item.isApproved ? "Published" : "Draft"} tone={item.isApproved ? "good" : "wait"} />
                  {item.isApproved ? null : (
                    <WaitingFor since={item.createdAt} className="mt-1 block text-sm whitespace-nowrap text-muted" />
                  )}
                </CardCell>
                <CardCell label="Actions" actions>
                  <div className="flex flex-wrap gap-2 xl:flex-nowrap">
                    {item.isApproved ? null : <PublishButton item={{ id: item.id, title: item.title }} />}
                    <ViewItemButton item={managed} />
                    <ItemFormDialog item={managed} />
                    <DeleteItemButton item={{ id: item.id, title: item.title }} />
                  </div>
                </CardCell>
              </CardRow>
            );
          })}
        </CardTable>
      )}
      {result.total > 0 ? (
        <Pagination variant="summary" page={result.page} pages={result.totalPages} hrefFor={hrefFor} label="Library video pages" />
      ) : null}
    </section>
  );
}
