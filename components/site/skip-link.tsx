/**
 * The first focusable element of every page: jumps past the navigation to <main id="main">.
 * Off screen until it has keyboard focus, then shown at the top left above the header.
 */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="fixed left-3 top-3 z-50 -translate-y-24 rounded-lg bg-brand-700 px-4 py-3 font-medium text-white shadow-lg focus:translate-y-0"
    >
      Skip to main content
    </a>
  );
}
