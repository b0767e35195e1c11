/** The card that frames every sign-in and sign-up screen. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  wide = false,
  before,
}: {
  title: React.ReactNode;
  subtitle?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
  wide?: boolean;
  /** Shown above the card (a back link). */
  before?: React.ReactNode;
}) {
  return (
    <div className={`w-full ${wide ? "max-w-3xl" : "max-w-md"}`}>
      {before ? <div className="mb-3">{before}</div> : null}
      <div className="rounded-3xl border border-line bg-surface px-5 py-8 shadow-sm sm:px-10 sm:py-10">
        <h1 className="text-center text-3xl font-semibold text-brand-800">{title}</h1>
        {subtitle ? <div className="mt-3 text-center text-muted">{subtitle}</div> : null}
        <div className="mt-8">{children}</div>
        {footer ? <div className="mt-8 border-t border-line pt-6 text-center text-muted">{footer}</div> : null}
      </div>
    </div>
  );
}
