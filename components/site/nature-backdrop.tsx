/**
 * A calm, nature-like background drawn in SVG: a soft dawn sky, a low sun and layered hills.
 * Decorative only.
 */
export function NatureBackdrop() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden">
      <div className="absolute inset-0 bg-linear-to-b from-[#e6f0f3] via-[#f3f1e8] to-[#f6efe0]" />
      <div className="absolute left-[8%] top-[12%] size-64 rounded-full bg-[#f6d98b]/45 blur-3xl sm:size-96" />
      <svg
        className="absolute inset-x-0 bottom-0 h-[55%] w-full"
        viewBox="0 0 1440 480"
        preserveAspectRatio="xMidYMax slice"
        focusable="false"
      >
        <defs>
          <linearGradient id="hill-far" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#b9d4c4" />
            <stop offset="1" stopColor="#d7e6da" />
          </linearGradient>
          <linearGradient id="hill-mid" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#8fbca2" />
            <stop offset="1" stopColor="#b5d3bd" />
          </linearGradient>
          <linearGradient id="hill-near" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#5f9a7d" />
            <stop offset="1" stopColor="#7fae8f" />
          </linearGradient>
        </defs>
        <path d="M0 210 C 180 140 330 150 480 190 S 800 250 980 180 S 1290 120 1440 170 V480 H0 Z" fill="url(#hill-far)" opacity="0.8" />
        <path d="M0 300 C 210 240 380 260 560 300 S 900 350 1100 290 S 1340 250 1440 270 V480 H0 Z" fill="url(#hill-mid)" opacity="0.75" />
        <path d="M0 390 C 240 340 460 360 700 395 S 1120 430 1440 370 V480 H0 Z" fill="url(#hill-near)" opacity="0.55" />
      </svg>
    </div>
  );
}
