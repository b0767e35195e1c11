import { CircleAlert, CircleCheck } from "lucide-react";

/**
 * An inline message for a form: "error" is announced at once (role="alert"), "success" politely
 * (role="status"). Renders nothing without children.
 */
export function Alert({ tone = "error", children }: { tone?: "error" | "success"; children?: React.ReactNode }) {
  if (!children) return null;
  const error = tone === "error";
  const Icon = error ? CircleAlert : CircleCheck;
  return (
    <div
      role={error ? "alert" : "status"}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 ${
        error ? "border-danger-600/30 bg-danger-50 text-danger-600" : "border-brand-600/30 bg-brand-50 text-brand-800"
      }`}
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p className="font-medium">{children}</p>
    </div>
  );
}
