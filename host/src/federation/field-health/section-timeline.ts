/**
 * Which page the tab showed when: the document's first page from time 0
 * (navigation start), then each navigation inside the app from the moment it
 * happened. A redirect (`replace`) renames the current page and keeps its
 * start, so `/events` → `/cabinet/events` is one navigation. Web vitals are
 * attributed to the page their entry happened on, first-render times
 * measured from its start.
 */

export interface PageVisit {
  /** `performance.now()` when it started; 0 for the document's first page. */
  start: number;
  /** Its path as a record names it (`healthPath`). */
  path: string;
}

export type VisitKind = 'document' | 'navigate' | 'replace';

/** Enough for the vitals of a long session; older pages are forgotten. */
const MAX_VISITS = 50;

export function createSectionTimeline() {
  let visits: PageVisit[] = [];
  return {
    visit(kind: VisitKind, path: string, now: number): void {
      const last = visits.at(-1);
      if (kind === 'replace' && last) visits[visits.length - 1] = { ...last, path };
      else visits = [...visits, { start: kind === 'document' || !last ? 0 : now, path }].slice(-MAX_VISITS);
    },
    /** The page shown at `time`, or the current one when no time is known. */
    at(time?: number): PageVisit | undefined {
      if (time === undefined) return visits.at(-1);
      return visits.findLast((visit) => visit.start <= time) ?? visits[0];
    },
  };
}

export type SectionTimeline = ReturnType<typeof createSectionTimeline>;

/** The remote whose section `path` is in: `/cabinet/<name>…` for one of `remotes`. */
export function sectionOf(path: string, remotes: readonly string[]): string | null {
  const name = /^\/cabinet\/([^/]+)/.exec(path)?.[1];
  return name && remotes.includes(name) ? name : null;
}
