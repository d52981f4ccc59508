/** A page whose screen is not built yet: it names the screen so routes can be checked end to end. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
    </section>
  );
}
