import { Eye } from "lucide-react";

/**
 * Tells a student attached to a school exactly what that school sees of them: what its Students
 * tab (./students.tsx) and its list of students (GET /api/v1/school/getAllStudent) show, and
 * nothing more. Keep it in step with those two.
 */
export function SchoolVisibilityNotice({ schoolName }: { schoolName: string }) {
  return (
    <section aria-labelledby="school-visibility-title" className="card mb-8 flex flex-col gap-4 sm:flex-row sm:items-start">
      <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Eye className="size-6" />
      </span>
      <div className="min-w-0 space-y-2">
        <h2 id="school-visibility-title" className="text-xl font-semibold text-ink">
          What your school can see
        </h2>
        <p>
          You chose <strong className="font-semibold break-words">{schoolName}</strong> when you signed up, so your school can see:
        </p>
        <ul className="list-disc space-y-1 pl-6">
          <li>your name, e-mail address and phone number, whether your account is approved and when you joined;</li>
          <li>
            your practice totals: the minutes you practised this week and this term, how many videos you completed, when you last practised,
            and the classes your school tagged the videos you watched for.
          </li>
        </ul>
        <p className="text-muted">
          Nothing else: not which videos you watched or for how long each, not your date of birth or address, and nothing else in your
          account.
        </p>
      </div>
    </section>
  );
}
