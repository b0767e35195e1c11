import { practiceSessions, practiceTotalMinutes } from "@/content/practice";

const tints = ["bg-brand-100", "bg-brand-600", "bg-chakra-throat/70", "bg-chakra-heart/60", "bg-chakra-solar/70", "bg-chakra-crown/50"];

/** A bar of the 30 minutes, each session as wide as its share. Decorative: the list says the same in words. */
export function PracticeTimeline() {
  return (
    <div aria-hidden className="flex h-4 w-full overflow-hidden rounded-full ring-1 ring-line">
      {practiceSessions.map((s, i) => (
        <span
          key={s.id}
          className={`h-full ${tints[i % tints.length]} border-r-2 border-surface last:border-r-0`}
          style={{ width: `${(s.minutes / practiceTotalMinutes) * 100}%` }}
        />
      ))}
    </div>
  );
}
