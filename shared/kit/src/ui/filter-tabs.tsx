import { Link } from 'react-router-dom';
import { cn } from '../lib/cn.ts';

interface FilterTab {
  label: string;
  /** The list's search string for this tab ('' for the default one). */
  search: string;
  current: boolean;
}

/**
 * A segmented switch between views of one list. Each tab is a link that
 * changes the URL's search params (so Back and shared links work), hence a
 * navigation with `aria-current`, not an ARIA tablist.
 */
function FilterTabs({ label, tabs }: { label: string; tabs: FilterTab[] }) {
  return (
    <nav aria-label={label}>
      <ul className="inline-flex rounded-lg bg-muted p-1 text-sm">
        {tabs.map((tab) => (
          <li key={tab.label}>
            <Link
              to={{ search: tab.search }}
              aria-current={tab.current ? 'page' : undefined}
              className={cn(
                'inline-flex h-8 items-center rounded-md px-3 font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                tab.current && 'bg-background text-foreground shadow-sm',
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export { FilterTabs };
export type { FilterTab };
