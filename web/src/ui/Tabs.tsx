import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabDef<K extends string> {
  key: K;
  label: string;
}

/** The width of the button over an end of the row (Tabs.module.css). */
const END_BUTTON_PX = 44;

const ROW_ENDS = {
  before: { className: styles.moreBefore, title: 'Earlier sections', testId: 'tabs-earlier', arrow: '‹' },
  after: { className: styles.moreAfter, title: 'Later sections', testId: 'tabs-later', arrow: '›' },
} as const;

/** The button over an end of the row with tabs beyond it: for a pointer, as the arrow keys move along the tabs. */
function RowEnd({ side, onClick }: { side: keyof typeof ROW_ENDS; onClick: () => void }) {
  const end = ROW_ENDS[side];
  return (
    <button
      type="button"
      className={`${styles.more} ${end.className}`}
      tabIndex={-1}
      aria-hidden="true"
      title={end.title}
      data-testid={end.testId}
      onClick={onClick}
    >
      {end.arrow}
    </button>
  );
}

/** Which ends of the row have tabs out of sight. */
interface Hidden {
  before: boolean;
  after: boolean;
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the chosen panel renders. The
 * tabs stay on one row that scrolls sideways, the chosen one always scrolled into sight; where
 * tabs are out of sight, that end of the row fades and a button there scrolls the row on, for a
 * pointer (hidden from screen readers and the Tab key: the arrow keys already move along the tabs).
 */
export function Tabs<K extends string>({
  tabs,
  selected,
  onSelect,
  label,
  children,
}: {
  tabs: ReadonlyArray<TabDef<K>>;
  selected: K;
  onSelect: (key: K) => void;
  label: string;
  children: ReactNode;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const bar = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<Hidden>({ before: false, after: false });
  const measure = useCallback(() => {
    const row = bar.current;
    if (!row) return;
    const before = row.scrollLeft > 1;
    const after = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
    setHidden((was) => (was.before === before && was.after === after ? was : { before, after }));
  }, []);
  useEffect(() => {
    const row = bar.current;
    if (!row) return;
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const resized = new ResizeObserver(measure);
    resized.observe(row);
    return () => resized.disconnect();
  }, [measure]);
  const scrollOn = (direction: 1 | -1) => {
    const row = bar.current;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    row?.scrollBy({ left: direction * row.clientWidth * 0.8, behavior: still ? 'auto' : 'smooth' });
  };
  // The row scrolls by itself, never the window: the chosen tab is brought wholly into the row's sight.
  useEffect(() => {
    const row = bar.current;
    const tab = refs.current.get(selected);
    if (!row || !tab) return;
    // Clear of the button over an end of the row, where tabs lie beyond it.
    const left = tab.offsetLeft - END_BUTTON_PX;
    const right = tab.offsetLeft + tab.offsetWidth + END_BUTTON_PX;
    if (left < row.scrollLeft) row.scrollLeft = left;
    else if (right > row.scrollLeft + row.clientWidth) row.scrollLeft = right - row.clientWidth;
  }, [selected]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const key = tabs[next]!.key;
    onSelect(key);
    refs.current.get(key)?.focus();
  };
  return (
    <>
      <div className={styles.row} data-hidden-before={hidden.before} data-hidden-after={hidden.after}>
        {hidden.before && <RowEnd side="before" onClick={() => scrollOn(-1)} />}
        <div ref={bar} role="tablist" aria-label={label} className={styles.tablist} onScroll={measure}>
          {tabs.map((tab, index) => (
            <button
              key={tab.key}
              ref={(el) => {
                if (el) refs.current.set(tab.key, el);
              }}
              type="button"
              role="tab"
              id={`tab-${tab.key}`}
              aria-selected={tab.key === selected}
              aria-controls={`panel-${tab.key}`}
              tabIndex={tab.key === selected ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(e) => move(e, index)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {hidden.after && <RowEnd side="after" onClick={() => scrollOn(1)} />}
      </div>
      <div role="tabpanel" id={`panel-${selected}`} aria-labelledby={`tab-${selected}`} className={styles.panel} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
