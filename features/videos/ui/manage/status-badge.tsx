const STYLES: Record<string, string> = {
  approved: "bg-brand-50 text-brand-800 border-brand-600/30",
  pending: "bg-warn-50 text-warn-700 border-warn-700/30",
  rejected: "bg-danger-50 text-danger-600 border-danger-600/30",
};

/** A video's status as a labelled pill: Pending, Approved or Rejected. */
export function StatusBadge({ status }: { status: string }) {
  const label = status.charAt(0).toUpperCase() + status.slice(1);
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold ${STYLES[status] ?? "border-line bg-sand-100 text-ink"}`}
    >
      {label}
    </span>
  );
}
