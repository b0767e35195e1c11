import Link from "next/link";
import { formatMoney } from "@/lib/format";
import { CardRow, CardTable } from "@/components/ui/card-table";
import { LocalDate } from "@/components/ui/local-date";
import type { ApiDonation } from "../server/serialize";
import { typeLabel } from "./dashboard-format";
import { GiftStatus } from "./dashboard-status";

const cell = "flex items-baseline gap-3 py-1 md:table-cell md:px-4 md:py-3 md:align-top";
const cellLabel = "w-24 shrink-0 text-sm font-medium text-muted md:hidden";
const HEADERS = ["Donor", "Amount", "Date", "Type", "Status", "Message"] as const;

/**
 * The Recent Donations table (Donor, Amount, Date, Type, Status, Message). An anonymous gift reads
 * "Anonymous"; staff see the name beneath in small text, marked as such. A test gift's status
 * reads "Test — no money taken" beneath. The donor's name opens the gift's details. On phones each
 * row is a card with its labels.
 */
export function TrackingTable({
  donations,
  caption,
  detailHref,
}: {
  donations: ApiDonation[];
  caption: string;
  /** Where a gift's details open (its donor's name links there). */
  detailHref: (donationId: string) => string;
}) {
  return (
    <CardTable caption={caption} headers={HEADERS}>
      {donations.map((d) => (
        <CardRow key={d._id}>
          <td className={`${cell} font-semibold`}>
            <span className={cellLabel}>Donor</span>
            <Link href={detailHref(d._id)} scroll={false} className="link min-w-0 break-words">
              {d.isAnonymous ? (
                <>
                  Anonymous
                  <span className="block text-sm font-normal text-muted">
                    {d.donerName}
                    <span className="sr-only"> (asked to stay anonymous)</span>
                  </span>
                </>
              ) : (
                d.donerName
              )}
              <span className="sr-only">{` — details of the ${formatMoney(d.amountCents)} gift`}</span>
            </Link>
          </td>
          <td className={`${cell} font-semibold`}>
            <span className={cellLabel}>Amount</span>
            <span className="whitespace-nowrap">{formatMoney(d.amountCents)}</span>
          </td>
          <td className={cell}>
            <span className={cellLabel}>Date</span>
            <LocalDate iso={d.createdAt} className="whitespace-nowrap" />
          </td>
          <td className={cell}>
            <span className={cellLabel}>Type</span>
            {typeLabel(d.donationType)}
          </td>
          <td className={cell}>
            <span className={cellLabel}>Status</span>
            <GiftStatus status={d.status} isTest={d.isTest} />
          </td>
          <td className={cell}>
            <span className={cellLabel}>Message</span>
            {d.message ? (
              <span className="min-w-0 max-w-xs whitespace-pre-line break-words">{d.message}</span>
            ) : (
              <span className="text-muted">
                <span aria-hidden>—</span>
                <span className="sr-only">No message</span>
              </span>
            )}
          </td>
        </CardRow>
      ))}
    </CardTable>
  );
}
