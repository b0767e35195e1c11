/**
 * The framework floor that `npm run bench:lighthouse` measures next to the real pages: the
 * smallest Next.js App Router page there is (this root layout and one static page, no CSS, fonts,
 * images or components of ours), built and started with the project's own Next.js and React.
 * Whatever score it gets is the best any App Router page can get on the same machine.
 * `npm run bench:chat` uses its bare event stream route (app/events/route.js) the same way.
 */
export const metadata = {
  title: "Framework floor",
  description: "A bare Next.js App Router page, the reference for the Lighthouse budget.",
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
