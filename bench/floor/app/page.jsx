export default function FloorPage() {
  return (
    <main>
      <h1>Framework floor</h1>
      <p>A bare Next.js App Router page: one heading and one paragraph, nothing else.</p>
    </main>
  );
}
