import { Check, X } from "lucide-react";

type Decision = "approve" | "reject";

const LOOK = {
  approve: { word: "Approve", running: "Approving...", Icon: Check, button: "btn-primary" },
  reject: { word: "Reject", running: "Rejecting...", Icon: X, button: "btn-danger-soft" },
} as const;

type Naming = {
  subject: string;
  /** How `subject` joins a button's accessible name (see DecisionButtons). */
  name: "label" | "text";
};

function DecisionButton({
  decision,
  busy,
  saysBusy,
  onClick,
  className,
  subject,
  name,
}: Naming & { decision: Decision; busy: string | null; saysBusy: boolean; onClick: () => void; className: string }) {
  const { word, running, Icon, button } = LOOK[decision];
  const runs = busy === decision;
  return (
    <button
      type="button"
      className={`${button} ${className}`}
      onClick={onClick}
      disabled={busy !== null}
      aria-label={name === "label" ? `${word} ${subject}` : undefined}
      aria-busy={name === "text" ? runs || undefined : undefined}
    >
      <Icon aria-hidden className="size-4" />
      {saysBusy && runs ? running : word}
      {name === "text" ? <span className="sr-only">{` ${subject}`}</span> : null}
    </button>
  );
}

/**
 * Approve and Reject for one item waiting for a decision (a registration, a video, a photo, a
 * program request). `busy` is what the item's row is doing ("approve", "reject" or another of
 * its actions; null when idle): while anything runs both buttons are disabled, and the running
 * one says so ("Approving...", "Rejecting..."). Approve runs at once; Reject opens the feature's
 * own dialog (a confirmation, a reason). Two buttons without a wrapper, for the row's actions.
 *
 * `subject` names the item in each button's accessible name; `name` says how: in `aria-label`
 * ("Approve Ana", the same while it runs), or as hidden text after the word shown, so that the
 * running button is read as it shows ("Approving... Ana") and is `aria-busy`.
 * `rejectSaysBusy`: false where Reject keeps its word and only its dialog says "Rejecting...".
 */
export function DecisionButtons({
  busy,
  onApprove,
  onReject,
  className = "flex-1 sm:flex-none",
  rejectSaysBusy = true,
  subject,
  name = "label",
}: Partial<Naming> & {
  subject: string;
  busy: string | null;
  onApprove: () => void;
  onReject: () => void;
  /** Each button's size in its row. */
  className?: string;
  rejectSaysBusy?: boolean;
}) {
  const naming = { subject, name };
  return (
    <>
      <DecisionButton decision="approve" busy={busy} saysBusy onClick={onApprove} className={className} {...naming} />
      <DecisionButton decision="reject" busy={busy} saysBusy={rejectSaysBusy} onClick={onReject} className={className} {...naming} />
    </>
  );
}
