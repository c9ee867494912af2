import type { LucideIcon } from 'lucide-react';

/** The items of a list of short points, each led by the same decorative icon. */
export function IconItems({ items, icon: Icon }: { items: readonly string[]; icon: LucideIcon }) {
  return items.map((item) => (
    <li key={item}>
      <Icon aria-hidden="true" /> {item}
    </li>
  ));
}
