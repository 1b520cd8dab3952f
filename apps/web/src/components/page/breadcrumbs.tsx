/** Breadcrumbs of a deep page (DESIGN.md): links to the ancestors, the current page last. */
export function Breadcrumbs({ label, items, current }: { label: string; items: { href: string; label: string }[]; current: string }) {
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <ol>
        {items.map((i) => (
          <li key={i.href}>
            <a href={i.href}>{i.label}</a>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
