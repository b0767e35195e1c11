import { FlaskConical } from "lucide-react";
import { TEST_GIFT_LABEL } from "../schema";

/**
 * The banner of a donation page in test mode (the form, the test checkout, a payment's result):
 * the label large, then what it means there. No hooks: server and client pages alike.
 */
export function TestModeNotice({ children }: { children: React.ReactNode }) {
  return (
    <div
      data-test-mode
      className="flex items-start gap-3 rounded-xl border-2 border-dashed border-warn-700/50 bg-warn-50 px-4 py-3 text-left text-warn-700"
    >
      <FlaskConical aria-hidden className="mt-0.5 size-6 shrink-0" />
      <p>
        <strong className="block text-lg font-bold uppercase tracking-wide">{TEST_GIFT_LABEL}</strong> {children}
      </p>
    </div>
  );
}
