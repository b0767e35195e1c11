import Link from "next/link";
import { HandHeart } from "lucide-react";

/** My Donations: donations are not recorded yet, so an honest empty state (never sample rows). */
export function MyDonations() {
  return (
    <section aria-labelledby="donations-title" className="space-y-6">
      <h2 id="donations-title" className="text-2xl font-semibold">
        My Donations
      </h2>
      <div className="card flex flex-col items-start gap-4 bg-gradient-to-br from-surface to-sand-100 sm:flex-row sm:items-center">
        <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-full bg-chakra-heart/15 text-brand-800">
          <HandHeart className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-display text-lg font-semibold text-ink">No donations yet</p>
          <p className="mt-1 text-muted">
            Your donations to the foundation will be listed here with their date, amount, type and status. Every gift helps bring
            mindfulness to more schools.
          </p>
        </div>
        <Link href="/donations" className="btn-primary shrink-0">
          Make a donation
        </Link>
      </div>
    </section>
  );
}
